import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CalendarCheck, Droplets, MessageCircle, Shovel } from 'lucide-react'
import { plantCategoryLabels, type Plant } from '#contracts/plant-inventory'
import { DetailDialogContent } from '#web/components/detail-dialog-content'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { formatMoney } from '#web/lib/format-money'
import { PlantAvailabilityBadge, PlantCategoryBadge } from '#web/components/plant-badges'
import { plantCount } from './plant-look'

/**
 * A plant in full (decision 0027): its facts, and the planting, care and harvest notes staff
 * keep with it. A Radix dialog: focus moves in, Escape closes it, focus goes back to the card's
 * button.
 */
export function PlantDetailDialog({
  plant,
  onOpenChange,
  returnFocusTo,
}: {
  plant: Plant | null
  onOpenChange: (open: boolean) => void
  /** The button that opened it (the dialog has no trigger of its own to return focus to). */
  returnFocusTo: () => HTMLElement | null
}) {
  return (
    <Dialog open={plant !== null} onOpenChange={onOpenChange}>
      {plant && (
        <DetailDialogContent
          size="lg"
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo()
            if (!opener?.isConnected) return
            event.preventDefault()
            opener.focus()
          }}
          badges={
            <>
              <PlantCategoryBadge category={plant.category} />
              <PlantAvailabilityBadge available={plant.isAvailable} />
            </>
          }
          title={plant.variety}
          description={
            plant.description ?? `${plantCategoryLabels[plant.category]}, ${plant.size}.`
          }
          picture={{ src: plant.imageUrl, fit: 'contain' }}
          bodyClassName="min-w-0 gap-5"
        >
          <dl className="grid grid-cols-2 gap-3 rounded-xl bg-primary-soft/60 p-4 text-sm sm:grid-cols-3">
            <Fact label="Price">{formatMoney(plant.price)} each</Fact>
            <Fact label="Size">{plant.size}</Fact>
            <Fact label="Rootstock">{plant.rootstock ?? '—'}</Fact>
            <Fact label="Season">{plant.seasonalAvailability ?? 'Ask us'}</Fact>
            <Fact label="Order">{orderLimits(plant)}</Fact>
            <Fact label="Availability">{plant.isAvailable ? 'Available' : 'Out of Stock'}</Fact>
          </dl>

          <div className="grid gap-4">
            <Note
              icon={<Shovel aria-hidden="true" />}
              title="Planting"
              text={plant.plantingInstructions}
            />
            <Note
              icon={<Droplets aria-hidden="true" />}
              title="Care"
              text={plant.careInstructions}
            />
            <Note
              icon={<CalendarCheck aria-hidden="true" />}
              title="Harvest"
              text={plant.harvestInfo}
            />
            {!plant.plantingInstructions && !plant.careInstructions && !plant.harvestInfo && (
              <p className="text-sm text-muted-foreground">
                We have not written notes for this one yet. Ask us at the farm stand: we are happy
                to tell you how we grow it.
              </p>
            )}
          </div>

          {plant.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {plant.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline">#{tag}</Badge>
                </li>
              ))}
            </ul>
          )}

          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border/70 pt-4">
            <p className="text-sm text-muted-foreground">
              Reserve a plant or ask about it: we answer every message.
            </p>
            <Button asChild variant="outline" size="sm">
              <Link to="/contact">
                <MessageCircle aria-hidden="true" />
                Ask about this plant
              </Link>
            </Button>
          </div>
        </DetailDialogContent>
      )}
    </Dialog>
  )
}

/** 'Minimum 3 plants, up to 10' / 'Up to 4 trees' / 'No limit'. */
function orderLimits(plant: Plant) {
  const min =
    plant.minOrderQuantity > 1
      ? `Minimum ${plantCount(plant.category, plant.minOrderQuantity)}`
      : null
  const max = plant.maxOrderQuantity
  if (min && max !== null) return `${min}, up to ${max}`
  if (min) return min
  if (max !== null) return `Up to ${plantCount(plant.category, max)}`
  return 'No limit'
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words">{children}</dd>
    </div>
  )
}

function Note({ icon, title, text }: { icon: ReactNode; title: string; text: string | null }) {
  if (!text) return null
  return (
    <section className="grid gap-1.5">
      <h3 className="flex items-center gap-2 font-serif text-lg font-semibold [&>svg]:size-5 [&>svg]:text-primary">
        {icon}
        {title}
      </h3>
      <p className="text-sm whitespace-pre-line">{text}</p>
    </section>
  )
}
