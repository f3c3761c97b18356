import { useEffect, useRef } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import {
  formatWeight,
  paidServiceOf,
  serviceMeetsPaidMethod,
  shippingCarrierNames,
  shippingCarriers,
  shippingServiceDetails,
  shippingServicesByCarrier,
  type LabelEligibleOrder,
  type ShippingCarrier,
  type ShippingService,
  type shippingLabelInputSchema,
} from '#contracts/shipping-labels'
import { FormField } from '#web/components/form-field'

type LabelForm = UseFormReturn<
  z.input<typeof shippingLabelInputSchema>,
  unknown,
  z.output<typeof shippingLabelInputSchema>
>

const carrierOptions = shippingCarriers.map((carrier) => ({
  value: carrier,
  label: shippingCarrierNames[carrier],
}))

/** The carrier's services as fast as the order's shipping method was paid for (decision 0042). */
function serviceOptions(carrier: ShippingCarrier | undefined, shippingMethod: string | null) {
  if (!carrier || !(carrier in shippingServicesByCarrier)) return []
  return (shippingServicesByCarrier[carrier] as readonly ShippingService[])
    .filter((code) => serviceMeetsPaidMethod(shippingMethod, code))
    .map((code) => ({ value: code, label: `${shippingServiceDetails[code].name} (${code})` }))
}

/** The label a new dialog opens with for an order: the service its shipping method paid for. */
export function labelDefaults(order: LabelEligibleOrder | undefined) {
  const paid = paidServiceOf(order?.shippingMethod)
  return { orderId: order?.id, carrier: paid?.carrier, service: paid?.service ?? '' }
}

function orderLabel(order: LabelEligibleOrder) {
  const place = order.shipTo.lines.at(-1)
  return `#${order.id} · ${order.customerName}${place ? ` · ${place}` : ''} · ${formatWeight(order.weightOunces)}`
}

/**
 * The create dialog's fields (spec 3 §5): the order (from the orders ready for shipping), the
 * carrier, and the carrier's services; choosing an order chooses the service its shipping method
 * paid for (refrigerated: overnight, and only services of 2 days or less), choosing another
 * carrier clears a service it lacks.
 */
export function LabelFields({
  form,
  orders,
}: {
  form: LabelForm
  orders: readonly LabelEligibleOrder[]
}) {
  const carrier = useWatch({ control: form.control, name: 'carrier' }) as
    ShippingCarrier | undefined
  const orderId = useWatch({ control: form.control, name: 'orderId' })
  const order = orders.find((each) => each.id === orderId)
  const shippingMethod = order?.shippingMethod ?? null
  const paid = paidServiceOf(shippingMethod)
  const services = serviceOptions(carrier, shippingMethod)
  // Once per chosen order: staff may then pick another carrier or service.
  const defaultedFor = useRef<number | null>(null)
  useEffect(() => {
    if (!order || defaultedFor.current === order.id) return
    defaultedFor.current = order.id
    const defaults = labelDefaults(order)
    if (!defaults.carrier) return
    form.setValue('carrier', defaults.carrier)
    form.setValue('service', defaults.service)
  }, [order, form])
  useEffect(() => {
    // The form's own values: the effect above may just have set them.
    const service = form.getValues('service')
    const current = form.getValues('carrier') as ShippingCarrier | undefined
    if (
      service &&
      !serviceOptions(current, shippingMethod).some((option) => option.value === service)
    )
      form.setValue('service', '')
  }, [carrier, shippingMethod, form])

  return (
    <>
      <FormField
        form={form}
        name="orderId"
        label="Order"
        kind="select"
        valueType="number"
        placeholder={orders.length > 0 ? 'Select an order' : 'No orders ready for shipping'}
        options={orders.map((each) => ({ value: String(each.id), label: orderLabel(each) }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="carrier"
          label="Carrier"
          kind="select"
          placeholder="Select a carrier"
          options={carrierOptions}
        />
        <FormField
          form={form}
          name="service"
          label="Service"
          kind="select"
          placeholder={carrier ? 'Select a service' : 'Select a carrier first'}
          options={services}
          hint={
            paid?.maxTransitDays && order?.shippingMethodName
              ? `Paid for: ${order.shippingMethodName} (${paid.promise})`
              : undefined
          }
        />
      </div>
    </>
  )
}
