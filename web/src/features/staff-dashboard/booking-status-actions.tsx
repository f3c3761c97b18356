import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check, Clock, X } from 'lucide-react'
import { bookingStatusLabels, type BookingStatus } from '#contracts/visits'
import type { StaffBooking } from '#contracts/visits-admin'
import { bookingStatusEndpoint } from '#contracts/visits-admin-api'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { callApi } from '#web/lib/api-client'
import { apiErrorMessage } from '#web/lib/api-request'
import { isVisitQueryKey, otherStatuses, statusActionLabels } from './bookings-view'

const icons = { confirmed: Check, pending: Clock, cancelled: X } as const

/**
 * Sets a booking's status (spec 3 §4: pending, confirmed, cancelled, set freely) at the path of
 * its kind. A confirm that would pass the event's places on that date is refused (409): its
 * message is shown and the list reloads. Cancelling e-mails the visitor, so it asks first.
 */
export function BookingStatusActions({ booking }: { booking: StaffBooking }) {
  const queryClient = useQueryClient()
  const refresh = () =>
    queryClient.invalidateQueries({ predicate: (query) => isVisitQueryKey(query.queryKey) })
  const update = useMutation({
    mutationFn: async (status: BookingStatus) => {
      await callApi(bookingStatusEndpoint(booking.kind), {
        params: { id: booking.id },
        body: { status },
      })
      return status
    },
    onSuccess: async (status) => {
      toast({
        title: 'Booking status updated successfully',
        description: `${booking.customerName}’s booking (${booking.title}) is now ${bookingStatusLabels[status].toLowerCase()}.`,
      })
      await refresh()
    },
    onError: async (error) => {
      toast({
        title: 'Failed to update booking',
        description: apiErrorMessage(error),
        variant: 'destructive',
      })
      await refresh()
    },
  })
  const who = `${booking.customerName}, ${booking.title}`
  const [confirmingCancel, setConfirmingCancel] = useState(false)

  return (
    <div className="flex flex-wrap gap-1.5 lg:justify-end">
      {otherStatuses(booking.status).map((status) => {
        const Icon = icons[status]
        const busy = update.isPending && update.variables === status
        return (
          <Button
            key={status}
            size="sm"
            variant={status === 'confirmed' ? 'default' : 'outline'}
            aria-label={`${statusActionLabels[status]}: ${who}`}
            disabled={update.isPending}
            onClick={() =>
              status === 'cancelled' ? setConfirmingCancel(true) : update.mutate(status)
            }
          >
            {busy ? (
              <Spinner size="sm" label="Updating" className="[&_svg]:text-current" />
            ) : (
              <Icon aria-hidden="true" />
            )}
            {statusActionLabels[status]}
          </Button>
        )
      })}
      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title="Cancel this booking?"
        description={`${booking.customerName} is e-mailed that the farm cancelled ${booking.title}.`}
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        pending={update.isPending}
        onConfirm={async () => {
          await update.mutateAsync('cancelled').catch(() => undefined)
          setConfirmingCancel(false)
        }}
      />
    </div>
  )
}
