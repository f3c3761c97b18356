import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarOff, Plus, Trash2 } from 'lucide-react'
import {
  farmBreakInputSchema,
  farmBreakWording,
  type FarmBreak,
  type FarmBreakInput,
} from '#contracts/csa-season'
import * as csaApi from '#contracts/csa-season-api'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { FormField } from '#web/components/form-field'
import { EmptyState, QueryState } from '#web/components/query-state'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { showServerFieldErrors } from '#web/lib/server-field-errors'

const breakFields = ['startsOn', 'endsOn', 'reason'] as const

/** Farm breaks (decision 0059): dates with no boxes and no charges; added and removed here. */
export function FarmBreaksSection() {
  const queryClient = useQueryClient()
  const breaks = useQuery(apiQuery(csaApi.listFarmBreaks))
  const [removing, setRemoving] = useState<FarmBreak | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKey(csaApi.listFarmBreaks) })
  const remove = useMutation({
    mutationFn: (id: number) => callApi(csaApi.removeFarmBreak, { params: { id } }),
    onSuccess: () => toast({ title: 'Farm break removed' }),
    onError: (error) =>
      toast({
        title: 'Could not remove the farm break',
        description: parseApiError(error).message,
        variant: 'destructive',
      }),
    onSettled: refresh,
  })
  return (
    <section aria-labelledby="farm-breaks-heading" className="grid gap-4">
      <h2 id="farm-breaks-heading" className="font-serif text-2xl font-semibold">
        Farm breaks
      </h2>
      <QueryState
        query={breaks}
        loading="Loading the farm breaks..."
        what="the farm breaks"
        headingLevel="h3"
        empty={
          <EmptyState
            icon={<CalendarOff className="size-9 text-primary" aria-hidden="true" />}
            title="No farm breaks"
            description="Boxes go out every week of the season."
            headingLevel="h3"
          />
        }
      >
        {(list) => (
          <ul className="grid gap-2" aria-label="Farm breaks">
            {list.map((each) => (
              <li key={each.id} data-testid="farm-break">
                <Card className="flex-row flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="font-semibold">{farmBreakWording(each)}</p>
                    <p className="text-sm break-words text-muted-foreground">
                      {each.reason} ·{' '}
                      {each.boxesMoved === 1
                        ? '1 box not packed'
                        : `${each.boxesMoved} boxes not packed`}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => setRemoving(each)}>
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <AddBreakForm onAdded={refresh} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this farm break?"
        description={
          removing
            ? `Boxes on ${farmBreakWording(removing)} go out and are charged as usual again.`
            : undefined
        }
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync(removing!.id)}
      />
    </section>
  )
}

function AddBreakForm({ onAdded }: { onAdded: () => Promise<unknown> }) {
  const form = useForm<FarmBreakInput>({
    resolver: zodResolver(farmBreakInputSchema),
    defaultValues: { startsOn: '', endsOn: '', reason: '' },
  })
  const add = useMutation({
    mutationFn: (values: FarmBreakInput) => callApi(csaApi.addFarmBreak, { body: values }),
    onSuccess: (added) => {
      toast({ title: 'Farm break added', description: farmBreakWording(added) })
      form.reset()
      return onAdded()
    },
    onError: (error) => {
      const parsed = showServerFieldErrors(form.setError, error, breakFields)
      toast({
        title: 'Could not add the farm break',
        description: parsed.message,
        variant: 'destructive',
      })
    },
  })
  const rootError = form.formState.errors.root?.message
  return (
    <Card className="p-4 sm:p-5">
      <form
        noValidate
        aria-label="Add a farm break"
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => add.mutate(values))}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField form={form} name="startsOn" label="First day" type="date" />
          <FormField form={form} name="endsOn" label="Last day" type="date" />
        </div>
        <FormField form={form} name="reason" label="Reason" placeholder="Summer rest" />
        {rootError && <FormAlert>{rootError}</FormAlert>}
        <div>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? (
              <Spinner size="sm" className="text-current" />
            ) : (
              <Plus aria-hidden="true" />
            )}
            Add break
          </Button>
        </div>
      </form>
    </Card>
  )
}
