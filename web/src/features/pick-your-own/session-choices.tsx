import { useId } from 'react'
import { formatClockTime, formatVisitDate } from '#contracts/farm-time'
import { slotAvailability, type PickYourOwnSlot } from '#contracts/visits'
import { Badge, type BadgeProps } from '#web/components/ui/badge'
import { cn } from '#web/lib/cn'
import { formatMoney } from '#web/lib/format-money'
import { isBookable, spotsLeftText, type SlotProduct } from './group-slots'

const availabilityBadges = {
  full: { label: 'Full', variant: 'outline' },
  limited: { label: 'Limited', variant: 'mango' },
  available: { label: 'Available', variant: 'secondary' },
} as const satisfies Record<string, { label: string; variant: BadgeProps['variant'] }>

/**
 * The sessions by product and date (spec 2 "Pick Your Own"), one radio group across all of them:
 * a click anywhere on a session chooses it; a Full session cannot be chosen (spec 2 §4).
 */
export function SessionChoices({
  products,
  selectedId,
  onSelect,
}: {
  products: readonly SlotProduct[]
  selectedId: number | null
  onSelect: (slot: PickYourOwnSlot) => void
}) {
  const name = useId()
  return (
    <div className="grid gap-10">
      {products.map((product) => (
        <ProductSessions
          key={product.productName}
          product={product}
          name={name}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      ))}
    </div>
  )
}

function ProductSessions({
  product,
  name,
  selectedId,
  onSelect,
}: {
  product: SlotProduct
  name: string
  selectedId: number | null
  onSelect: (slot: PickYourOwnSlot) => void
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} data-testid="pick-your-own-product">
      <h2 id={headingId} className="font-serif text-2xl font-semibold">
        {product.productName}
      </h2>
      <div className="mt-4 grid gap-6">
        {product.days.map((day) => (
          <DaySessions
            key={day.date}
            productHeadingId={headingId}
            date={day.date}
            slots={day.slots}
            name={name}
            selectedId={selectedId}
            onSelect={onSelect}
          />
        ))}
      </div>
    </section>
  )
}

function DaySessions({
  productHeadingId,
  date,
  slots,
  name,
  selectedId,
  onSelect,
}: {
  productHeadingId: string
  date: string
  slots: readonly PickYourOwnSlot[]
  name: string
  selectedId: number | null
  onSelect: (slot: PickYourOwnSlot) => void
}) {
  const legendId = useId()
  return (
    <fieldset>
      <legend id={legendId} className="mb-3 text-sm font-semibold text-muted-foreground">
        {formatVisitDate(date)}
      </legend>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {slots.map((slot) => (
          <li key={slot.id} className="grid">
            <SessionOption
              slot={slot}
              name={name}
              labelledBy={`${productHeadingId} ${legendId}`}
              selected={slot.id === selectedId}
              onSelect={() => onSelect(slot)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

function SessionOption({
  slot,
  name,
  labelledBy,
  selected,
  onSelect,
}: {
  slot: PickYourOwnSlot
  name: string
  /** The product heading and the date: part of each session's name, so it stands alone. */
  labelledBy: string
  selected: boolean
  onSelect: () => void
}) {
  const id = useId()
  const bookable = isBookable(slot)
  const badge = availabilityBadges[slotAvailability(slot.spotsLeft)]
  return (
    <div
      data-testid="pick-your-own-session"
      className={cn(
        'relative flex items-start gap-3 rounded-xl border-2 bg-card p-4 break-words text-card-foreground transition-colors duration-150',
        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
        !bookable
          ? 'border-border/70 bg-muted/60'
          : selected
            ? 'border-primary bg-primary-soft/40'
            : 'border-border/70 hover:border-primary/60',
      )}
    >
      <input
        type="radio"
        id={`${id}-choice`}
        name={name}
        value={slot.id}
        checked={selected && bookable}
        disabled={!bookable}
        onChange={onSelect}
        aria-labelledby={`${labelledBy} ${id}-time`}
        aria-describedby={`${id}-details ${id}-badge`}
        className="relative z-10 mt-1 size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none disabled:cursor-not-allowed"
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <label
          id={`${id}-time`}
          htmlFor={`${id}-choice`}
          className={cn(
            "font-semibold after:absolute after:inset-0 after:rounded-xl after:content-['']",
            bookable ? 'cursor-pointer' : 'cursor-not-allowed',
          )}
        >
          {formatClockTime(slot.startTime)} – {formatClockTime(slot.endTime)}
        </label>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <p id={`${id}-details`} className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground tabular-nums">
              {formatMoney(slot.pricePerPerson)}
            </span>{' '}
            per person · {spotsLeftText(slot.spotsLeft)}
          </p>
          <Badge id={`${id}-badge`} variant={badge.variant}>
            {badge.label}
          </Badge>
        </div>
      </div>
    </div>
  )
}
