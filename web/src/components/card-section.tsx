import type { ReactNode } from 'react'
import { cn } from '../lib/cn'
import { Card } from './ui/card'

/** A card holding one section named by its h2 (an order's items, its details, a summary). */
export function CardSection({
  id,
  title,
  icon,
  className = 'grid gap-4',
  cardClassName,
  busy = false,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string
  title: ReactNode
  /** Shown before the title. */
  icon?: ReactNode
  /** The section's own classes (its grid), replacing the default. */
  className?: string
  /** Added to the card's padding. */
  cardClassName?: string
  /** Something in it is on its way (aria-busy). */
  busy?: boolean
  children: ReactNode
}) {
  return (
    <Card className={cn('p-5 sm:p-6', cardClassName)}>
      <section aria-labelledby={id} className={className} aria-busy={busy || undefined}>
        <h2
          id={id}
          className={cn('font-serif text-xl font-semibold', icon && 'flex items-center gap-2')}
        >
          {icon}
          {title}
        </h2>
        {children}
      </section>
    </Card>
  )
}
