import { Link } from 'react-router'
import type { Product } from '#contracts/catalog'
import { AddToCartButton } from '#web/components/add-to-cart-button'
import { Badge } from '#web/components/ui/badge'
import { Card } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'
import { formatMoney } from '#web/lib/format-money'
import { formatUnit } from '#web/lib/format-unit'
import { categoryLabels, isStorefrontCategory } from './categories'
import { HoverZoomImage } from '#web/components/hover-zoom-image'

const categoryBadgeVariant = { fresh: 'mango', plants: 'secondary', honey: 'honey' } as const

export interface ProductCardProps {
  product: Product
  /** Load the image right away (cards in the first row) instead of lazily. */
  eager?: boolean
  className?: string
}

/*
 * The product name is the card's one link (to /products/{id}); it stretches over the whole card,
 * so controls in the card need `relative z-10` to stay clickable above it.
 */
export function ProductCard({ product, eager = false, className }: ProductCardProps) {
  const unit = formatUnit(product.unit)
  const category = isStorefrontCategory(product.category) ? product.category : null

  return (
    <Card
      data-testid="product-card"
      className={cn(
        'group relative h-full overflow-hidden transition-shadow duration-200 hover:shadow-lifted',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <HoverZoomImage
          src={product.imageUrl}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
          alt={product.name}
          width={640}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          className={product.inStock ? undefined : 'grayscale-[35%]'}
        />
        {!product.inStock && (
          <div className="absolute inset-0 flex items-center justify-center bg-foreground/45">
            <Badge variant="dark" className="px-3.5 py-1 text-sm">
              Out of Stock
            </Badge>
          </div>
        )}
        {category && (
          <Badge
            variant={categoryBadgeVariant[category]}
            className="absolute top-3 left-3 shadow-sm"
          >
            {categoryLabels[category]}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="font-serif text-lg leading-snug font-semibold">
          <Link
            to={`/products/${product.id}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-primary focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        {product.description && (
          <p className="line-clamp-3 text-sm text-muted-foreground">{product.description}</p>
        )}
        <p className="mt-auto flex items-baseline gap-1.5 pt-3">
          <span className="text-xl font-semibold text-primary">{formatMoney(product.price)}</span>
          {unit && <span className="text-sm text-muted-foreground">{unit}</span>}
        </p>
        <AddToCartButton product={product} className="relative z-10 mt-2 w-full" />
      </div>
    </Card>
  )
}
