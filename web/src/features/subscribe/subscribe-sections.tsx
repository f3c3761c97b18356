import type { ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { CalendarDays, Check, MapPin, Truck } from 'lucide-react'
import { formatVisitDate } from '#contracts/farm-time'
import { planFrequencyWording, type SubscriptionPlan } from '#contracts/subscription-plans'
import {
  subscriptionFulfilmentLabels,
  subscriptionFulfilments,
  subscriptionLimits,
} from '#contracts/subscriptions'
import { PlanIcon } from '#web/components/plan-icon'
import { PlanPrice } from '#web/components/plan-price'
import { PlanProductBadges } from '#web/components/plan-product-badges'
import { Card } from '#web/components/ui/card'
import { Input } from '#web/components/ui/input'
import type { SubscribeFormInput, WeeklyPickupWindow } from './subscribe-form'
import { SectionCard } from '#web/components/section-card'
import { controlProps, LabelledField } from '#web/components/labelled-field'
import { UsAddressFields } from '#web/components/us-address-fields'

/*
 * The parts of /subscriptions/subscribe: the form's sections (read from react-hook-form's
 * FormProvider) and the plan's summary.
 */

type FieldName = 'customerName' | 'startDate' | 'pickupWindowId'

/** The subscribing form's fields, typed by its field names. */
function Field(
  props: Omit<Parameters<typeof LabelledField>[0], 'formId' | 'name'> & { name: FieldName },
) {
  return <LabelledField formId="subscribe" {...props} />
}

const a11y = (name: FieldName, error: string | undefined, hintId?: string) =>
  controlProps('subscribe', name, error, hintId)

/** Name on the box and the first box's date (tomorrow up to 60 days ahead, farm time). */
export function BoxSection({
  plan,
  bounds,
}: {
  plan: SubscriptionPlan
  bounds: { min: string; max: string }
}) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SubscribeFormInput>()
  const startDate = useWatch({ control, name: 'startDate' })
  const hintId = 'subscribe-startDate-hint'
  return (
    <SectionCard id="subscribe-box-heading" title="Your Box" icon={<CalendarDays />}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="customerName" label="Name on the box" error={errors.customerName?.message}>
          <Input
            autoComplete="name"
            {...a11y('customerName', errors.customerName?.message)}
            {...register('customerName')}
          />
        </Field>
        <Field
          name="startDate"
          label="First box on"
          error={errors.startDate?.message}
          hint={
            <p id={hintId} className="text-sm text-muted-foreground">
              {startDate && startDate >= bounds.min && startDate <= bounds.max
                ? `${formatVisitDate(startDate)}, then ${planFrequencyWording[plan.frequency]}.`
                : `From tomorrow up to ${subscriptionLimits.startWithinDays} days ahead.`}
            </p>
          }
        >
          <Input
            type="date"
            min={bounds.min}
            max={bounds.max}
            {...a11y('startDate', errors.startDate?.message, hintId)}
            {...register('startDate')}
          />
        </Field>
      </div>
    </SectionCard>
  )
}

const fulfilmentDescriptions = {
  pickup: 'Collect your box at the farm stand on its day.',
  delivery: 'We bring your box to your door, near the farm.',
} as const

/**
 * Pickup or delivery, as two radio cards; delivery asks for the address, pickup the window its
 * boxes are collected in when the farm has pickup windows (`windows`, for weekly plans).
 */
export function FulfilmentSection({
  farmAddress,
  windows,
}: {
  farmAddress: string
  windows: readonly WeeklyPickupWindow[]
}) {
  const { register, control } = useFormContext<SubscribeFormInput>()
  const fulfilment = useWatch({ control, name: 'fulfilment' })
  return (
    <SectionCard id="subscribe-fulfilment-heading" title="Pickup or Delivery" icon={<Truck />}>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">How you get your box</legend>
        {subscriptionFulfilments.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer gap-3 rounded-xl border-2 border-border bg-card p-4 transition-colors hover:border-primary/60 has-checked:border-primary has-checked:bg-primary-soft/50"
          >
            <input
              type="radio"
              value={option}
              className="mt-1 size-4 shrink-0 accent-primary"
              aria-labelledby={`subscribe-fulfilment-${option}-name`}
              aria-describedby={`subscribe-fulfilment-${option}-description`}
              {...register('fulfilment')}
            />
            <span className="grid gap-1">
              <span id={`subscribe-fulfilment-${option}-name`} className="font-semibold">
                {subscriptionFulfilmentLabels[option]}
              </span>
              <span
                id={`subscribe-fulfilment-${option}-description`}
                className="text-sm text-muted-foreground"
              >
                {fulfilmentDescriptions[option]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      {fulfilment === 'delivery' ? (
        <UsAddressFields formId="subscribe" name="deliveryAddress" />
      ) : windows.length > 0 ? (
        <PickupWindowField windows={windows} />
      ) : (
        farmAddress && (
          <p className="flex items-start gap-2.5 text-sm">
            <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="whitespace-pre-line">{farmAddress}</span>
          </p>
        )
      )}
    </SectionCard>
  )
}

/** The plan being subscribed to: the server's price per box and how often it comes. */
export function PlanSummary({ plan, children }: { plan: SubscriptionPlan; children?: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="subscribe-plan-heading" className="grid gap-4">
        <div className="flex items-start gap-3">
          <PlanIcon icon={plan.icon} />
          <div className="grid min-w-0 gap-1">
            <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              Your plan
            </p>
            <h2
              id="subscribe-plan-heading"
              className="font-serif text-xl leading-snug font-semibold break-words"
            >
              {plan.name}
            </h2>
          </div>
        </div>
        <PlanPrice plan={plan} testId="subscribe-price" />
        <p className="text-sm text-muted-foreground">{plan.description}</p>
        {plan.products.length > 0 && (
          <PlanProductBadges products={plan.products} label="In the box" />
        )}
        {plan.features.length > 0 && (
          <ul className="grid gap-1.5 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        )}
        <p className="border-t border-border pt-3 text-sm text-muted-foreground">
          Pause for up to {subscriptionLimits.pauseMaxWeeks} weeks, resume or cancel any time from
          your dashboard. We e-mail you a receipt for every box.
        </p>
        {children}
      </section>
    </Card>
  )
}

/** The weekly pickup window the boxes are collected in; the start date falls on its weekday. */
function PickupWindowField({ windows }: { windows: readonly WeeklyPickupWindow[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SubscribeFormInput>()
  const chosenId = useWatch({ control, name: 'pickupWindowId' })
  const chosen = windows.find((each) => String(each.windowId) === chosenId)
  const error = errors.pickupWindowId?.message
  const hintId = 'subscribe-pickupWindowId-hint'
  return (
    <Field
      name="pickupWindowId"
      label="Pickup window"
      error={error}
      hint={
        <p id={hintId} className="text-sm text-muted-foreground">
          {chosen
            ? `Boxes are collected on ${chosen.weekdayName}s: start on a ${chosen.weekdayName}.`
            : 'Choose when you collect your boxes each week.'}
        </p>
      }
    >
      <select
        {...a11y('pickupWindowId', error, hintId)}
        {...register('pickupWindowId')}
        className="flex h-10 w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm"
      >
        <option value="">Choose a pickup window…</option>
        {windows.map((each) => (
          <option key={each.windowId} value={String(each.windowId)}>
            {each.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
