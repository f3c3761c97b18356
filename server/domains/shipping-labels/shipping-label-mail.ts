import { formatVisitDate } from '../../../contracts/farm-time'
import {
  carrierServiceText,
  shippingCarrierNames,
  type ShippingCarrier,
} from '../../../contracts/shipping-labels'
import type { MailMessage } from '../notifications/mail-transport'

/** Where a customer follows a carrier's tracking number. */
export function trackingLink(carrier: ShippingCarrier, trackingNumber: string): string {
  const number = encodeURIComponent(trackingNumber)
  switch (carrier) {
    case 'usps':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`
    case 'fedex':
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`
    case 'ups':
      return `https://www.ups.com/track?tracknum=${number}`
  }
}

/** The customer's "your order has shipped" e-mail with the tracking number (queued with the label). */
export function shippedMail(details: {
  farmName: string
  to: string
  customerName: string
  orderId: number
  carrier: ShippingCarrier
  serviceName: string
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
    `Carrier:  ${carrierServiceText(details.carrier, details.serviceName)}`,
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
