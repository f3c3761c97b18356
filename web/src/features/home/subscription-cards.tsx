import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarClock, CreditCard, MapPin, PackageOpen, Pause, Play, Truck } from 'lucide-react'
import { addCalendarDays, farmToday, formatVisitDate } from '#contracts/farm-time'
import { planFrequencyWording } from '#contracts/subscription-plans'
import {
  subscriptionFulfilmentLabels,
  subscriptionLimits,
  subscriptionStatusLabels,
  type CustomerSubscription,
  type SubscriptionStatus,
} from '#contracts/subscriptions'
import * as subscriptionsApi from '#contracts/subscriptions-api'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { Badge, type BadgeProps } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Skeleton } from '#web/components/ui/skeleton'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { formatMoney } from '#web/lib/format-money'
import { ChangeCardDialog } from './change-card-dialog'
import { MemberBoxes } from './member-boxes'

const statusVariant: Record<SubscriptionStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'honey',
  active: 'secondary',
  paused: 'sky',
  cancelled: 'outline',
}

/** Live ones first (in the server's newest-first order), cancelled ones last. */
function ordered(list: CustomerSubscription[]) {
  return [...list].sort(
    (a, b) => Number(a.status === 'cancelled') - Number(b.status === 'cancelled'),
  )
}

type Action = 'pause' | 'resume' | 'cancel'
/** A pause for a number of weeks, or until a farm date. */
type PauseLength = { weeks: number } | { until: string }
type ActionInput =
  ({ id: number; action: 'pause' } & PauseLength) | { id: number; action: 'resume' | 'cancel' }
const failedTitles: Record<Action, string> = {
  pause: 'Could not pause the subscription',
  resume: 'Could not resume the subscription',
  cancel: 'Could not cancel the subscription',
}

function useSubscriptionAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: ActionInput): Promise<CustomerSubscription> => {
      const params = { id: input.id }
      if (input.action === 'pause') {
        return callApi(subscriptionsApi.pauseSubscription, {
          params,
          body: 'until' in input ? { until: input.until } : { weeks: input.weeks },
        })
      }
      return input.action === 'resume'
        ? callApi(subscriptionsApi.resumeSubscription, { params })
        : callApi(subscriptionsApi.cancelSubscription, { params })
    },
    onSuccess: (subscription, { action }) => {
      const next = subscription.nextDelivery ? formatVisitDate(subscription.nextDelivery) : null
      toast(
        action === 'pause'
          ? {
              title: 'Subscription paused',
              description: next ? `Your next box is on ${next}.` : undefined,
            }
          : action === 'resume'
            ? {
                title: 'Subscription resumed',
                description: next ? `Your next box is on ${next}.` : undefined,
              }
            : {
                title: 'Subscription cancelled',
                description: 'No more boxes will come and nothing more will be charged.',
              },
      )
    },
    onError: (error, { action }) =>
      toast({
        title: failedTitles[action],
        description: parseApiError(error).message,
        variant: 'destructive',
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: apiKey(subscriptionsApi.listMySubscriptions) }),
  })
}

