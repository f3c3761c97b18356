import { CircleCheck, CircleX } from 'lucide-react'
import { plantCategoryLabels, type PlantCategory } from '#contracts/plant-inventory'
import { Badge } from './ui/badge'

const categoryBadgeVariant: Record<PlantCategory, 'mango' | 'sky' | 'honey'> = {
  mango: 'mango',
  blackberry: 'sky',
  grape: 'honey',
}

/** 'Grafted Mango Trees', 'Blackberry Plants', 'Grape Vines' (spec 3 §3): the plant pages' badge. */
export function PlantCategoryBadge({ category }: { category: PlantCategory }) {
  return <Badge variant={categoryBadgeVariant[category]}>{plantCategoryLabels[category]}</Badge>
}

/** Available or Out of Stock (spec 2 §4, spec 3 §4), in words and with an icon. */
export function PlantAvailabilityBadge({ available }: { available: boolean }) {
  return available ? (
    <Badge variant="default">
      <CircleCheck aria-hidden="true" />
      Available
    </Badge>
  ) : (
    <Badge variant="dark">
      <CircleX aria-hidden="true" />
      Out of Stock
    </Badge>
  )
}
