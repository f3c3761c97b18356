import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ChefHat, Clock, Users } from 'lucide-react'
import type { Recipe } from '#contracts/recipes'
import { FarmImage } from '#web/components/farm-image'
import { CountedSelect } from '#web/components/counted-select'
import { SearchField } from '#web/components/search-field'
import { PageContainer, PageHero } from '#web/components/page-container'
import { EmptyState, QueryState } from '#web/components/query-state'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { usePageMeta } from '#web/hooks/use-page-meta'
import {
  featuredProductsPreview,
  formatDifficulty,
  formatMinutes,
  formatServings,
  totalMinutes,
} from '#web/lib/recipe-format'
import { allCategories, categoryChoices, filterRecipes } from './filter-recipes'
import { RecipeDetailDialog } from './recipe-detail-dialog'
import { recipesQuery } from './recipe-queries'

/** Cards in the first row load their pictures at once; the rest lazily. */
const eagerImages = 3

/** `?recipe=<slug>` names the recipe whose dialog is open (links from search results land there). */
const recipeParam = 'recipe'

/**
 * Recipes (spec 2 "Recipes", /recipes): search, a category dropdown with counts, a grid of recipe
 * cards and a detail dialog. Only published recipes ever reach this page.
 */
export function RecipesPage() {
  usePageMeta()
  const query = useQuery(recipesQuery)
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState<string>(allCategories)
  const [searchParams, setSearchParams] = useSearchParams()

  const recipes = query.data
  const choices = useMemo(() => categoryChoices(recipes ?? []), [recipes])
  const visible = useMemo(
    () => filterRecipes(recipes ?? [], { search, category }),
    [recipes, search, category],
  )
  const openSlug = searchParams.get(recipeParam)
  const openRecipe = recipes?.find((recipe) => recipe.slug === openSlug) ?? null

  const showRecipe = (slug: string | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        if (slug) params.set(recipeParam, slug)
        else params.delete(recipeParam)
        return params
      },
      { replace: true, preventScrollReset: true },
    )

  const clearFilters = () => {
    setSearch('')
    setCategory(allCategories)
  }

  return (
    <>
      <PageHero
        title="Recipes from the Grove"
        lead="Salsas, cobblers, jellies and cool drinks made with what we grow and what our bees make. Simple, seasonal and tested in our own kitchen."
      />
      <PageContainer>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_16rem] sm:items-end">
          <SearchField
            label="Search recipes"
            value={search}
            onChange={setSearch}
            placeholder="Mango, honey, cobbler…"
          />
          <CountedSelect
            label="Category"
            value={category}
            onChange={setCategory}
            choices={choices}
          />
        </div>

        <section aria-labelledby="recipe-results-heading" className="mt-8">
          <h2 id="recipe-results-heading" className="sr-only">
            Recipes
          </h2>
          <p className="mb-4 min-h-5 text-sm text-muted-foreground" aria-live="polite">
            {recipes && (visible.length === 1 ? '1 recipe' : `${visible.length} recipes`)}
          </p>
          <QueryState
            query={query}
            loading="Loading recipes..."
            what="the recipes"
            headingLevel="h3"
            empty={<NoRecipes />}
          >
            {() =>
              visible.length === 0 ? (
                <NoRecipes onClear={clearFilters} />
              ) : (
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {visible.map((recipe, index) => (
                    <li key={recipe.id}>
                      <RecipeCard
                        recipe={recipe}
                        eager={index < eagerImages}
                        onOpen={() => showRecipe(recipe.slug)}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
      </PageContainer>

      <RecipeDetailDialog
        recipe={openRecipe}
        sharePath={`/recipes?${new URLSearchParams({ [recipeParam]: openRecipe?.slug ?? '' })}`}
        onOpenChange={(open) => {
          if (!open) showRecipe(null)
        }}
      />
    </>
  )
}

function NoRecipes({ onClear }: { onClear?: () => void }) {
  return (
    <EmptyState
      headingLevel="h3"
      icon={<ChefHat className="size-10 text-primary" aria-hidden="true" />}
      title="No recipes found"
      description={
        onClear ? 'Try another word or category.' : 'Our first recipes are on their way.'
      }
      action={
        onClear && (
          <Button variant="outline" onClick={onClear}>
            Show all recipes
          </Button>
        )
      }
    />
  )
}

function RecipeCard({
  recipe,
  eager,
  onOpen,
}: {
  recipe: Recipe
  eager: boolean
  onOpen: () => void
}) {
  const { shown, more } = featuredProductsPreview(recipe.featuredProducts)
  const total = totalMinutes(recipe)
  return (
    <Card
      data-testid="recipe-card"
      className="group relative h-full overflow-hidden transition-shadow duration-200 hover:shadow-lifted has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-ring"
    >
      <div className="aspect-[16/10] overflow-hidden bg-muted">
        <FarmImage
          src={recipe.imageUrl}
          alt=""
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          width={640}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          {recipe.category && <Badge variant="secondary">{recipe.category}</Badge>}
          <Badge variant="outline">{formatDifficulty(recipe.difficulty)}</Badge>
        </div>
        <h3 className="font-serif text-xl leading-snug font-semibold">
          <button
            type="button"
            onClick={onOpen}
            className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {recipe.title}
          </button>
        </h3>
        {recipe.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{recipe.description}</p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-sm text-muted-foreground">
          {total !== null && (
            <span className="flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {formatMinutes(total)}
            </span>
          )}
          <span className="flex items-center gap-1.5">
            <Users className="size-4" aria-hidden="true" />
            {formatServings(recipe.servings)}
          </span>
        </div>
        {shown.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Featured products">
            {shown.map((product) => (
              <li key={product}>
                <Badge variant="mango">{product}</Badge>
              </li>
            ))}
            {more > 0 && (
              <li>
                <Badge variant="outline">
                  +{more}
                  <span className="sr-only"> more</span>
                </Badge>
              </li>
            )}
          </ul>
        )}
      </div>
    </Card>
  )
}
