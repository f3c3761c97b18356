import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus, RotateCcw, SkipForward } from 'lucide-react'
import {
  boxCutOffWording,
  boxStateLabels,
  type BoxState,
  type MemberBox,
} from '#contracts/csa-season'
import * as csaApi from '#contracts/csa-season-api'
import { formatVisitDate } from '#contracts/farm-time'
import * as subscriptionsApi from '#contracts/subscriptions-api'
import { Badge, type BadgeProps } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Skeleton } from '#web/components/ui/skeleton'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { formatMoney } from '#web/lib/format-money'
import { BoxAddOnsDialog } from './box-add-ons-dialog'

const stateVariant: Record<BoxState, NonNullable<BadgeProps['variant']>> = {
  box: 'secondary',
  skipped: 'outline',
  farm_break: 'honey',
  paused: 'sky',
}

type SkipInput = { date: string; skip: boolean }

/**
 * A member's upcoming boxes on their subscription's card (decision 0059): each date's state,
 * add-ons, total and contents, with Skip / Bring it back and Add-ons until its cut-off.
 */
export function MemberBoxes({ subscriptionId }: { subscriptionId: number }) {
  const queryClient = useQueryClient()
  const boxesKey = { params: { id: subscriptionId } }
  const boxes = useQuery(apiQuery(csaApi.listMemberBoxes, boxesKey))
  const [choosing, setChoosing] = useState<MemberBox | null>(null)
  const skip = useMutation({
    mutationFn: ({ date, skip }: SkipInput) =>
      callApi(skip ? csaApi.skipBox : csaApi.unskipBox, {
        params: { id: subscriptionId, date },
      }),
    onSuccess: (_box, { date, skip }) =>
      toast({ title: skip ? 'Box skipped' : 'Box back on', description: formatVisitDate(date) }),
    onError: (error, { skip }) =>
      toast({
        title: skip ? 'Could not skip the box' : 'Could not bring the box back',
        description: parseApiError(error).message,
        variant: 'destructive',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKey(csaApi.listMemberBoxes, boxesKey) }),
        queryClient.invalidateQueries({ queryKey: apiKey(subscriptionsApi.listMySubscriptions) }),
      ]),
  })

  const headingId = `subscription-${subscriptionId}-boxes`
  let body
  if (boxes.isPending) body = <Skeleton className="h-16 rounded-xl" />
  else if (boxes.isError)
    body = (
      <p className="text-sm text-muted-foreground">
        Your upcoming boxes could not be loaded just now.
      </p>
    )
  else if (boxes.data.length === 0)
    body = <p className="text-sm text-muted-foreground">No boxes coming up.</p>
  else
    body = (
      <ul className="grid gap-2" aria-labelledby={headingId}>
        {boxes.data.map((box) => (
          <BoxRow
            key={box.date}
            box={box}
            busy={skip.isPending && skip.variables?.date === box.date}
            onSkip={(skipIt) => skip.mutate({ date: box.date, skip: skipIt })}
            onAddOns={() => setChoosing(box)}
          />
        ))}
      </ul>
    )

  return (
    <section className="grid gap-2" aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-semibold">
        Upcoming boxes
      </h4>
      {body}
      <BoxAddOnsDialog
        subscriptionId={subscriptionId}
        box={choosing}
        onOpenChange={(open) => !open && setChoosing(null)}
      />
    </section>
  )
}

function BoxRow({
  box,
  busy,
  onSkip,
  onAddOns,
}: {
  box: MemberBox
  busy: boolean
  onSkip: (skip: boolean) => void
  onAddOns: () => void
}) {
  return (
    <li data-testid="member-box" className="grid gap-1.5 rounded-lg border border-border/70 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <time dateTime={box.date} className="text-sm font-medium">
          {formatVisitDate(box.date)}
        </time>
        <Badge variant={stateVariant[box.state]}>
          {boxStateLabels[box.state]}
          {box.note && `: ${box.note}`}
        </Badge>
      </div>
      {box.addOns.length > 0 && (
        <p className="text-sm">
          {box.addOns.map((each) => `${each.quantity} × ${each.name}`).join(', ')}
        </p>
      )}
      <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
        {box.state === 'box' && (
          <span className="font-medium text-foreground tabular-nums">{formatMoney(box.total)}</span>
        )}
        {box.changeable && <span>Changes close {boxCutOffWording(box.date)}</span>}
        {box.charged && <span>Charged</span>}
      </p>
      {box.contents !== null && (
        <p className="rounded-md bg-muted/50 p-2 text-sm whitespace-pre-line">{box.contents}</p>
      )}
      {box.changeable && (box.state === 'box' || box.state === 'skipped') && (
        <div className="flex flex-wrap gap-2">
          {box.state === 'box' ? (
            <>
              <Button variant="outline" size="sm" disabled={busy} onClick={() => onSkip(true)}>
                {busy ? (
                  <Spinner size="sm" className="text-current" />
                ) : (
                  <SkipForward aria-hidden="true" />
                )}
                Skip this box
              </Button>
              <Button variant="ghost" size="sm" disabled={busy} onClick={onAddOns}>
                <Plus aria-hidden="true" />
                Add-ons
              </Button>
            </>
          ) : (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onSkip(false)}>
              {busy ? (
                <Spinner size="sm" className="text-current" />
              ) : (
                <RotateCcw aria-hidden="true" />
              )}
              Bring it back
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
