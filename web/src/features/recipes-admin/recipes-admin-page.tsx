import { useWatch, type UseFormReturn } from 'react-hook-form'
import { ChefHat } from 'lucide-react'
import {
  featuredProductChoices,
  recipeCategories,
  recipeDifficulties,
  recipeInputSchema,
  type RecipeInput,
  type RecipeValues,
  type StaffRecipe,
} from '#contracts/recipes'
import { recipeSlug } from '#contracts/slug'
import { AdminThumbnail } from '#web/components/staff/admin-thumbnail'
import { FormField } from '#web/components/form-field'
import { CategoryField } from '#web/components/staff/category-field'
import { ImageField, type ImageFieldToasts } from '#web/components/staff/image-field'
import { ResourceCard } from '#web/components/staff/resource-card'
import { ResourceCardActions } from '#web/components/staff/resource-card-actions'
import { ResourceManager, type RecordActions } from '#web/components/staff/resource-manager'
import { Badge } from '#web/components/ui/badge'
import {
  featuredProductsPreview,
  formatDifficulty,
  formatMinutes,
  formatServings,
} from '#web/lib/recipe-format'
import { ImageSearchButton } from './image-search-dialog'
import { blankRecipe, recipeFormValues, recipePrecheck, recipesResource } from './recipes-resource'
import type * as recipesApi from '#contracts/recipes-api'
import type { SortLabels } from '#web/lib/staff-resource-page'

const difficultyOptions = recipeDifficulties.map((value) => ({
  value,
  label: formatDifficulty(value),
}))
const featuredOptions = featuredProductChoices.map((value) => ({ value, label: value }))

/** Spec 3 §8: the Recipe Manager's upload toasts. */
const uploadToasts: ImageFieldToasts = {
  uploaded: 'Image uploaded successfully',
  failed: 'Failed to upload image',
}

type RecipeForm = UseFormReturn<RecipeInput, unknown, RecipeValues>

/** The list's sorts, in the Recipe Manager's words. */
const sortLabels: SortLabels<typeof recipesApi.recipes> = { newest: 'Newest', title: 'Title' }

/**
 * Recipe Manager (spec 3 §2 "Recipes admin", /admin/recipes): recipe cards with a Published or
 * Draft badge, an add/edit dialog with an image search, and delete after a question. Every change
 * also refreshes the public Recipes page's list.
 */
export function RecipesAdminPage() {
  return (
    <ResourceManager
      resource={recipesResource}
      title="Recipe Manager"
      description="Published recipes are on the Recipes page; drafts stay here until you publish them."
      addLabel="Add Recipe"
      list={{
        records: 'recipes',
        searchPlaceholder: 'Title, description, category or ingredient',
        sorts: sortLabels,
        className: 'grid gap-3 lg:grid-cols-2',
        empty: {
          icon: ChefHat,
          title: 'No recipes yet',
          description: 'Share the first way to cook with what the farm grows.',
        },
      }}
      card={(recipe, actions) => <RecipeCard recipe={recipe} {...actions} />}
      form={{
        schema: recipeInputSchema,
        title: (editing) => (editing ? 'Edit Recipe' : 'Add Recipe'),
        submitLabel: (editing) => (editing ? 'Save Changes' : 'Create Recipe'),
        values: (editing) => (editing ? recipeFormValues(editing) : blankRecipe),
        precheck: recipePrecheck,
        fields: (form) => <RecipeFields form={form} />,
      }}
      confirmDelete={{
        title: 'Are you sure you want to delete this recipe?',
        description: (recipe) => `${recipe.title} will be removed from the Recipes page.`,
      }}
    />
  )
}

function RecipeFields({ form }: { form: RecipeForm }) {
  return (
    <>
      <FormField form={form} name="title" label="Title" />
      <SlugField form={form} />
      <FormField form={form} name="description" label="Description" kind="textarea" rows={2} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <CategoryField form={form} categories={recipeCategories} placeholder="Choose a category" />
        <FormField
          form={form}
          name="difficulty"
          label="Difficulty"
          kind="select"
          options={difficultyOptions}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField
          form={form}
          name="prepTime"
          label="Prep time (minutes)"
          kind="integer"
          placeholder="15"
        />
        <FormField
          form={form}
          name="cookTime"
          label="Cook time (minutes)"
          kind="integer"
          placeholder="30"
        />
        <FormField form={form} name="servings" label="Servings" kind="integer" />
      </div>
      <FormField
        form={form}
        name="ingredients"
        label="Ingredients"
        kind="list"
        separator="lines"
        rows={5}
        hint="One ingredient per line."
      />
      <FormField
        form={form}
        name="instructions"
        label="Instructions"
        kind="list"
        separator="lines"
        rows={5}
        hint="One step per line, in order."
      />
      <FormField
        form={form}
        name="featuredProducts"
        label="Featured products"
        kind="checkboxes"
        options={featuredOptions}
      />
      <ImageField form={form} name="imageUrl" purpose="recipe" toasts={uploadToasts} />
      <div>
        <ImageSearchButton
          onChoose={(imageUrl) =>
            form.setValue('imageUrl', imageUrl, { shouldDirty: true, shouldValidate: true })
          }
        />
      </div>
      <FormField
        form={form}
        name="published"
        label="Published"
        kind="switch"
        hint="Drafts are not shown on the Recipes page."
      />
    </>
  )
}

/** The slug, with the address an empty one will get (made from the title by the server's rule). */
function SlugField({ form }: { form: RecipeForm }) {
  const [title, slug] = useWatch({ control: form.control, name: ['title', 'slug'] })
  const made = recipeSlug(typeof title === 'string' ? title : '')
  const typed = typeof slug === 'string' ? slug.trim() : ''
  return (
    <FormField
      form={form}
      name="slug"
      label="Slug"
      placeholder={made || 'made-from-the-title'}
      hint={
        typed ? `Saved as “${recipeSlug(typed) || '…'}”.` : 'Leave empty to make it from the title.'
      }
    />
  )
}

function RecipeCard({ recipe, onEdit, onDelete }: { recipe: StaffRecipe } & RecordActions) {
  const { shown, more } = featuredProductsPreview(recipe.featuredProducts)
  const times = [
    recipe.prepTime === null ? null : `Prep ${formatMinutes(recipe.prepTime)}`,
    recipe.cookTime === null ? null : `Cook ${formatMinutes(recipe.cookTime)}`,
    formatServings(recipe.servings),
    formatDifficulty(recipe.difficulty),
  ].filter(Boolean)
  return (
    <ResourceCard
      title={recipe.title}
      media={<AdminThumbnail src={recipe.imageUrl} placeholder />}
      badges={
        <>
          <Badge variant={recipe.published ? 'secondary' : 'outline'}>
            {recipe.published ? 'Published' : 'Draft'}
          </Badge>
          {recipe.category && <Badge variant="honey">{recipe.category}</Badge>}
        </>
      }
      actions={<ResourceCardActions name={recipe.title} onEdit={onEdit} onDelete={onDelete} />}
    >
      {recipe.description && (
        <p className="line-clamp-2 text-sm text-muted-foreground">{recipe.description}</p>
      )}
      <p className="text-sm">{times.join(' · ')}</p>
      {shown.length > 0 && (
        <p className="text-xs text-muted-foreground">
          Featuring {shown.join(', ')}
          {more > 0 && ` +${more}`}
        </p>
      )}
    </ResourceCard>
  )
}
