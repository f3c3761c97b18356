import type { ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { CalendarDays, Clock, Receipt, Users } from 'lucide-react'
import { farmZoneName, formatClockTime, formatVisitDate } from '#contracts/farm-time'
import type { VisitorBooking } from '#contracts/visits'
import { useFarmTimeZone } from '../hooks/use-farm-settings'
import { formatMoney } from '../lib/format-money'

const listVariants = cva('grid gap-5', {
  variants: {
    layout: {
      /** The booking's own page: two columns from small screens on. */
      page: 'sm:grid-cols-2',
      /** A narrow panel (the confirmation beside a list): one column. */
      panel: 'gap-4',
    },
  },
  defaultVariants: { layout: 'page' },
})

/** "8:00 AM – 10:00 AM EDT": the visit's hours on the farm's clock, named by its zone. */
export function visitHoursText(booking: VisitorBooking, timeZone: string): string | null {
  if (!booking.startTime) return null
  const hours = booking.endTime
    ? `${formatClockTime(booking.startTime)} – ${formatClockTime(booking.endTime)}`
    : formatClockTime(booking.startTime)
  return `${hours} ${farmZoneName(booking.date, booking.startTime, timeZone)}`
}

/**
 * What a visit booking is for (spec 2 "Farm Events & Workshops", "Pick Your Own"): its date
 * (the preferred and alternate dates of a request still waiting), its hours on the farm's clock
 * and zone, the people and the total, paid on arrival. `children` adds details after these.
 */
export function VisitDetails({
  booking,
  layout,
  children,
}: { booking: VisitorBooking; children?: ReactNode } & VariantProps<typeof listVariants>) {
  const hours = visitHoursText(booking, useFarmTimeZone())
  const pendingRequest = booking.kind === 'event' && booking.status === 'pending'
  return (
    <dl className={listVariants({ layout })}>
      <VisitDetail icon={<CalendarDays />} label={pendingRequest ? 'Preferred date' : 'Date'}>
        {formatVisitDate(booking.date)}
      </VisitDetail>
      {pendingRequest && booking.alternateDate && (
        <VisitDetail icon={<CalendarDays />} label="Alternate date">
          {formatVisitDate(booking.alternateDate)}
        </VisitDetail>
      )}
      {hours && (
        <VisitDetail icon={<Clock />} label="Time">
          {hours}
        </VisitDetail>
      )}
      <VisitDetail icon={<Users />} label="People">
        {booking.numberOfPeople === 1 ? '1 person' : `${booking.numberOfPeople} people`}
      </VisitDetail>
      <VisitDetail icon={<Receipt />} label="Total">
        <span className="font-semibold tabular-nums">{formatMoney(booking.totalPrice)}</span>
        <span className="block text-sm text-muted-foreground">Payment is due on arrival.</span>
      </VisitDetail>
      {children}
    </dl>
  )
}

/** One detail of a visit: an icon, its label and what it says. `wide` spans both columns. */
export function VisitDetail({
  icon,
  label,
  wide = false,
  children,
}: {
  icon: ReactNode
  label: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="flex items-center gap-3 text-sm font-semibold text-muted-foreground">
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-4"
          aria-hidden="true"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 pl-11">{children}</dd>
    </div>
  )
}
