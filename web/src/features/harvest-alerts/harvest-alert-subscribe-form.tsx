import { useId, useState, type ReactNode } from 'react'
import { useController, useForm, type FieldPath, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { BellRing, MailCheck } from 'lucide-react'
import { productCategoryLabels } from '#contracts/catalog'
import {
  harvestAlertCategories,
  harvestAlertSubscribeSchema,
  harvestAlertTypeLabels,
  harvestAlertTypes,
  type HarvestAlertSubscribeInput,
  type HarvestAlertSubscribeValues,
} from '#contracts/harvest-alerts'
import * as harvestAlertsApi from '#contracts/harvest-alerts-api'
import { BusyIcon } from '#web/components/busy-icon'
import { FormField } from '#web/components/form-field'
import { Button } from '#web/components/ui/button'
import { Checkbox } from '#web/components/ui/checkbox'
import { FormAlert } from '#web/components/ui/form-alert'
import { HoneypotField } from '#web/components/ui/honeypot-field'
import { Label } from '#web/components/ui/label'
import { toast } from '#web/components/ui/use-toast'
import { callApi } from '#web/lib/api-client'
import { showServerFieldErrors } from '#web/lib/server-field-errors'
import { productsQuery } from './harvest-alert-queries'
import { FieldMessage } from '#web/components/field-message'

type SubscribeForm = UseFormReturn<HarvestAlertSubscribeInput, unknown, HarvestAlertSubscribeValues>

const emptySubscription: HarvestAlertSubscribeInput = {
  email: '',
  productIds: [],
  alertTypes: [...harvestAlertTypes],
  website: '',
}

const serverFields = ['email', 'productIds', 'alertTypes'] as const

/**
 * The sign-up form (spec 2 "Harvest Alerts", §5, §8): products of the fresh and honey categories,
 * alert types (all ticked to start), an e-mail and the hidden honeypot. The server e-mails a
 * confirmation link (double opt-in) and answers every sign-up alike; the note that says so stays
 * after the toast has gone.
 */
export function HarvestAlertSubscribeForm() {
  const id = useId()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<HarvestAlertSubscribeInput, unknown, HarvestAlertSubscribeValues>({
    resolver: zodResolver(harvestAlertSubscribeSchema),
    defaultValues: emptySubscription,
  })
  const {
    formState: { errors, isSubmitting },
  } = form

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The spec's `active: true` goes along; the server accepts and ignores it (double opt-in).
      const body = { ...values, active: true }
      await callApi(harvestAlertsApi.subscribeToHarvestAlerts, { body })
    } catch (error) {
      const parsed = showServerFieldErrors(form.setError, error, serverFields)
      toast({ title: 'Subscription Failed', description: parsed.message, variant: 'destructive' })
      return
    }
    setSentTo(values.email)
    form.reset(emptySubscription)
    toast({
      title: 'Subscribed to Harvest Alerts!',
      description: 'Check your e-mail and open the link to confirm your subscription.',
    })
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="grid gap-6">
      <div className="grid gap-2">
        <h2
          id={`${id}-heading`}
          className="flex items-center gap-2 font-serif text-2xl font-semibold"
        >
          <BellRing className="size-6 text-mango-strong" aria-hidden="true" />
          Subscribe to Alerts
        </h2>
        <p className="text-muted-foreground">
          Choose what you love and we&apos;ll e-mail you the day it&apos;s ready.
        </p>
      </div>

      {sentTo && (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-primary/30 bg-primary-soft p-4 text-sm text-foreground"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <p>
            <span className="font-semibold">Almost there!</span> We&apos;ve e-mailed a confirmation
            link to <span className="font-medium break-all">{sentTo}</span>. Your alerts start once
            you open it. No e-mail? Check your spam folder, or sign up again.
          </p>
        </div>
      )}

      <ProductChoices form={form} />
      <AlertTypeChoices form={form} />
      <FormField
        form={form}
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <HoneypotField id={`${id}-website`} {...form.register('website')} />

      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        <BusyIcon busy={isSubmitting} icon={<BellRing aria-hidden="true" />} />
        {isSubmitting ? 'Subscribing...' : 'Subscribe to Alerts'}
      </Button>
    </form>
  )
}

