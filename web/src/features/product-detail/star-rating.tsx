import { Star } from 'lucide-react'
import { fiveStars } from '#web/components/star-display'
import { cn } from '#web/lib/cn'
import { starWord } from './review-summary'

/**
 * The rating picker of the review form: a radio group of five stars (arrow keys move between
 * them, as in any radio group); clicking a star chooses it.
 */
export function StarRatingInput({
  value,
  onChange,
  name,
  describedBy,
}: {
  value: number
  onChange: (value: number) => void
  name: string
  describedBy?: string
}) {
  return (
    <fieldset aria-describedby={describedBy} className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium text-foreground">Rating</legend>
      <div className="flex items-center gap-3">
        <div className="flex">
          {fiveStars.map((star) => (
            <label
              key={star}
              className={cn(
                'flex size-11 cursor-pointer items-center justify-center rounded-full transition-colors hover:bg-honey-soft',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7 transition-transform motion-reduce:transition-none',
                  star <= value
                    ? 'fill-honey text-honey-soft-foreground'
                    : 'fill-transparent text-input',
                )}
              />
              <span className="sr-only">
                {star} {starWord(star)}
              </span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm font-medium text-muted-foreground tabular-nums">
          {value} out of 5
        </span>
      </div>
    </fieldset>
  )
}
