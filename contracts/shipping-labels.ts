import { z } from 'zod'
import { idField, idParam } from './fields'
import { moneySchema } from './money'
import { orderStatuses } from './order-states'
import { listPageSchema, listPaging, listSearchField } from './paged-list'

/**
 * Shipping labels (spec 3 "Shipping labels manager", §5 "Shipping label", §7, §8, §9; decision
 * 0031). A label is made for a confirmed or processing order that has none; making it moves the
 * order to shipped and e-mails the tracking number. Without a carrier account the label is an
 * offline label (a generated tracking number, no postage), with EasyPost configured it is bought.
 */

export const shippingCarriers = ['usps', 'fedex', 'ups'] as const
export type ShippingCarrier = (typeof shippingCarriers)[number]

export const shippingCarrierNames: Record<ShippingCarrier, string> = {
  usps: 'USPS',
  fedex: 'FedEx',
  ups: 'UPS',
}

/**
 * Spec 3 §9: the services of each carrier. UPS has none listed there; its four are the usual
 * ground, 3-day, 2-day and next-day services, named in the same style (decision 0031).
 */
export const shippingServicesByCarrier = {
  usps: ['PRIORITY', 'EXPRESS', 'GROUND'],
  fedex: ['FEDEX_GROUND', 'FEDEX_EXPRESS_SAVER', 'FEDEX_2_DAY', 'STANDARD_OVERNIGHT'],
  ups: ['UPS_GROUND', 'UPS_3_DAY_SELECT', 'UPS_2ND_DAY_AIR', 'UPS_NEXT_DAY_AIR'],
} as const satisfies Record<ShippingCarrier, readonly string[]>

export type ShippingService = (typeof shippingServicesByCarrier)[ShippingCarrier][number]

/** Each service as people read it, and its business days in transit (the offline estimate). */
export const shippingServiceDetails: Record<ShippingService, { name: string; days: number }> = {
  PRIORITY: { name: 'Priority Mail', days: 3 },
  EXPRESS: { name: 'Priority Mail Express', days: 2 },
  GROUND: { name: 'Ground Advantage', days: 5 },
  FEDEX_GROUND: { name: 'FedEx Ground', days: 5 },
  FEDEX_EXPRESS_SAVER: { name: 'FedEx Express Saver', days: 3 },
  FEDEX_2_DAY: { name: 'FedEx 2Day', days: 2 },
  STANDARD_OVERNIGHT: { name: 'FedEx Standard Overnight', days: 1 },
  UPS_GROUND: { name: 'UPS Ground', days: 5 },
  UPS_3_DAY_SELECT: { name: 'UPS 3 Day Select', days: 3 },
  UPS_2ND_DAY_AIR: { name: 'UPS 2nd Day Air', days: 2 },
  UPS_NEXT_DAY_AIR: { name: 'UPS Next Day Air', days: 1 },
}

export function isServiceOf(carrier: ShippingCarrier, service: string): service is ShippingService {
  return (shippingServicesByCarrier[carrier] as readonly string[]).includes(service)
}

/** A label service the customer paid for: the create dialog's default and the slowest allowed. */
export interface PaidService {
  carrier: ShippingCarrier
  service: ShippingService
  /** Business days in transit at most; null when any service will do. */
  maxTransitDays: number | null
  /** What the customer paid for, as the dialog says it. */
  promise: string
}

/**
 * What each carrier-shipped method promises (decision 0042): fresh fruit in a cold box must
 * arrive overnight or in 2 days, express overnight; standard goes by Priority Mail unless staff
 * choose otherwise. Keyed by the shipping option's code (the demo farm's, decision 0016).
 */
const paidServices: Record<string, PaidService> = {
  refrigerated_shipping: {
    carrier: 'fedex',
    service: 'STANDARD_OVERNIGHT',
    maxTransitDays: 2,
    promise: 'overnight or 2-day',
  },
  express_shipping: {
    carrier: 'fedex',
    service: 'STANDARD_OVERNIGHT',
    maxTransitDays: 1,
    promise: 'overnight',
  },
  standard_shipping: {
    carrier: 'usps',
    service: 'PRIORITY',
    maxTransitDays: null,
    promise: 'any service',
  },
}

export function paidServiceOf(shippingMethod: string | null | undefined): PaidService | null {
  return (
    (shippingMethod &&
      Object.hasOwn(paidServices, shippingMethod) &&
      paidServices[shippingMethod]) ||
    null
  )
}

