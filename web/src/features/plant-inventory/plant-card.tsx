import { CalendarRange, Sprout } from 'lucide-react'
import { plantCategoryLabels, type Plant } from '#contracts/plant-inventory'
import { CardPicture } from '#web/components/card-picture'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'
import { formatMoney } from '#web/lib/format-money'
import { PlantAvailabilityBadge, PlantCategoryBadge } from '#web/components/plant-badges'
import { minimumOrderText } from './plant-look'
import { showsMinimumOrder } from './plant-tabs'

/**
 * One plant on /plant-inventory (spec 2): picture, category, variety, size, rootstock, price,
 * Available or Out of Stock, the minimum order when over 1 and the season; its button opens the
 * planting, care and harvest notes.
 */
export function PlantCard({
  plant,
  eager,
  onOpen,
}: {
  plant: Plant
  eager: boolean
  /** Opens the notes; the button is where focus returns when they close. */
  onOpen: (button: HTMLElement) => void
}) {
  return (
    <Card data-testid="plant-card" className="h-full overflow-hidden">
      <CardPicture
        src={plant.imageUrl}
        shape="photo"
        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
        eager={eager}
        zoom="none"
        className={cn(!plant.isAvailable && 'grayscale-[35%]')}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          <PlantCategoryBadge category={plant.category} />
          <PlantAvailabilityBadge available={plant.isAvailable} />
        </div>
        <h3 className="font-serif text-xl leading-snug font-semibold">{plant.variety}</h3>
        {plant.description && (
          <p className="line-clamp-3 text-sm text-muted-foreground">{plant.description}</p>
        )}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Size</dt>
          <dd className="font-medium">{plant.size}</dd>
          {plant.rootstock && (
            <>
              <dt className="text-muted-foreground">Rootstock</dt>
              <dd className="font-medium">{plant.rootstock}</dd>
            </>
          )}
        </dl>
        {plant.seasonalAvailability && (
          <p className="flex items-start gap-2 text-sm">
            <CalendarRange className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <span className="sr-only">Seasonal availability: </span>
              {plant.seasonalAvailability}
            </span>
          </p>
        )}
        {showsMinimumOrder(plant) && (
          <p className="text-sm font-semibold text-mango-strong">{minimumOrderText(plant)}</p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <p className="text-xl font-semibold text-primary">
            {formatMoney(plant.price)}
            <span className="sr-only"> each</span>
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={(event) => onOpen(event.currentTarget)}
            aria-haspopup="dialog"
          >
            <Sprout aria-hidden="true" />
            Planting & care{' '}
            <span className="sr-only">
              for {plant.variety} ({plantCategoryLabels[plant.category]})
            </span>
          </Button>
        </div>
      </div>
    </Card>
  )
}
