import { useEffect } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import {
  formatWeight,
  shippingCarrierNames,
  shippingCarriers,
  shippingServiceDetails,
  shippingServicesByCarrier,
  type LabelEligibleOrder,
  type ShippingCarrier,
  type ShippingService,
  type shippingLabelInputSchema,
} from '../../../../contracts/shipping-labels'
import { FormField } from '../../components/form-field'

type LabelForm = UseFormReturn<
  z.input<typeof shippingLabelInputSchema>,
  unknown,
  z.output<typeof shippingLabelInputSchema>
>

const carrierOptions = shippingCarriers.map((carrier) => ({
  value: carrier,
  label: shippingCarrierNames[carrier],
}))

function serviceOptions(carrier: ShippingCarrier | undefined) {
  if (!carrier || !(carrier in shippingServicesByCarrier)) return []
  return (shippingServicesByCarrier[carrier] as readonly ShippingService[]).map((code) => ({
    value: code,
    label: `${shippingServiceDetails[code].name} (${code})`,
  }))
}

function orderLabel(order: LabelEligibleOrder) {
  const place = order.shipTo.lines.at(-1)
  return `#${order.id} · ${order.customerName}${place ? ` · ${place}` : ''} · ${formatWeight(order.weightOunces)}`
}

/**
 * The create dialog's fields (spec 3 §5): the order (from the orders ready for shipping), the
 * carrier, and the carrier's services; choosing another carrier clears a service it lacks.
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
  const services = serviceOptions(carrier)
  useEffect(() => {
    const service = form.getValues('service')
    if (service && !serviceOptions(carrier).some((option) => option.value === service))
      form.setValue('service', '')
  }, [carrier, form])

  return (
    <>
      <FormField
        form={form}
        name="orderId"
        label="Order"
        kind="select"
        valueType="number"
        placeholder={orders.length > 0 ? 'Select an order' : 'No orders ready for shipping'}
        options={orders.map((order) => ({ value: String(order.id), label: orderLabel(order) }))}
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
        />
      </div>
    </>
  )
}
