import { Plus } from 'lucide-react'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { formatMoney } from '#web/lib/format-money'
import { isBuyable } from '#web/lib/product-availability'
import { ProductThumbnail } from '#web/components/product-thumbnail'
import { maxQuantity, unitSuffix, type PortalProduct } from './portal-cart'

const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1)

export function PortalProductRow({
  product,
  quantity,
  onAdd,
}: {
  product: PortalProduct
  quantity: number
  onAdd: () => void
}) {
  return (
    <li data-testid="portal-product" className="flex items-center gap-3 p-3 sm:gap-4 sm:p-4">
      <ProductThumbnail
        src={product.imageUrl}
        size={64}
        className="size-14 shrink-0 rounded-xl bg-muted object-cover sm:size-16"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-sans text-base leading-snug font-semibold">{product.name}</h3>
        {product.description && (
          <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold">
            {formatMoney(product.price)}
            <span className="font-normal text-muted-foreground">{unitSuffix(product.unit)}</span>
          </span>
          <Badge variant="secondary">{categoryLabel(product.category)}</Badge>
          {!isBuyable(product) && <Badge variant="outline">Out of Stock</Badge>}
        </p>
      </div>
      <Button
        type="button"
        variant={quantity > 0 ? 'secondary' : 'outline'}
        size="sm"
        disabled={!isBuyable(product) || quantity >= maxQuantity}
        aria-label={`Add ${product.name}${quantity > 0 ? ` (${quantity} in order)` : ''}`}
        onClick={onAdd}
      >
        <Plus aria-hidden="true" />
        Add
      </Button>
    </li>
  )
}
