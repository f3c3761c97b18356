import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { csaLimits, type MemberBox } from '#contracts/csa-season'
import * as csaApi from '#contracts/csa-season-api'
import { formatVisitDate } from '#contracts/farm-time'
import * as subscriptionsApi from '#contracts/subscriptions-api'
import { QueryState } from '#web/components/query-state'
import { Button } from '#web/components/ui/button'
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
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { formatMoney } from '#web/lib/format-money'

interface Choice {
  addOnId: number
  name: string
  description: string
  price: string
}

/** Whole numbers 0–10; anything else typed reads as 0 (left out). */
const quantityOf = (text: string) => {
  const value = Number(text)
  return Number.isInteger(value) ? Math.min(Math.max(value, 0), csaLimits.addOnQuantity) : 0
}

/**
 * The add-ons of one box (decision 0059): each offered add-on with a quantity, 0 leaving it out.
 * An add-on already chosen that is no longer offered is listed too, so saving keeps it.
 */
export function BoxAddOnsDialog({
  subscriptionId,
  box,
  onOpenChange,
}: {
  subscriptionId: number
  box: MemberBox | null
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={box !== null} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Add-ons</DialogTitle>
          <DialogDescription>
            {box
              ? `Extras for your box on ${formatVisitDate(box.date)}, charged with it.`
              : 'Extras for your box.'}
          </DialogDescription>
        </DialogHeader>
        {box && (
          <AddOnsForm
            key={box.date}
            subscriptionId={subscriptionId}
            box={box}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function AddOnsForm({
  subscriptionId,
  box,
  onDone,
}: {
  subscriptionId: number
  box: MemberBox
  onDone: () => void
}) {
  const queryClient = useQueryClient()
  const offered = useQuery(apiQuery(csaApi.listOfferedAddOns))
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(box.addOns.map((each) => [each.addOnId, String(each.quantity)])),
  )
  const save = useMutation({
    mutationFn: () =>
      callApi(csaApi.chooseBoxAddOns, {
        params: { id: subscriptionId, date: box.date },
        body: {
          addOns: Object.entries(quantities)
            .map(([addOnId, text]) => ({ addOnId: Number(addOnId), quantity: quantityOf(text) }))
            .filter((each) => each.quantity > 0),
        },
      }),
    onSuccess: () => {
      toast({ title: 'Add-ons saved', description: formatVisitDate(box.date) })
      onDone()
    },
    onError: (error) =>
      toast({
        title: 'Could not save the add-ons',
        description: parseApiError(error).message,
        variant: 'destructive',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: apiKey(csaApi.listMemberBoxes, { params: { id: subscriptionId } }),
        }),
        queryClient.invalidateQueries({ queryKey: apiKey(subscriptionsApi.listMySubscriptions) }),
      ]),
  })

  return (
    <QueryState
      query={offered}
      loading="Loading the add-ons..."
      what="the add-ons"
      headingLevel="h3"
    >
      {(list) => {
        const choices: Choice[] = [
          ...list.map((each) => ({
            addOnId: each.id,
            name: each.name,
            description: each.description,
            price: each.price,
          })),
          ...box.addOns
            .filter((chosen) => !list.some((each) => each.id === chosen.addOnId))
            .map((chosen) => ({
              addOnId: chosen.addOnId,
              name: chosen.name,
              description: '',
              price: chosen.price,
            })),
        ]
        return (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault()
              save.mutate()
            }}
          >
            {choices.length === 0 ? (
              <p className="text-sm text-muted-foreground">No add-ons are offered just now.</p>
            ) : (
              <ul className="grid gap-3" aria-label="Add-ons on offer">
                {choices.map((choice) => {
                  const id = `add-on-${box.date}-${choice.addOnId}`
                  return (
                    <li
                      key={choice.addOnId}
                      data-testid="add-on-choice"
                      className="grid grid-cols-[minmax(0,1fr)_5rem] items-start gap-3"
                    >
                      <div className="min-w-0">
                        <Label htmlFor={id}>{choice.name}</Label>
                        <p className="text-sm text-muted-foreground">
                          {formatMoney(choice.price)}
                          {choice.description && ` · ${choice.description}`}
                        </p>
                      </div>
                      <Input
                        id={id}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={csaLimits.addOnQuantity}
                        step={1}
                        value={quantities[choice.addOnId] ?? '0'}
                        onChange={(event) =>
                          setQuantities((current) => ({
                            ...current,
                            [choice.addOnId]: event.target.value,
                          }))
                        }
                      />
                    </li>
                  )
                })}
              </ul>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onDone}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending || choices.length === 0}>
                {save.isPending && <Spinner size="sm" className="text-current" />}
                Save add-ons
              </Button>
            </DialogFooter>
          </form>
        )
      }}
    </QueryState>
  )
}
