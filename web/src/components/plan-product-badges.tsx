import { Badge } from './ui/badge'

/** What comes in a subscription plan's box, one badge per product. */
export function PlanProductBadges({ products, label }: { products: string[]; label?: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {products.map((product) => (
        <li key={product}>
          <Badge variant="secondary" className="whitespace-normal">
            {product}
          </Badge>
        </li>
      ))}
    </ul>
  )
}
