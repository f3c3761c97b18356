import { useId } from 'react'
import { MapPin } from 'lucide-react'
import { formatClockTime, formatVisitDate } from '#contracts/farm-time'
import type { PickupWindowPick } from '#contracts/order-pickup'
import { pickupWindowStateLabels, type PickupWindowChoice } from '#contracts/pickup-locations'
import { Badge } from '#web/components/ui/badge'
import { cn } from '#web/lib/cn'

/** At most this many places left, a window says how many. */
const fewPlaces = 3

const sameWindow = (choice: PickupWindowChoice, pick: PickupWindowPick | null) =>
  pick !== null && choice.windowId === pick.windowId && choice.date === pick.date

/** The choices under their farm dates, soonest first (the server's order). */
function byDate(choices: readonly PickupWindowChoice[]) {
  const days = new Map<string, PickupWindowChoice[]>()
  for (const choice of choices) days.set(choice.date, [...(days.get(choice.date) ?? []), choice])
  return [...days.entries()]
}

/** Each location of the choices once, in the order they first come. */
function locationsOf(choices: readonly PickupWindowChoice[]) {
  const locations = new Map<number, PickupWindowChoice>()
  for (const choice of choices)
    if (!locations.has(choice.locationId)) locations.set(choice.locationId, choice)
  return [...locations.values()]
}

function placesText(choice: PickupWindowChoice) {
  if (choice.state === 'closed')
    return choice.closedReason ? `Closed: ${choice.closedReason}` : null
  if (choice.state !== 'open' || choice.placesLeft > fewPlaces) return null
  return `${choice.placesLeft} ${choice.placesLeft === 1 ? 'place' : 'places'} left`
}

/**
 * Pickup windows to choose one of (issue 26), as radio buttons under their dates: each says its
 * location and hours (each location's address is said once, above them); full, closed and cut-off
 * windows are shown but cannot be chosen. Used by checkout and by an order's pickup page.
 */
export function PickupWindowPicker({
  legend,
  choices,
  value,
  onChange,
  error,
}: {
  legend: string
  choices: readonly PickupWindowChoice[]
  value: PickupWindowPick | null
  onChange: (pick: PickupWindowPick) => void
  error?: string | undefined
}) {
  const id = useId()
  return (
    <fieldset
      className="grid min-w-0 gap-4"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      <ul className="grid gap-1.5 text-sm" data-testid="pickup-locations">
        {locationsOf(choices).map((location) => (
          <li key={location.locationId} className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 break-words">
              <span className="font-semibold">{location.locationName}</span>
              <span className="block text-muted-foreground">{location.locationAddress}</span>
            </span>
          </li>
        ))}
      </ul>
      {byDate(choices).map(([date, windows]) => (
        <div key={date} className="grid gap-2">
          <p id={`${id}-${date}`} className="text-sm font-semibold text-muted-foreground">
            {formatVisitDate(date)}
          </p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {windows.map((choice) => (
              <li key={`${choice.windowId}-${choice.date}`} className="grid">
                <WindowOption
                  choice={choice}
                  name={`${id}-window`}
                  dateId={`${id}-${date}`}
                  selected={sameWindow(choice, value)}
                  onSelect={() => onChange({ windowId: choice.windowId, date: choice.date })}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function WindowOption({
  choice,
  name,
  dateId,
  selected,
  onSelect,
}: {
  choice: PickupWindowChoice
  name: string
  dateId: string
  selected: boolean
  onSelect: () => void
}) {
  const id = useId()
  const open = choice.state === 'open'
  const places = placesText(choice)
  // A closed window's reason already says it is closed.
  const badge = !open && !(choice.state === 'closed' && choice.closedReason)
  const described = [places && `${id}-places`, badge && `${id}-state`].filter(Boolean).join(' ')
  return (
    <div
      data-testid="pickup-window"
      className={cn(
        'relative flex items-start gap-3 rounded-xl border-2 bg-card p-3 break-words transition-colors',
        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
        !open
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
        checked={selected && open}
        disabled={!open}
        onChange={onSelect}
        aria-labelledby={`${dateId} ${id}-label`}
        aria-describedby={described || undefined}
        className="relative z-10 mt-1 size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <label
          id={`${id}-label`}
          htmlFor={`${id}-choice`}
          className={cn(
            "font-semibold after:absolute after:inset-0 after:rounded-xl after:content-['']",
            open ? 'cursor-pointer' : 'cursor-not-allowed',
          )}
        >
          {choice.locationName} · {formatClockTime(choice.startsAt)} –{' '}
          {formatClockTime(choice.endsAt)}
        </label>
        {places && (
          <p id={`${id}-places`} className="text-sm font-medium">
            {places}
          </p>
        )}
        {badge && (
          <Badge id={`${id}-state`} variant="outline" className="mt-1 w-fit">
            {pickupWindowStateLabels[choice.state]}
          </Badge>
        )}
      </div>
    </div>
  )
}
