import { Link } from 'react-router'
import type { OrderDetail } from '#contracts/checkout'
import {
  paidServiceOf,
  shipmentInputSchema,
  shippingCarrierNames,
  shippingCarriers,
  type ShipmentInput,
} from '#contracts/shipping-labels'
import { FormField } from '#web/components/form-field'
import { ResourceFormDialog } from '#web/components/staff/resource-form-dialog'
import { labelForOrderUrl } from './orders-view'

const carrierOptions = shippingCarriers.map((carrier) => ({
  value: carrier,
  label: shippingCarrierNames[carrier],
}))

/**
 * Marking an order shipped (decision 0042): the carrier and tracking number of a parcel sent
 * without a label made here, or a link to make its label, which ships the order itself. The
 * customer is e-mailed the tracking number either way.
 */
export function ShipOrderDialog({
  order,
  open,
  onOpenChange,
  onShip,
}: {
  order: Pick<OrderDetail, 'id' | 'customerName' | 'shippingMethod' | 'shippingMethodName'>
  open: boolean
  onOpenChange: (open: boolean) => void
  onShip: (shipment: ShipmentInput) => Promise<unknown>
}) {
  const paid = paidServiceOf(order.shippingMethod)
  const defaults: Partial<ShipmentInput> = { carrier: paid?.carrier, trackingNumber: '' }
  return (
    <ResourceFormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={`Ship order #${order.id}`}
      description={
        <>
          {order.customerName} is e-mailed the tracking number.
          {paid?.maxTransitDays && order.shippingMethodName
            ? ` Paid for: ${order.shippingMethodName} (${paid.promise}).`
            : ''}{' '}
          No label yet?{' '}
          <Link
            to={labelForOrderUrl(order.id)}
            className="font-medium text-primary underline underline-offset-4"
          >
            Create its label
          </Link>{' '}
          instead: that ships the order too.
        </>
      }
      schema={shipmentInputSchema}
      defaultValues={defaults}
      submitLabel="Mark Shipped"
      onSubmit={onShip}
    >
      {(form) => (
        <>
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
            name="trackingNumber"
            label="Tracking number"
            hint="As printed on the carrier’s receipt; spaces are fine."
            autoComplete="off"
          />
        </>
      )}
    </ResourceFormDialog>
  )
}
