import { useQuery } from '@tanstack/react-query'
import { ChefHat, Clock, Users } from 'lucide-react'
import type { Recipe } from '#contracts/recipes'
import { CardGrid } from '#web/components/card-grid'
import { CardPicture } from '#web/components/card-picture'
import { SearchAndCategory } from '#web/components/search-and-category'
import { PageContainer, PageHero } from '#web/components/page-container'
import { NoMatches } from '#web/components/no-matches'
import { QueryState } from '#web/components/query-state'
import { Badge } from '#web/components/ui/badge'
import { Card } from '#web/components/ui/card'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { cn } from '#web/lib/cn'
import { targetCard, stretchedTarget } from '#web/lib/target-card'
import { useSearchAndCategory } from '#web/lib/use-search-and-category'
import { useSearchParam } from '#web/lib/use-search-param'
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
  const recipes = query.data
  const filters = useSearchAndCategory(recipes, {
    all: allCategories,
    choicesOf: categoryChoices,
    filter: filterRecipes,
  })
  const { visible } = filters
  const [openSlug, showRecipe] = useSearchParam(recipeParam)
  const openRecipe = recipes?.find((recipe) => recipe.slug === openSlug) ?? null

  return (
    <>
      <PageHero
        title="Recipes from the Grove"
        lead="Salsas, cobblers, jellies and cool drinks made with what we grow and what our bees make. Simple, seasonal and tested in our own kitchen."
      />
      <PageContainer>
        <SearchAndCategory
          searchLabel="Search recipes"
          placeholder="Mango, honey, cobbler…"
          filters={filters}
        />

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
                <NoRecipes onClear={filters.clear} />
              ) : (
                <CardGrid items={visible}>
                  {(recipe, index) => (
                    <RecipeCard
                      recipe={recipe}
                      eager={index < eagerImages}
                      onOpen={() => showRecipe(recipe.slug)}
                    />
                  )}
                </CardGrid>
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
    <NoMatches
      headingLevel="h3"
      icon={<ChefHat className="size-10 text-primary" aria-hidden="true" />}
      title="No recipes found"
      emptyText="Our first recipes are on their way."
      clearLabel="Show all recipes"
      onClear={onClear}
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
    <Card data-testid="recipe-card" className={targetCard({ target: 'button' })}>
      <CardPicture src={recipe.imageUrl} eager={eager} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          {recipe.category && <Badge variant="secondary">{recipe.category}</Badge>}
          <Badge variant="outline">{formatDifficulty(recipe.difficulty)}</Badge>
        </div>
        <h3 className="font-serif text-xl leading-snug font-semibold">
          <button type="button" onClick={onOpen} className={cn('text-left', stretchedTarget)}>
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