/** Whether a service is as fast as the order's shipping method was paid for. */
export function serviceMeetsPaidMethod(
  shippingMethod: string | null | undefined,
  service: ShippingService,
): boolean {
  const limit = paidServiceOf(shippingMethod)?.maxTransitDays
  return limit == null || shippingServiceDetails[service].days <= limit
}

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

/** An order's shipment as its buyer and staff see it: carrier, number, and where to follow it. */
export const orderTrackingSchema = z.object({
  carrier: z.enum(shippingCarriers),
  carrierName: z.string(),
  trackingNumber: z.string(),
  /** The carrier's tracking page; null for an offline label's number (the farm's own reference). */
  url: z.string().nullable(),
})
export type OrderTracking = z.infer<typeof orderTrackingSchema>

const trackingNumberMessage = 'Tracking number must be 8 to 40 letters, digits or hyphens'
export const trackingNumberRequired = 'Tracking number is required'
export const carrierRequired = 'Carrier is required'

/** A carrier's tracking number as staff type or paste it: spaces dropped, upper case. */
export const trackingNumberSchema = z
  .string(trackingNumberRequired)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, trackingNumberRequired)
      .regex(/^[A-Z0-9-]{8,40}$/, trackingNumberMessage),
  )

/** Spec 3 §4: orders eligible for a new label. */
export const labelEligibleStatuses = ['confirmed', 'processing'] as const

/** Spec 3 §5: the dialog's refusal (toast title and text) and each missing field's message. */
export const missingLabelInformationTitle = 'Missing information'
export const missingLabelInformation = 'Please select an order, carrier, and service'

/** Printed on the label of a parcel with perishable products (fresh fruit; decision 0042). */
export const perishableNotice = 'PERISHABLE / KEEP REFRIGERATED'

/** Printed on an offline label and given in its answer: it is not a carrier's label. */
export const offlineLabelNotice = 'OFFLINE LABEL – not a carrier label'

export const labelProviders = ['offline', 'easypost'] as const
export type LabelProvider = (typeof labelProviders)[number]

/**
 * A label's status (spec: default created; delivered is highlighted). 'delivered' is read from
 * the order: staff mark a shipped order delivered on the dashboard.
 */
export const shippingLabelStatuses = ['created', 'delivered'] as const
export type ShippingLabelStatus = (typeof shippingLabelStatuses)[number]
export const shippingLabelStatusLabels: Record<ShippingLabelStatus, string> = {
  created: 'Created',
  delivered: 'Delivered',
}

const carrierMessage = `Carrier must be one of ${shippingCarriers.join(', ')}`

/** POST /api/admin/shipping-labels: the order, carrier and service (spec 3 §7). */
export const shippingLabelInputSchema = z
  .object({
    orderId: idField({
      type: missingLabelInformation,
      whole: 'Must be an order number',
      positive: 'Must be an order number',
      tooLarge: 'Must be an order number',
    }),
    carrier: z.enum(shippingCarriers, {
      error: (issue) => (issue.input === undefined ? missingLabelInformation : carrierMessage),
    }),
    service: z
      .string(missingLabelInformation)
      .trim()
      .min(1, missingLabelInformation)
      .max(100, 'Service must be at most 100 characters'),
  })
  .superRefine((input, ctx) => {
    if (isServiceOf(input.carrier, input.service)) return
    ctx.addIssue({
      code: 'custom',
      path: ['service'],
      message: `${shippingCarrierNames[input.carrier]} has no service ${input.service.slice(0, 40)}; choose ${shippingServicesByCarrier[input.carrier].join(', ')}`,
    })
  })
export type ShippingLabelInput = z.input<typeof shippingLabelInputSchema>

/**
 * Marking an order shipped without making its label here (decision 0042): the carrier and the
 * tracking number of the parcel staff sent.
 */
export const shipmentInputSchema = z.object({
  carrier: z.enum(shippingCarriers, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? carrierRequired : carrierMessage,
  }),
  trackingNumber: trackingNumberSchema,
})
export type ShipmentInput = z.input<typeof shipmentInputSchema>

/** The label list's sorts: newest first by default. */
export const shippingLabelSorts = ['created', 'order', 'customer', 'carrier', 'cost'] as const
export type ShippingLabelSort = (typeof shippingLabelSorts)[number]

