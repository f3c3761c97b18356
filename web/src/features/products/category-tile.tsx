import type { MouseEvent } from 'react'
import { Link } from 'react-router'
import type { StorefrontCategory } from '#contracts/catalog'
import { Card } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'
import { CardPicture } from '#web/components/card-picture'

interface CategoryTileProps {
  category: StorefrontCategory
  title: string
  description: string
  imageUrl: string | null
  count: number | null
  selected: boolean
  onSelect: (category: StorefrontCategory) => void
}

/** A category of the "Shop by Category" row: a plain click filters the list in place. */
export function CategoryTile({
  category,
  title,
  description,
  imageUrl,
  count,
  selected,
  onSelect,
}: CategoryTileProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Plain clicks filter in place; modified clicks (new tab) follow the real link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return
    }
    event.preventDefault()
    onSelect(category)
  }

  return (
    <Card
      className={cn(
        'group relative h-full overflow-hidden transition-shadow duration-200 hover:shadow-lifted',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
        selected && 'ring-2 ring-primary',
      )}
    >
      <CardPicture src={imageUrl} />
      <div className="flex flex-1 flex-col gap-1.5 p-5">
        <h3 className="font-serif text-xl font-semibold">
          <Link
            to={{ pathname: '/products', search: `?category=${category}` }}
            onClick={onClick}
            preventScrollReset
            className="rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {title}
          </Link>
        </h3>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
        {count !== null && (
          <p className="mt-auto pt-2 text-sm font-medium text-primary">
            {count === 1 ? '1 product' : `${count} products`}
          </p>
        )}
      </div>
    </Card>
  )
}
