import { Star } from 'lucide-react'
import { cn } from '../lib/cn'

export const fiveStars = [1, 2, 3, 4, 5] as const

/** Five stars, `value` of them filled, read as one image: "Rated 4 out of 5". */
export function StarDisplay({
  value,
  label,
  className,
  starClassName,
}: {
  value: number
  /** Accessible text; "Rated {value} out of 5" by default. */
  label?: string
  className?: string
  starClassName?: string
}) {
  const filled = Math.round(value)
  return (
    <span
      role="img"
      aria-label={label ?? `Rated ${value} out of 5`}
      className={cn('inline-flex gap-0.5', className)}
    >
      {fiveStars.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= filled
              ? 'fill-honey text-honey-soft-foreground'
              : 'fill-transparent text-input',
            starClassName,
          )}
        />
      ))}
    </span>
  )
}
