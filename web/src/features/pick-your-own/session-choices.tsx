import { useId } from 'react'
import { formatClockTime, formatVisitDate } from '#contracts/farm-time'
import { slotAvailability, type PickYourOwnSlot } from '#contracts/visits'
import { Badge, type BadgeProps } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { formatMoney } from '#web/lib/format-money'
import { isBookable, spotsLeftText, type SlotProduct } from './group-slots'

const availabilityBadges = {
  full: { label: 'Full', variant: 'outline' },
  limited: { label: 'Limited', variant: 'mango' },
  available: { label: 'Available', variant: 'secondary' },
} as const satisfies Record<string, { label: string; variant: BadgeProps['variant'] }>

/** The chosen session, and what choosing a session or a full session's waitlist does. */
interface SessionActions {
  selectedId: number | null
  onSelect: (slot: PickYourOwnSlot) => void
  onJoinWaitlist: (slot: PickYourOwnSlot) => void
}

/**
 * The sessions by product and date (spec 2 "Pick Your Own"), one radio group across all of them:
 * a click anywhere on a session chooses it; a Full session cannot be chosen (spec 2 §4), but its
 * waitlist can be joined (decision 0057).
 */
export function SessionChoices({
  products,
  ...actions
}: SessionActions & { products: readonly SlotProduct[] }) {
  const name = useId()
  return (
    <div className="grid gap-10">
      {products.map((product) => (
        <ProductSessions
          key={product.productName}
          product={product}
          name={name}
          actions={actions}
        />
      ))}
    </div>
  )
}

function ProductSessions({
  product,
  name,
  actions,
}: {
  product: SlotProduct
  name: string
  actions: SessionActions
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
            actions={actions}
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
  actions,
}: {
  productHeadingId: string
  date: string
  slots: readonly PickYourOwnSlot[]
  name: string
  actions: SessionActions
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
              selected={slot.id === actions.selectedId}
              onSelect={() => actions.onSelect(slot)}
              onJoinWaitlist={() => actions.onJoinWaitlist(slot)}
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
  onJoinWaitlist,
}: {
  slot: PickYourOwnSlot
  name: string
  /** The product heading and the date: part of each session's name, so it stands alone. */
  labelledBy: string
  selected: boolean
  onSelect: () => void
  onJoinWaitlist: () => void
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
        {!bookable && slot.active && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="relative z-10 mt-1 w-fit"
            onClick={onJoinWaitlist}
            aria-labelledby={`${id}-join ${labelledBy} ${id}-time`}
          >
            <span id={`${id}-join`}>Join waitlist</span>
          </Button>
        )}
      </div>
    </div>
  )
}
