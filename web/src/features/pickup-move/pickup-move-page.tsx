import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarClock, CalendarX } from 'lucide-react'
import { farmClockTime, farmToday, formatClockTime, formatVisitDate } from '#contracts/farm-time'
import { choosePickupWindow, pickupWhen, type PickupWindowPick } from '#contracts/order-pickup'
import type { PickupMove } from '#contracts/pickup-locations'
import * as pickupApi from '#contracts/pickup-locations-api'
import { PageContainer, PageHero } from '#web/components/page-container'
import { PickupWindowPicker } from '#web/components/pickup-window-picker'
import { EmptyState, QueryState } from '#web/components/query-state'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { toast } from '#web/components/ui/use-toast'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'

const isToken = (token: string) => /^\d{1,10}\.[\w-]{43}$/.test(token)

/**
 * /pickup?token=… : a Farm Pickup order's window, opened from the link in its e-mails, with the
 * other windows it may move to until its cut-off (issue 26). The token is the key to the order:
 * read from the address, sent to the API, never shown.
 */
export function PickupMovePage() {
  usePageMeta()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const valid = isToken(token)
  const query = useQuery({
    ...apiQuery(pickupApi.getPickupMove, { params: { token } }, { parse: true }),
    enabled: valid,
  })
  const refused = query.isError && [400, 404].includes(parseApiError(query.error).status ?? 0)
  return (
    <>
      <PageHero title="Your Pickup Time" />
      <PageContainer>
        <div className="mx-auto max-w-3xl">
          {!valid || refused ? (
            <EmptyState
              icon={<CalendarX className="size-10 text-primary" aria-hidden="true" />}
              title="This pickup link is not valid"
              description="Open this page from the link in your order e-mail. If it still does not work, call or write to the farm."
              action={
                <Button asChild>
                  <Link to="/products">Shop the farm</Link>
                </Button>
              }
            />
          ) : (
            <QueryState query={query} loading="Loading your pickup..." what="your pickup">
              {(move) => <PickupDetails move={move} token={token} />}
            </QueryState>
          )}
        </div>
      </PageContainer>
    </>
  )
}

function PickupDetails({ move, token }: { move: PickupMove; token: string }) {
  const timeZone = useFarmTimeZone()
  const queryClient = useQueryClient()
  const [pick, setPick] = useState<PickupWindowPick | null>(null)
  const [error, setError] = useState<string>()
  const until = new Date(move.movableUntil)
  const moveTo = useMutation({
    mutationFn: (body: PickupWindowPick) =>
      callApi(pickupApi.movePickup, { params: { token }, body }),
    onSuccess: (moved) => {
      queryClient.setQueryData(apiKey(pickupApi.getPickupMove, { params: { token } }), moved)
      setPick(null)
      setError(undefined)
      toast({
        title: 'Pickup time changed',
        description: `${moved.pickup.locationName}, ${pickupWhen(moved.pickup)}. We have e-mailed you the new time.`,
      })
    },
    onError: async (failure) => {
      setError(parseApiError(failure).fields?.pickupWindow ?? parseApiError(failure).message)
      await queryClient.invalidateQueries({
        queryKey: apiKey(pickupApi.getPickupMove, { params: { token } }),
      })
    },
  })
  return (
    <Card className="gap-6 p-6 sm:p-8">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-muted-foreground">Order #{move.orderId}</p>
        <h2 className="mt-1 font-serif text-2xl font-semibold sm:text-3xl">
          {move.pickup.locationName}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">For {move.customerName}</p>
      </div>
      <p
        className="flex items-start gap-2 rounded-xl bg-muted/70 px-4 py-3"
        data-testid="pickup-current"
        aria-live="polite"
      >
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="font-semibold">{pickupWhen(move.pickup)}</span>
          <span className="block text-sm text-muted-foreground">{move.pickup.locationAddress}</span>
        </span>
      </p>
      {move.canMove ? (
        <form
          noValidate
          className="grid gap-4 border-t border-border/70 pt-5"
          onSubmit={(event) => {
            event.preventDefault()
            if (!pick) setError(choosePickupWindow)
            else moveTo.mutate(pick)
          }}
        >
          <p className="text-sm text-muted-foreground">
            Need another time? You can choose another window until{' '}
            {formatVisitDate(farmToday(timeZone, until))},{' '}
            {formatClockTime(farmClockTime(until, timeZone))}.
          </p>
          {move.choices.length > 0 ? (
            <PickupWindowPicker
              legend="Move my pickup to"
              choices={move.choices}
              value={pick}
              onChange={(chosen) => {
                setPick(chosen)
                setError(undefined)
              }}
              error={error}
            />
          ) : (
            <p className="text-sm">No other pickup windows are open in the next days.</p>
          )}
          {move.choices.length > 0 && (
            <div>
              <Button type="submit" disabled={moveTo.isPending}>
                Move my pickup
              </Button>
            </div>
          )}
        </form>
      ) : (
        <p className="border-t border-border/70 pt-5 text-sm text-muted-foreground">
          This pickup can no longer be moved online; please call or write to the farm.
        </p>
      )}
    </Card>
  )
}