function ProductChoices({ form }: { form: SubscribeForm }) {
  const products = useQuery(productsQuery)
  const offered = (products.data ?? []).filter((product) =>
    (harvestAlertCategories as readonly string[]).includes(product.category),
  )
  const groups = harvestAlertCategories
    .map((category) => ({
      label: productCategoryLabels[category],
      options: offered
        .filter((product) => product.category === category)
        .map((product) => ({ value: product.id, label: product.name })),
    }))
    .filter((group) => group.options.length > 0)

  return (
    <ChoiceGroup
      form={form}
      name="productIds"
      legend="Products"
      groups={groups}
      note={
        products.isPending
          ? 'Loading products…'
          : products.isError
            ? 'The products could not be loaded. Please reload the page.'
            : undefined
      }
    />
  )
}

function AlertTypeChoices({ form }: { form: SubscribeForm }) {
  return (
    <ChoiceGroup
      form={form}
      name="alertTypes"
      legend="Alert types"
      groups={[
        {
          options: harvestAlertTypes.map((type) => ({
            value: type,
            label: harvestAlertTypeLabels[type],
          })),
        },
      ]}
    />
  )
}

interface Choice<Value> {
  value: Value
  label: string
}

/** Checkboxes for a list field, in optional labelled groups; the form holds the chosen values. */
function ChoiceGroup<Value extends string | number>({
  form,
  name,
  legend,
  groups,
  note,
}: {
  form: SubscribeForm
  name: FieldPath<HarvestAlertSubscribeInput>
  legend: string
  groups: { label?: string; options: Choice<Value>[] }[]
  note?: ReactNode
}) {
  const id = useId()
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name })
  const chosen: Value[] = Array.isArray(value) ? (value as Value[]) : []
  const error = fieldState.error?.message ?? firstNestedError(fieldState.error)
  const all = groups.flatMap((group) => group.options.map((option) => option.value))
  const toggle = (choice: Value, checked: boolean) =>
    onChange(all.filter((each) => (each === choice ? checked : chosen.includes(each))))

  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm leading-none font-semibold">{legend}</legend>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
      {groups.map((group, groupIndex) => (
        <div
          key={group.label ?? groupIndex}
          role={group.label ? 'group' : undefined}
          aria-labelledby={group.label ? `${id}-group-${groupIndex}` : undefined}
          className="grid gap-2"
        >
          {group.label && (
            <p
              id={`${id}-group-${groupIndex}`}
              className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {group.label}
            </p>
          )}
          <div className="grid grid-cols-2 gap-x-4 gap-y-2.5">
            {group.options.map((option) => {
              const optionId = `${id}-${String(option.value)}`
              return (
                <div key={option.value} className="flex items-start gap-2.5">
                  <Checkbox
                    id={optionId}
                    ref={option.value === all[0] ? ref : undefined}
                    value={String(option.value)}
                    aria-invalid={error ? true : undefined}
                    checked={chosen.includes(option.value)}
                    onCheckedChange={(checked) => toggle(option.value, checked === true)}
                    onBlur={onBlur}
                    className="mt-0.5"
                  />
                  <Label htmlFor={optionId} className="leading-snug">
                    {option.label}
                  </Label>
                </div>
              )
            })}
          </div>
        </div>
      ))}
      <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
    </fieldset>
  )
}

/** A message on one entry of the list (`productIds.0`) shown for the whole field. */
function firstNestedError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  for (const entry of Object.values(error)) {
    if (entry && typeof entry === 'object' && 'message' in entry) {
      const message = (entry as { message?: unknown }).message
      if (typeof message === 'string') return message
    }
  }
  return undefined
}
