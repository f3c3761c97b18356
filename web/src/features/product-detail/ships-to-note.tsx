import { Truck } from 'lucide-react'
import type { Product } from '#contracts/catalog'
import { describeShipsTo } from '#contracts/plant-shipping'

/** Where a plant may not be shipped (decision 0061), said before it goes in the cart. */
export function ShipsToNote({ product }: { product: Product }) {
  const rule = describeShipsTo(product.shipsTo)
  if (!rule) return null
  return (
    <p
      className="flex items-start gap-3 rounded-xl border border-border/70 bg-muted/40 p-3 text-sm"
      data-testid="ships-to-note"
    >
      <Truck className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>{rule} Farm Pickup is always possible.</span>
    </p>
  )
}
