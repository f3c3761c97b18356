import { ChefHat, Clock, Timer, Users, UtensilsCrossed } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Recipe } from '#contracts/recipes'
import { DetailDialogContent } from '#web/components/detail-dialog-content'
import { ShareWidget } from '#web/components/share-widget'
import { Badge } from '#web/components/ui/badge'
import { Dialog } from '#web/components/ui/dialog'
import {
  formatDifficulty,
  formatMinutes,
  formatServings,
  totalMinutes,
} from '#web/lib/recipe-format'
import { cn } from '#web/lib/cn'

/** A recipe in full (spec 2 "Recipes"): picture, times, servings, difficulty, ingredients, steps. */
export function RecipeDetailDialog({
  recipe,
  sharePath,
  onOpenChange,
}: {
  recipe: Recipe | null
  /** The address that opens this recipe, for the share widget. */
  sharePath: string
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={recipe !== null} onOpenChange={onOpenChange}>
      {recipe && (
        <DetailDialogContent
          size="lg"
          badges={
            <>
              {recipe.category && <Badge variant="secondary">{recipe.category}</Badge>}
              <Badge variant="outline">{formatDifficulty(recipe.difficulty)}</Badge>
            </>
          }
          title={recipe.title}
          description={recipe.description ?? `How to make ${recipe.title}.`}
          descriptionHidden={!recipe.description}
          picture={{ src: recipe.imageUrl, fit: 'cover' }}
        >
          <dl className="grid grid-cols-2 gap-3 rounded-xl bg-primary-soft/60 p-4 text-sm sm:grid-cols-4">
            <Fact icon={<Timer aria-hidden="true" />} label="Prep time">
              {recipe.prepTime === null ? '—' : formatMinutes(recipe.prepTime)}
            </Fact>
            <Fact icon={<Clock aria-hidden="true" />} label="Cook time">
              {recipe.cookTime === null ? '—' : formatMinutes(recipe.cookTime)}
            </Fact>
            <Fact icon={<Users aria-hidden="true" />} label="Servings">
              {formatServings(recipe.servings)}
            </Fact>
            <Fact icon={<ChefHat aria-hidden="true" />} label="Difficulty">
              {formatDifficulty(recipe.difficulty)}
            </Fact>
          </dl>
          {totalMinutes(recipe) !== null && (
            <p className="-mt-3 text-sm text-muted-foreground">
              Ready in {formatMinutes(totalMinutes(recipe)!)}.
            </p>
          )}

          {recipe.featuredProducts.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold">From the farm:</span>
              <ul className="flex flex-wrap gap-2">
                {recipe.featuredProducts.map((product) => (
                  <li key={product}>
                    <Badge variant="mango">{product}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <RecipeList
              id="recipe-ingredients-heading"
              heading={
                <>
                  <UtensilsCrossed className="size-5 text-primary" aria-hidden="true" />
                  Ingredients
                </>
              }
              items={recipe.ingredients}
              marker={() => (
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-mango" aria-hidden="true" />
              )}
            />
            <RecipeList
              id="recipe-instructions-heading"
              heading="Instructions"
              ordered
              items={recipe.instructions}
              marker={(index) => (
                <span
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
              )}
              itemClassName="pt-0.5"
            />
          </div>
          <div className="border-t border-border/70 pt-4">
            <ShareWidget path={sharePath} title={recipe.title} />
          </div>
        </DetailDialogContent>
      )}
    </Dialog>
  )
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground [&>svg]:size-4 [&>svg]:text-primary">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold">{children}</dd>
    </div>
  )
}

/** Ingredients (bullets) or Instructions (numbered steps): a heading over a list of lines. */
function RecipeList({
  id,
  heading,
  ordered = false,
  items,
  marker,
  itemClassName,
}: {
  id: string
  heading: ReactNode
  ordered?: boolean
  items: readonly string[]
  /** The bullet or the step's number (aria-hidden: the list itself says where an item stands). */
  marker: (index: number) => ReactNode
  itemClassName?: string
}) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="flex items-center gap-2 font-serif text-xl font-semibold">
        {heading}
      </h3>
      <List className={cn('mt-3 grid text-sm', ordered ? 'gap-3' : 'gap-2')}>
        {items.map((item, index) => (
          <li key={index} className={cn('flex', ordered ? 'gap-3' : 'gap-2')}>
            {marker(index)}
            <span className={itemClassName}>{item}</span>
          </li>
        ))}
      </List>
    </section>
  )
}
