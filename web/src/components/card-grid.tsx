import type { ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../lib/cn'

const cardGridVariants = cva('grid', {
  variants: {
    /** How many cards a row holds as the screen widens. */
    columns: {
      three: 'gap-6 sm:grid-cols-2 lg:grid-cols-3',
      plans: 'gap-6 md:grid-cols-2 lg:grid-cols-3',
      featured: 'gap-4 sm:grid-cols-3',
      four: 'grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4',
    },
  },
  defaultVariants: { columns: 'three' },
})

/** A list shown as a grid of cards, one list item a card (stories, recipes, plants, photos, plans). */
export function CardGrid<Item extends { id: number }>({
  items,
  columns,
  className,
  itemClassName,
  children,
}: VariantProps<typeof cardGridVariants> & {
  items: readonly Item[]
  className?: string
  itemClassName?: string
  /** The card of an item; the index tells the first ones, whose pictures load at once. */
  children: (item: Item, index: number) => ReactNode
}) {
  return (
    <ul className={cn(cardGridVariants({ columns }), className)}>
      {items.map((item, index) => (
        <li key={item.id} className={itemClassName}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  )
}
