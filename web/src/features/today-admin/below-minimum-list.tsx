import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CalendarX } from 'lucide-react'
import { formatShortVisitDate, formatVisitDate } from '#contracts/farm-time'
import type { BelowMinimumDate } from '#contracts/today'
import * as todayApi from '#contracts/today-api'
import * as visitsAdminApi from '#contracts/visits-admin-api'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { apiKey, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`

/**
 * Event and workshop dates still under their minimum on their decision day (issue 26), each
 * with one action that calls the date off: every booking cancelled and its visitor e-mailed.
 */
export function BelowMinimumList({ dates }: { dates: readonly BelowMinimumDate[] }) {
  return (
    <ul className="divide-y divide-border rounded-2xl border border-border/70 bg-card">
      {dates.map((date) => (
        <BelowMinimumRow key={`${date.eventId} ${date.date}`} date={date} />
      ))}
    </ul>
  )
}

function BelowMinimumRow({ date }: { date: BelowMinimumDate }) {
  const [confirming, setConfirming] = useState(false)
  const queryClient = useQueryClient()
  const callOff = useMutation({
    mutationFn: () =>
      callApi(visitsAdminApi.cancelFarmEventDate, {
        params: { id: date.eventId, date: date.date },
      }),
    onSuccess: async ({ cancelledBookings }) => {
      toast({
        title: 'Date cancelled',
        description: `${date.title} on ${formatVisitDate(date.date)}: ${cancelledBookings} ${cancelledBookings === 1 ? 'booking' : 'bookings'} cancelled and e-mailed.`,
      })
      await queryClient.invalidateQueries({ queryKey: apiKey(todayApi.getToday) })
    },
    onError: (error) =>
      toast({
        title: 'Cancel Failed',
        description: parseApiError(error).message,
        variant: 'destructive',
      }),
  })
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
      data-testid="below-minimum"
    >
      <span className="flex min-w-0 items-start gap-2">
        <CalendarX className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <span className="min-w-0 break-words">
          <span className="font-semibold">{date.title}</span> · {formatShortVisitDate(date.date)}
          <span className="block text-muted-foreground">
            {people(date.people)} booked of the {date.minPeople} it needs ({date.bookings}{' '}
            {date.bookings === 1 ? 'booking' : 'bookings'})
          </span>
        </span>
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={`Cancel ${date.title} on ${formatVisitDate(date.date)}`}
      >
        Cancel date
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel ${date.title} on ${formatVisitDate(date.date)}?`}
        description={`Each of its ${date.bookings} ${date.bookings === 1 ? 'booking' : 'bookings'} is cancelled and the visitor e-mailed. Visits are paid at the farm, so there is nothing to refund.`}
        confirmLabel="Cancel date"
        cancelLabel="Keep date"
        pending={callOff.isPending}
        onConfirm={() => callOff.mutateAsync()}
      />
    </li>
  )
}
