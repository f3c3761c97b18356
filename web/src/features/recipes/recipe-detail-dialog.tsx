import { ChefHat, Clock, Timer, Users, UtensilsCrossed } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Recipe } from '#contracts/recipes'
import { FarmImage } from '#web/components/farm-image'
import { ShareWidget } from '#web/components/share-widget'
import { Badge } from '#web/components/ui/badge'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog'
import {
  formatDifficulty,
  formatMinutes,
  formatServings,
  totalMinutes,
} from '#web/lib/recipe-format'

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
        <DialogContent size="lg">
          <DialogHeader>
            <div className="flex flex-wrap gap-2">
              {recipe.category && <Badge variant="secondary">{recipe.category}</Badge>}
              <Badge variant="outline">{formatDifficulty(recipe.difficulty)}</Badge>
            </div>
            <DialogTitle>
              <span className="text-2xl sm:text-3xl">{recipe.title}</span>
            </DialogTitle>
            <DialogDescription className={recipe.description ? undefined : 'sr-only'}>
              {recipe.description ?? `How to make ${recipe.title}.`}
            </DialogDescription>
          </DialogHeader>

          {/* One block under the header: the dialog's grid would squeeze the picture's row. */}
          <div className="grid gap-5">
            <div className="aspect-[16/9] overflow-hidden rounded-xl bg-muted">
              <FarmImage
                src={recipe.imageUrl}
                alt=""
                sizes="(min-width: 768px) 40rem, calc(100vw - 5rem)"
                width={1280}
                height={720}
                loading="eager"
                className="size-full object-cover"
              />
            </div>

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
              <section aria-labelledby="recipe-ingredients-heading">
                <h3
                  id="recipe-ingredients-heading"
                  className="flex items-center gap-2 font-serif text-xl font-semibold"
                >
                  <UtensilsCrossed className="size-5 text-primary" aria-hidden="true" />
                  Ingredients
                </h3>
                <ul className="mt-3 grid gap-2 text-sm">
                  {recipe.ingredients.map((ingredient, index) => (
                    <li key={index} className="flex gap-2">
                      <span
                        className="mt-2 size-1.5 shrink-0 rounded-full bg-mango"
                        aria-hidden="true"
                      />
                      <span>{ingredient}</span>
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby="recipe-instructions-heading">
                <h3 id="recipe-instructions-heading" className="font-serif text-xl font-semibold">
                  Instructions
                </h3>
                <ol className="mt-3 grid gap-3 text-sm">
                  {recipe.instructions.map((step, index) => (
                    <li key={index} className="flex gap-3">
                      <span
                        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                        aria-hidden="true"
                      >
                        {index + 1}
                      </span>
                      <span className="pt-0.5">{step}</span>
                    </li>
                  ))}
                </ol>
              </section>
            </div>
            <div className="border-t border-border/70 pt-4">
              <ShareWidget path={sharePath} title={recipe.title} />
            </div>
          </div>
        </DialogContent>
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
