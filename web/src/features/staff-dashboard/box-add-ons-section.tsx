import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Pencil, Plus, ShoppingBasket } from 'lucide-react'
import {
  boxAddOnInputSchema,
  type BoxAddOn,
  type BoxAddOnInput,
  type BoxAddOnValues,
} from '#contracts/csa-season'
import * as csaApi from '#contracts/csa-season-api'
import { FormField } from '#web/components/form-field'
import { EmptyState, QueryState } from '#web/components/query-state'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { Switch } from '#web/components/ui/switch'
import { toast } from '#web/components/ui/use-toast'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { formatMoney } from '#web/lib/format-money'
import { showServerFieldErrors } from '#web/lib/server-field-errors'

const addOnFields = ['name', 'description', 'price'] as const
const toggleAddOn = csaApi.boxAddOns.toggle!

/** The add-ons members can put in a box (decision 0059): added, edited and switched off here. */
export function BoxAddOnsSection() {
  const queryClient = useQueryClient()
  const addOns = useQuery(apiQuery(csaApi.boxAddOns.list))
  const [editing, setEditing] = useState<BoxAddOn | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKey(csaApi.boxAddOns.list) })
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      callApi(toggleAddOn, { params: { id }, body: { active } }),
    onSuccess: (addOn) =>
      toast({ title: addOn.active ? `${addOn.name} offered` : `${addOn.name} switched off` }),
    onError: (error) =>
      toast({
        title: 'Could not change the add-on',
        description: parseApiError(error).message,
        variant: 'destructive',
      }),
    onSettled: refresh,
  })
  return (
    <section aria-labelledby="box-add-ons-heading" className="grid gap-4">
      <h2 id="box-add-ons-heading" className="font-serif text-2xl font-semibold">
        Box add-ons
      </h2>
      <QueryState
        query={addOns}
        loading="Loading the add-ons..."
        what="the add-ons"
        headingLevel="h3"
        empty={
          <EmptyState
            icon={<ShoppingBasket className="size-9 text-primary" aria-hidden="true" />}
            title="No add-ons yet"
            description="Add extras members can put in their boxes, like a jar of honey."
            headingLevel="h3"
          />
        }
      >
        {(list) => (
          <ul className="grid gap-2 md:grid-cols-2" aria-label="Box add-ons">
            {list.map((addOn) => {
              const switchId = `box-add-on-${addOn.id}-active`
              return (
                <li key={addOn.id} data-testid="box-add-on">
                  <Card className="h-full gap-2 p-4">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h3 className="font-sans text-base font-semibold break-words">
                        {addOn.name}
                      </h3>
                      <span className="font-semibold text-primary tabular-nums">
                        {formatMoney(addOn.price)}
                      </span>
                    </div>
                    {addOn.description && (
                      <p className="text-sm break-words text-muted-foreground">
                        {addOn.description}
                      </p>
                    )}
                    <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                      <div className="flex items-center gap-2">
                        <Switch
                          id={switchId}
                          checked={addOn.active}
                          disabled={toggle.isPending && toggle.variables?.id === addOn.id}
                          onCheckedChange={(active) => toggle.mutate({ id: addOn.id, active })}
                          aria-label={`${addOn.name} active`}
                        />
                        {addOn.active ? (
                          <Badge variant="secondary">Active</Badge>
                        ) : (
                          <Badge variant="outline">Off</Badge>
                        )}
                      </div>
                      <Button variant="ghost" size="sm" onClick={() => setEditing(addOn)}>
                        <Pencil aria-hidden="true" />
                        Edit<span className="sr-only"> {addOn.name}</span>
                      </Button>
                    </div>
                  </Card>
                </li>
              )
            })}
          </ul>
        )}
      </QueryState>
      <Card className="p-4 sm:p-5">
        <h3 className="mb-3 font-sans text-base font-semibold">Add an add-on</h3>
        <AddOnForm onSaved={refresh} />
      </Card>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>Edit {editing?.name}</DialogTitle>
            <DialogDescription>
              A box that already has it keeps the price it was chosen at until it is charged.
            </DialogDescription>
          </DialogHeader>
          {editing && (
            <AddOnForm
              key={editing.id}
              addOn={editing}
              onSaved={async () => {
                setEditing(null)
                await refresh()
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </section>
  )
}

function AddOnForm({ addOn, onSaved }: { addOn?: BoxAddOn; onSaved: () => Promise<unknown> }) {
  const defaults: BoxAddOnInput = addOn
    ? { name: addOn.name, description: addOn.description, price: addOn.price, active: addOn.active }
    : { name: '', description: '', price: '', active: true }
  const form = useForm<BoxAddOnInput, unknown, BoxAddOnValues>({
    resolver: zodResolver(boxAddOnInputSchema),
    defaultValues: defaults,
  })
  const save = useMutation({
    mutationFn: (values: BoxAddOnValues) =>
      addOn
        ? callApi(csaApi.boxAddOns.update, { params: { id: addOn.id }, body: values })
        : callApi(csaApi.boxAddOns.create, { body: values }),
    onSuccess: (saved) => {
      toast({ title: addOn ? 'Add-on updated' : 'Add-on added', description: saved.name })
      if (!addOn) form.reset(defaults)
      return onSaved()
    },
    onError: (error) => {
      const parsed = showServerFieldErrors(form.setError, error, addOnFields)
      toast({
        title: addOn ? 'Could not update the add-on' : 'Could not add the add-on',
        description: parsed.message,
        variant: 'destructive',
      })
    },
  })
  const rootError = form.formState.errors.root?.message
  return (
    <form
      noValidate
      aria-label={addOn ? `Edit ${addOn.name}` : 'Add an add-on'}
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <FormField form={form} name="name" label="Name" placeholder="Honey jar" />
        <FormField form={form} name="price" label="Price" kind="amount" />
      </div>
      <FormField form={form} name="description" label="Description" kind="textarea" rows={2} />
      {rootError && <FormAlert>{rootError}</FormAlert>}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? (
            <Spinner size="sm" className="text-current" />
          ) : (
            !addOn && <Plus aria-hidden="true" />
          )}
          {addOn ? 'Save add-on' : 'Add add-on'}
        </Button>
      </div>
    </form>
  )
}