/**
 * GET /api/admin/shipping-labels (issue 25): searched by tracking number or carrier (any case;
 * spec 3), the order's number or its customer's name, filtered by status and carrier, sorted and
 * paged on the server.
 */
export const shippingLabelListQuerySchema = z.object({
  q: listSearchField,
  status: z.enum(shippingLabelStatuses, 'Status must be created or delivered').optional(),
  carrier: z.enum(shippingCarriers, 'Carrier must be usps, fedex or ups').optional(),
  ...listPaging({ sorts: shippingLabelSorts, sort: 'created', dir: 'desc' }),
})
export type ShippingLabelListQuery = z.infer<typeof shippingLabelListQuerySchema>

export const labelAddressSchema = z.object({
  name: z.string(),
  lines: z.array(z.string()),
})
export type LabelAddress = z.infer<typeof labelAddressSchema>

export const shippingLabelSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderStatus: z.enum(orderStatuses),
  customerName: z.string(),
  shipTo: labelAddressSchema,
  trackingNumber: z.string(),
  carrier: z.enum(shippingCarriers),
  service: z.string(),
  serviceName: z.string(),
  /** Postage paid; 0.00 for an offline label. */
  cost: moneySchema,
  /** The farm date the carrier expects to deliver ("2026-11-28"), when known. */
  estimatedDelivery: z.string().nullable(),
  status: z.enum(shippingLabelStatuses),
  provider: z.enum(labelProviders),
  /** True for an offline label: the tracking number is the farm's own, not a carrier's. */
  offline: z.boolean(),
  /** 'OFFLINE LABEL – not a carrier label' for an offline label, else null. */
  notice: z.string().nullable(),
  weightOunces: z.number().int(),
  /** The PDF (staff only): GET /api/admin/shipping-labels/:id/download. */
  downloadUrl: z.string(),
  createdAt: z.string(),
})
export type ShippingLabel = z.infer<typeof shippingLabelSchema>
export const shippingLabelPageSchema = listPageSchema(shippingLabelSchema)
export type ShippingLabelPage = z.infer<typeof shippingLabelPageSchema>

/** An order the create dialog offers (confirmed or processing, no label, an address to ship to). */
export const labelEligibleOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(orderStatuses),
  customerName: z.string(),
  /** The method's code: the label defaults to the service it paid for (`paidServiceOf`). */
  shippingMethod: z.string().nullable(),
  shippingMethodName: z.string().nullable(),
  shipTo: labelAddressSchema,
  itemCount: z.number().int(),
  weightOunces: z.number().int(),
  createdAt: z.string(),
})
export type LabelEligibleOrder = z.infer<typeof labelEligibleOrderSchema>

/** GET /api/admin/shipping-labels/eligible-orders: the banner's orders and who makes labels. */
export const labelEligibleOrdersSchema = z.object({
  provider: z.enum(labelProviders),
  orders: z.array(labelEligibleOrderSchema),
})
export type LabelEligibleOrders = z.infer<typeof labelEligibleOrdersSchema>

/** GET /api/shipping/services: the carrier/service table (spec 3 §7, §9). */
export const shippingServicesSchema = z.object({
  carriers: z.array(
    z.object({
      carrier: z.enum(shippingCarriers),
      name: z.string(),
      services: z.array(
        z.object({ code: z.string(), name: z.string(), transitDays: z.number().int() }),
      ),
    }),
  ),
})
export type ShippingServices = z.infer<typeof shippingServicesSchema>

export const shippingLabelIdParamsSchema = z.object({ id: idParam() })

/** "2 lb 8 oz", "12 oz": a parcel weight as printed on the label and shown on the card. */
export function formatWeight(ounces: number): string {
  const pounds = Math.floor(ounces / 16)
  const rest = ounces % 16
  if (pounds === 0) return `${rest} oz`
  return rest === 0 ? `${pounds} lb` : `${pounds} lb ${rest} oz`
}

/** "USPS Priority Mail", "FedEx 2Day": the carrier's name said once. */
export function carrierServiceText(carrier: ShippingCarrier, serviceName: string): string {
  const name = shippingCarrierNames[carrier]
  return serviceName.startsWith(`${name} `) ? serviceName : `${name} ${serviceName}`
}

/** 'N order(s) ready for shipping' (spec 3), in plain English. */
export function readyForShippingText(count: number): string {
  return `${count} ${count === 1 ? 'order' : 'orders'} ready for shipping`
}
