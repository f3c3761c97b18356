import { useId } from 'react'
import { Check, Clock, Users } from 'lucide-react'
import { formatClockTime } from '#contracts/farm-time'
import type { FarmEvent } from '#contracts/visits'
import { Badge } from '#web/components/ui/badge'
import { cn } from '#web/lib/cn'
import { formatMoney } from '#web/lib/format-money'

/**
 * The events (or workshops) to choose from, as a radio group of cards (spec 2: title, duration,
 * max people, price per person, description, includes). A click anywhere on a card chooses it;
 * Tab reaches the group and the arrow keys move the choice, as in any radio group.
 */
export function EventChoices({
  events,
  legend,
  selectedId,
  onSelect,
}: {
  events: readonly FarmEvent[]
  /** Names the group for screen readers ('Choose a farm event'). */
  legend: string
  selectedId: number | undefined
  onSelect: (event: FarmEvent) => void
}) {
  const groupName = useId()
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <ul className="grid gap-4 md:grid-cols-2">
        {events.map((event) => (
          <li key={event.id} className="grid">
            <EventCard
              event={event}
              name={groupName}
              selected={event.id === selectedId}
              onSelect={() => onSelect(event)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

function EventCard({
  event,
  name,
  selected,
  onSelect,
}: {
  event: FarmEvent
  name: string
  selected: boolean
  onSelect: () => void
}) {
  const id = useId()
  const inputId = `${id}-choice`
  return (
    <div
      data-testid="farm-event-card"
      className={cn(
        'relative flex flex-col gap-4 rounded-2xl border-2 bg-card p-5 break-words text-card-foreground shadow-soft transition-colors duration-150',
        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
        selected ? 'border-primary bg-primary-soft/40' : 'border-border/70 hover:border-primary/60',
      )}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="font-serif text-xl leading-snug font-semibold">
            {/* The overlay makes the whole card the radio's label. */}
            <label
              htmlFor={inputId}
              className="cursor-pointer after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              {event.title}
            </label>
          </h3>
          <p id={`${id}-price`} className="mt-1 text-lg font-semibold text-primary tabular-nums">
            {formatMoney(event.pricePerPerson)}
            <span className="text-sm font-medium text-muted-foreground"> per person</span>
          </p>
        </div>
        <input
          type="radio"
          id={inputId}
          name={name}
          value={event.id}
          checked={selected}
          onChange={onSelect}
          aria-describedby={`${id}-price ${id}-facts`}
          className="relative z-10 mt-1.5 size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
        />
      </div>

      <ul
        id={`${id}-facts`}
        className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-foreground/85"
        aria-label="Details"
      >
        <li className="flex items-center gap-1.5">
          <Clock className="size-4 text-primary" aria-hidden="true" />
          {event.duration}
          {event.startTime && <>, starts {formatClockTime(event.startTime)}</>}
        </li>
        <li className="flex items-center gap-1.5">
          <Users className="size-4 text-primary" aria-hidden="true" />
          Up to {event.maxPeople} {event.maxPeople === 1 ? 'person' : 'people'}
        </li>
      </ul>

      {event.description && <p className="text-sm text-muted-foreground">{event.description}</p>}

      {event.includes.length > 0 && (
        <div>
          <h4 className="font-sans text-sm font-semibold">What’s included</h4>
          <ul className="mt-2 grid gap-1.5 text-sm">
            {event.includes.map((item, index) => (
              <li key={`${index}-${item}`} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {selected && (
        <Badge className="mt-auto" aria-hidden="true">
          <Check aria-hidden="true" />
          Selected
        </Badge>
      )}
    </div>
  )
}
