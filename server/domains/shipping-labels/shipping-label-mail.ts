import { formatVisitDate } from '#contracts/farm-time'
import {
  carrierServiceText,
  shippingCarrierNames,
  trackingLink,
  type ShippingCarrier,
} from '#contracts/shipping-labels'
import type { MailMessage } from '#server/domains/notifications/public'

/**
 * The customer's "your order has shipped" e-mail with the tracking number: queued with the label,
 * or when staff mark the order shipped with the carrier and number of a parcel sent otherwise.
 */
export function shippedMail(details: {
  farmName: string
  to: string
  customerName: string
  orderId: number
  carrier: ShippingCarrier
  /** The label's service ("Priority Mail"); null when staff typed only the carrier. */
  serviceName: string | null
  trackingNumber: string
  offline: boolean
  /** The farm date the carrier expects to deliver. */
  estimatedDelivery: string | null
}): MailMessage {
  const carrier = shippingCarrierNames[details.carrier]
  const lines = [
    `Hello ${details.customerName},`,
    '',
    `Your order #${details.orderId} has shipped.`,
    '',
    `Carrier:  ${details.serviceName ? carrierServiceText(details.carrier, details.serviceName) : carrier}`,
    `Tracking: ${details.trackingNumber}`,
    ...(details.offline
      ? [
          `          (the farm's own reference: this label was made without a carrier account,`,
          `          so the number cannot be followed on the ${carrier} website)`,
        ]
      : [`Track it: ${trackingLink(details.carrier, details.trackingNumber)}`]),
    ...(details.estimatedDelivery
      ? [`Expected: ${formatVisitDate(details.estimatedDelivery)}`]
      : []),
    '',
    'Thank you for buying from our farm.',
    `— ${details.farmName}`,
  ]
  return {
    to: details.to,
    subject: `Your ${details.farmName} order #${details.orderId} has shipped`,
    text: lines.join('\n'),
  }
}
