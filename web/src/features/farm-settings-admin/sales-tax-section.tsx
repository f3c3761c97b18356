import { useFieldArray, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { Plus, Receipt, Trash2 } from 'lucide-react'
import {
  salesTaxSettingsInputSchema,
  type SalesTaxSettings,
  type SalesTaxSettingsInput,
} from '#contracts/sales-tax'
import * as salesTaxApi from '#contracts/sales-tax-api'
import { usStateCodes } from '#contracts/us-states'
import { FormField } from '#web/components/form-field'
import { QueryState } from '#web/components/query-state'
import { SectionCard } from '#web/components/section-card'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { apiQuery, callApi } from '#web/lib/api-client'
import { showServerFieldErrors } from '#web/lib/server-field-errors'

type SalesTaxUpdate = z.output<typeof salesTaxSettingsInputSchema>
type FormValues = SalesTaxSettingsInput & Pick<SalesTaxSettings, 'counties'>

const formValuesOf = (settings: SalesTaxSettings): FormValues => ({
  stateRate: settings.stateRate,
  taxShipping: settings.taxShipping,
  surtaxCapPerItem: settings.surtaxCapPerItem,
  counties: settings.counties,
  otherStates: settings.otherStates,
})

/**
 * The sales tax rates (decision 0062) under the farm's other settings: the state rate, whether
 * shipping is taxed, the surtax cap, each county's surtax and any other state the farm collects
 * for. The owner saves them; other staff read them.
 */
export function SalesTaxSection({ canEdit }: { canEdit: boolean }) {
  const settings = useQuery(apiQuery(salesTaxApi.getSalesTaxSettings))
  return (
    <SectionCard id="sales-tax-heading" title="Sales tax" icon={<Receipt />}>
      <QueryState query={settings} loading="Loading sales tax rates..." what="the sales tax rates">
        {(data) => <SalesTaxForm settings={data} canEdit={canEdit} />}
      </QueryState>
    </SectionCard>
  )
}

function SalesTaxForm({ settings, canEdit }: { settings: SalesTaxSettings; canEdit: boolean }) {
  const queryClient = useQueryClient()
  const form = useForm<FormValues, unknown, SalesTaxUpdate>({
    resolver: zodResolver(salesTaxSettingsInputSchema) as unknown as Resolver<
      FormValues,
      unknown,
      SalesTaxUpdate
    >,
    defaultValues: formValuesOf(settings),
  })
  const otherStates = useFieldArray({ control: form.control, name: 'otherStates' })
  const stateOptions = usStateCodes
    .filter((code) => code !== settings.homeState)
    .map((code) => ({ value: code, label: code }))

  const save = async (values: SalesTaxUpdate) => {
    try {
      const saved = await callApi(salesTaxApi.updateSalesTaxSettings, { body: values })
      queryClient.setQueryData(apiQuery(salesTaxApi.getSalesTaxSettings).queryKey, saved)
      form.reset(formValuesOf(saved))
      toast({
        title: 'Sales tax saved',
        description: 'Checkout charges the new rates from now on.',
      })
    } catch (error) {
      const names = [
        'stateRate',
        'surtaxCapPerItem',
        ...settings.counties.map((_, index) => `counties.${index}.rate` as const),
        ...otherStates.fields.flatMap((_, index) => [
          `otherStates.${index}.state` as const,
          `otherStates.${index}.rate` as const,
        ]),
      ] as const
      const parsed = showServerFieldErrors(form.setError, error, names)
      toast({
        title: 'Could not save the sales tax',
        description: parsed.message,
        variant: 'destructive',
      })
    }
  }

  return (
    <form
      noValidate
      aria-label="Sales tax"
      className="grid min-w-0 gap-5"
      onSubmit={(event) => void form.handleSubmit(save)(event)}
    >
      <fieldset disabled={!canEdit} className="grid min-w-0 gap-5">
        <p className="text-sm text-muted-foreground">
          {settings.homeState} tax plus the surtax of the county an order is delivered to
          {settings.farmCounty && <> (pickups and the farm stand: {settings.farmCounty} County)</>}.
          Fresh fruit, honey and food-bearing plants are exempt; choose each product&apos;s class in
          the Product Manager. Confirm the rates against the Department of Revenue&apos;s current
          surtax table.
        </p>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            form={form}
            name="stateRate"
            label={`${settings.homeState} state rate (%)`}
            kind="amount"
          />
          <FormField
            form={form}
            name="surtaxCapPerItem"
            label="Surtax applies to the first ($ per item)"
            kind="amount"
          />
        </div>
        <FormField
          form={form}
          name="taxShipping"
          label="Tax shipping charges on taxable goods"
          kind="checkbox"
        />
        <details className="rounded-xl border border-border/70 p-4">
          <summary className="cursor-pointer text-sm font-semibold">
            County surtaxes ({settings.counties.length} counties, %)
          </summary>
          <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {settings.counties.map((county, index) => (
              <FormField
                key={county.county}
                form={form}
                name={`counties.${index}.rate`}
                label={county.county}
                kind="amount"
              />
            ))}
          </div>
        </details>
        <fieldset className="grid gap-3">
          <legend className="text-sm font-semibold">Other states you collect for</legend>
          <p className="text-sm text-muted-foreground">
            None by default: orders shipped out of {settings.homeState} owe it no tax. Add a state
            only once the farm is registered to collect there.
          </p>
          {otherStates.fields.map((field, index) => (
            <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
              <FormField
                form={form}
                name={`otherStates.${index}.state`}
                label="Other state"
                kind="select"
                options={stateOptions}
              />
              <FormField
                form={form}
                name={`otherStates.${index}.rate`}
                label="Rate (%)"
                kind="amount"
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${form.getValues(`otherStates.${index}.state`) || 'this state'}`}
                onClick={() => otherStates.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => otherStates.append({ state: 'GA', rate: '' })}
          >
            <Plus aria-hidden="true" />
            Add a state
          </Button>
        </fieldset>
        {canEdit && (
          <Button
            type="submit"
            className="justify-self-start"
            disabled={form.formState.isSubmitting}
          >
            {form.formState.isSubmitting && <Spinner size="sm" label="Saving" />}
            Save sales tax
          </Button>
        )}
      </fieldset>
    </form>
  )
}