/** The customer's subscriptions as cards, with their actions (lazy part of the dashboard). */
export default function SubscriptionCards({ timeZone }: { timeZone: string }) {
  const [params] = useSearchParams()
  // Back from Stripe: the first payment is confirmed by its webhook, so look again for a while.
  const backFromStripe = params.has('subscribed')
  const query = useQuery({
    ...apiQuery(subscriptionsApi.listMySubscriptions),
    refetchInterval: (current) =>
      backFromStripe && current.state.data?.some((each) => each.status === 'pending')
        ? 3000
        : false,
  })
  const action = useSubscriptionAction()
  const [pausing, setPausing] = useState<CustomerSubscription | null>(null)
  const [cancelling, setCancelling] = useState<CustomerSubscription | null>(null)
  const [changingCard, setChangingCard] = useState<CustomerSubscription | null>(null)

  if (query.isPending) return <Skeleton className="h-28 rounded-2xl" />
  if (query.isError) {
    return (
      <Card className="p-6 text-muted-foreground">
        Your subscriptions could not be loaded just now. Please try again in a moment.
      </Card>
    )
  }
  if (query.data.length === 0) {
    return (
      <Card className="items-center gap-2 p-8 text-center">
        <PackageOpen className="size-8 text-primary" aria-hidden="true" />
        <p className="font-serif text-xl font-semibold">No subscriptions yet</p>
        <p className="max-w-md text-muted-foreground">
          A box of the farm’s best, every week or month: choose a plan and it will show up here.
        </p>
      </Card>
    )
  }
  const busyId = action.isPending ? action.variables?.id : undefined
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Your subscriptions">
        {ordered(query.data).map((subscription) => (
          <li key={subscription.id} data-testid="subscription-card">
            <SubscriptionCard
              subscription={subscription}
              busy={busyId === subscription.id}
              onPause={() => setPausing(subscription)}
              onResume={() => action.mutate({ id: subscription.id, action: 'resume' })}
              onCancel={() => setCancelling(subscription)}
              onChangeCard={() => setChangingCard(subscription)}
            />
          </li>
        ))}
      </ul>
      <PauseDialog
        subscription={pausing}
        timeZone={timeZone}
        pending={action.isPending}
        onOpenChange={(open) => !open && setPausing(null)}
        onPause={async (length) => {
          await action.mutateAsync({ id: pausing!.id, action: 'pause', ...length })
          setPausing(null)
        }}
      />
      <ChangeCardDialog subscription={changingCard} onClose={() => setChangingCard(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={`Cancel your ${cancelling?.planName ?? ''} subscription?`}
        description="No more boxes will come and nothing more will be charged. This cannot be undone."
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        pending={action.isPending}
        onConfirm={() => action.mutateAsync({ id: cancelling!.id, action: 'cancel' })}
      />
    </>
  )
}

function SubscriptionCard({
  subscription,
  busy,
  onPause,
  onResume,
  onCancel,
  onChangeCard,
}: {
  subscription: CustomerSubscription
  busy: boolean
  onPause: () => void
  onResume: () => void
  onCancel: () => void
  onChangeCard: () => void
}) {
  const { status } = subscription
  const headingId = `subscription-${subscription.id}-name`
  const address = subscription.deliveryAddress
  return (
    <Card className="h-full gap-4 p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-serif text-xl leading-snug font-semibold break-words">
          {subscription.planName}
        </h3>
        <Badge variant={statusVariant[status]}>{subscriptionStatusLabels[status]}</Badge>
      </div>
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-lg font-semibold text-primary tabular-nums">
          {formatMoney(subscription.price)}
        </span>
        <span className="text-sm text-muted-foreground">
          {planFrequencyWording[subscription.frequency]}
        </span>
      </p>
      <dl className="grid gap-2 text-sm">
        {subscription.nextDelivery && status !== 'pending' && (
          <div>
            <dt className="sr-only">Next delivery</dt>
            <dd className="flex items-start gap-2">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                Next box:{' '}
                <time dateTime={subscription.nextDelivery} className="font-medium">
                  {formatVisitDate(subscription.nextDelivery)}
                </time>
              </span>
            </dd>
          </div>
        )}
        {status === 'paused' && subscription.pausedUntil && (
          <div>
            <dt className="sr-only">Pause ends</dt>
            <dd className="flex items-start gap-2">
              <Pause className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                Paused until{' '}
                <time dateTime={subscription.pausedUntil}>
                  {formatVisitDate(subscription.pausedUntil)}
                </time>
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt className="sr-only">How you get it</dt>
          <dd className="flex items-start gap-2">
            {address ? (
              <Truck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            ) : (
              <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            )}
            <span className="min-w-0 break-words">
              {subscriptionFulfilmentLabels[subscription.fulfilment]}
              {address &&
                `: ${address.street}, ${address.city}, ${address.state} ${address.zipCode}`}
            </span>
          </dd>
        </div>
        {subscription.pickupWindow && (
          <div>
            <dt className="sr-only">Pickup window</dt>
            <dd className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 break-words">Pickup: {subscription.pickupWindow}</span>
            </dd>
          </div>
        )}
        {subscription.cardLast4 && (status === 'active' || status === 'paused') && (
          <div>
            <dt className="sr-only">Card</dt>
            <dd className="flex items-start gap-2" data-testid="subscription-card-last4">
              <CreditCard className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>Charged to the card ending {subscription.cardLast4}</span>
            </dd>
          </div>
        )}
      </dl>
      {(status === 'active' || status === 'paused') && (
        <MemberBoxes subscriptionId={subscription.id} />
      )}
      {status === 'pending' && (
        <p className="text-sm text-muted-foreground">
          We are waiting for the first payment. If you did not finish paying, you can start again.
        </p>
      )}
      {status !== 'cancelled' && (
        <div className="mt-auto flex flex-wrap gap-2">
          {status === 'active' && (
            <Button variant="outline" size="sm" onClick={onPause} disabled={busy}>
              <Pause aria-hidden="true" />
              Pause
            </Button>
          )}
          {status === 'paused' && (
            <Button size="sm" onClick={onResume} disabled={busy}>
              {busy ? <Spinner size="sm" className="text-current" /> : <Play aria-hidden="true" />}
              Resume
            </Button>
          )}
          {status === 'pending' && subscription.planId && (
            <Button asChild size="sm">
              <Link to={`/subscriptions/subscribe?plan=${subscription.planId}`}>Finish Paying</Link>
            </Button>
          )}
          {(status === 'active' || status === 'paused') && (
            <Button variant="outline" size="sm" onClick={onChangeCard} disabled={busy}>
              <CreditCard aria-hidden="true" />
              Change Card
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </div>
      )}
    </Card>
  )
}

function PauseDialog({
  subscription,
  timeZone,
  pending,
  onOpenChange,
  onPause,
}: {
  subscription: CustomerSubscription | null
  timeZone: string
  pending: boolean
  onOpenChange: (open: boolean) => void
  onPause: (length: PauseLength) => Promise<void>
}) {
  const [weeks, setWeeks] = useState(2)
  const [byDate, setByDate] = useState(false)
  const today = farmToday(timeZone)
  const until = addCalendarDays(today, weeks * 7)
  const [untilDate, setUntilDate] = useState('')
  const latest = addCalendarDays(today, subscriptionLimits.pauseMaxWeeks * 7)
  const weekOptions = Array.from({ length: subscriptionLimits.pauseMaxWeeks }, (_, i) => i + 1)
  return (
    <Dialog open={subscription !== null} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Pause {subscription?.planName}</DialogTitle>
          <DialogDescription>
            Boxes until the pause ends are skipped and not charged (a box already paid for still
            comes). You can pause for up to {subscriptionLimits.pauseMaxWeeks} weeks, and resume
            sooner.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (byDate && !untilDate) return
            void onPause(byDate ? { until: untilDate } : { weeks }).catch(() => undefined)
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="sr-only">How long to pause</legend>
            <div className="flex items-center gap-2">
              <input
                type="radio"
                id="pause-by-weeks"
                name="pause-length"
                checked={!byDate}
                onChange={() => setByDate(false)}
                className="size-4 accent-primary"
              />
              <Label htmlFor="pause-by-weeks">For a number of weeks</Label>
            </div>
            <div className="flex items-center gap-2">
              <input
                type="radio"
                id="pause-by-date"
                name="pause-length"
                checked={byDate}
                onChange={() => setByDate(true)}
                className="size-4 accent-primary"
              />
              <Label htmlFor="pause-by-date">Until a date</Label>
            </div>
          </fieldset>
          {byDate ? (
            <div className="grid gap-2">
              <Label htmlFor="pause-until">Pause until</Label>
              <Input
                id="pause-until"
                type="date"
                min={addCalendarDays(today, 1)}
                max={latest}
                value={untilDate}
                onChange={(event) => setUntilDate(event.target.value)}
                aria-describedby="pause-until-hint"
              />
              <p id="pause-until-hint" className="text-sm text-muted-foreground">
                Your first box back is the first on or after this date (at most{' '}
                {formatVisitDate(latest)}).
              </p>
            </div>
          ) : (
            <div className="grid gap-2">
              <Label htmlFor="pause-weeks">Pause for</Label>
              <select
                id="pause-weeks"
                value={weeks}
                onChange={(event) => setWeeks(Number(event.target.value))}
                aria-describedby="pause-weeks-until"
                className="flex h-10 w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm"
              >
                {weekOptions.map((count) => (
                  <option key={count} value={count}>
                    {count === 1 ? '1 week' : `${count} weeks`}
                  </option>
                ))}
              </select>
              <p id="pause-weeks-until" className="text-sm text-muted-foreground">
                Paused until {formatVisitDate(until)}.
              </p>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Keep Deliveries
            </Button>
            <Button type="submit" disabled={pending || (byDate && !untilDate)}>
              {pending && <Spinner size="sm" className="text-current" />}
              Pause Subscription
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
