import type { FastifyBaseLogger } from 'fastify'
import { and, eq, inArray } from 'drizzle-orm'
import { addBusinessDays, format, parse } from 'date-fns'
import { farmInstant, farmToday } from '#contracts/farm-time'
import { fulfilmentOf, orderStatusLabels } from '#contracts/order-states'
import {
  labelEligibleStatuses,
  paidServiceOf,
  serviceMeetsPaidMethod,
  shippingCarrierNames,
  shippingServiceDetails,
  type ShippingCarrier,
  type ShippingLabel,
  type ShippingService,
} from '#contracts/shipping-labels'
import type { Db } from '#server/db/client'
import { orders, type OrderRow } from '#server/db/schema/orders'
import { shippingLabels } from '#server/db/schema/shipping-labels'
import type { StaffAccountRow } from '#server/db/schema/identity'
import { HttpError, badRequest } from '#server/http/http-error'
import { recordAudit } from '#server/domains/audit/public'
import { findOrder } from '#server/domains/checkout/public'
import { orderAuditActions } from '#server/domains/orders/public'
import { shippingMethodNamer } from '#server/domains/shipping/public'
import { readFarmSender } from './farm-address'
import { renderLabelPdf } from './label-pdf'
import {
  LabelProviderUnavailableError,
  LabelRefusedError,
  type BoughtLabel,
  type LabelProvider,
} from './label-providers'
import {
  farmDateOf,
  hasPerishableItems,
  orderWeights,
  shipToOf,
  toShippingLabel,
} from './shipping-label-queries'
import { shippedMail } from './shipping-label-mail'
import type { Mail } from '#server/domains/notifications/public'

const isEligible = (status: OrderRow['status']) =>
  (labelEligibleStatuses as readonly string[]).includes(status)

/** Why this order cannot have a new label (409s), checked before and again inside the write. */
async function refuseUnlessLabelable(db: Db, order: OrderRow) {
  const [existing] = await db
    .select({ trackingNumber: shippingLabels.trackingNumber })
    .from(shippingLabels)
    .where(eq(shippingLabels.orderId, order.id))
    .limit(1)
  if (existing)
    throw new HttpError(
      409,
      'LABEL_EXISTS',
      `Order #${order.id} already has a shipping label (tracking ${existing.trackingNumber}).`,
      { orderId: 'This order already has a shipping label' },
    )
  if (!isEligible(order.status))
    throw new HttpError(
      409,
      'ORDER_NOT_READY',
      `Order #${order.id} is ${orderStatusLabels[order.status].toLowerCase()}: only confirmed or processing orders get a shipping label.`,
      { orderId: 'Only confirmed or processing orders get a shipping label' },
    )
  const fulfilment = fulfilmentOf(order.shippingMethod)
  if (fulfilment === 'pickup' || fulfilment === 'in_person')
    throw new HttpError(
      409,
      'NO_SHIPPING_ADDRESS',
      `Order #${order.id} is collected at the farm: there is no address to ship it to.`,
      { orderId: 'This order is collected at the farm' },
    )
  if (fulfilment === 'local_delivery')
    throw new HttpError(
      409,
      'LOCAL_DELIVERY',
      `Order #${order.id} goes by Local Delivery: the farm delivers it, no carrier label is needed. Mark it out for delivery on the Staff Dashboard.`,
      { orderId: 'The farm delivers this order itself' },
    )
}

/** 400 naming the service when it is slower than what the order's shipping method was paid for. */
async function refuseSlowerThanPaid(db: Db, order: OrderRow, service: ShippingService) {
  if (serviceMeetsPaidMethod(order.shippingMethod, service)) return
  const method = (await shippingMethodNamer(db))(order.shippingMethod ?? '')
  const message = `Order #${order.id} paid for ${method}: choose an ${paidServiceOf(order.shippingMethod)!.promise} service.`
  throw badRequest(message, { service: message })
}

/** The offline estimate: the service's business days in transit from the farm's today. */
function offlineEstimate(service: ShippingService, timeZone: string): Date {
  const today = parse(farmToday(timeZone), 'yyyy-MM-dd', new Date(2000, 0, 1))
  const day = format(addBusinessDays(today, shippingServiceDetails[service].days), 'yyyy-MM-dd')
  return farmInstant(day, '12:00', timeZone)
}

/** What making a label uses besides the label provider. */
export interface ShippingLabelDeps {
  db: Db
  mail: Pick<Mail, 'queue'>
  log: Pick<FastifyBaseLogger, 'error'>
}

/**
 * Makes a label for an order (spec 3 §7 POST /api/admin/shipping-labels): the order must be
 * confirmed or processing with no label and an address. The provider makes the label first (a
 * carrier call never runs inside a transaction); then one transaction moves the order to shipped
 * on the condition that it is still eligible, stores the label, writes the order's history and
 * queues the tracking e-mail. If the order changed meanwhile (two staff at once), the bought label
 * is refunded and the answer is 409.
 */
export async function createShippingLabel(
  { db, mail, log }: ShippingLabelDeps,
  provider: LabelProvider,
  input: { orderId: number; carrier: ShippingCarrier; service: ShippingService },
  staff: StaffAccountRow,
): Promise<ShippingLabel> {
  const order = await findOrder(db, input.orderId)
  if (!order)
    throw new HttpError(404, 'NOT_FOUND', `Order #${input.orderId} not found.`, {
      orderId: 'Order not found',
    })
  await refuseUnlessLabelable(db, order)
  await refuseSlowerThanPaid(db, order, input.service)
  const sender = await readFarmSender(db)
  const weightOunces = (await orderWeights(db, [order.id])).get(order.id)!
  const shipTo = order.shippingAddress

  let bought: BoughtLabel
  try {
    bought = await provider.buy({
      orderId: order.id,
      carrier: input.carrier,
      service: input.service,
      from: sender.postal,
      to: {
        name: order.customerName,
        street1: shipTo.street,
        city: shipTo.city,
        state: shipTo.state,
        zip: shipTo.zipCode,
        phone: order.customerPhone,
        email: order.customerEmail,
      },
      weightOunces,
    })
  } catch (error) {
    if (error instanceof LabelRefusedError)
      throw new HttpError(
        409,
        'LABEL_REFUSED',
        error.message,
        error.field ? { [error.field]: error.message } : undefined,
      )
    if (error instanceof LabelProviderUnavailableError)
      throw new HttpError(502, 'LABEL_PROVIDER_FAILED', error.message)
    throw error
  }

  const offline = provider.kind === 'offline'
  const estimatedDelivery =
    bought.estimatedDelivery ?? (offline ? offlineEstimate(input.service, sender.timeZone) : null)
  try {
    const created = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      // Conditional on the order still being eligible: it takes the row's lock, so a second label
      // of the same order waits here and then finds it shipped.
      const [shipped] = await tx
        .update(orders)
        .set({
          status: 'shipped',
          trackingCarrier: input.carrier,
          trackingNumber: bought.trackingNumber,
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, order.id), inArray(orders.status, [...labelEligibleStatuses])))
        .returning()
      if (!shipped) {
        const now = await findOrder(tx, order.id)
        if (now) await refuseUnlessLabelable(tx, now)
        throw new HttpError(409, 'CONFLICT', 'Someone else just changed this order. Please reload.')
      }
      await refuseUnlessLabelable(tx, order)
      const [label] = await tx
        .insert(shippingLabels)
        .values({
          orderId: order.id,
          trackingNumber: bought.trackingNumber,
          carrier: input.carrier,
          service: input.service,
          labelUrl: bought.labelUrl,
          costCents: bought.costCents,
          estimatedDelivery,
          status: 'created',
          provider: provider.kind,
          providerShipmentId: bought.shipmentId,
          weightOunces,
        })
        .returning()
      await recordAudit(tx, {
        actorStaffId: staff.id,
        actorEmail: staff.email,
        action: orderAuditActions['status-changed'],
        targetType: 'orders',
        targetId: String(order.id),
        before: { status: order.status, paymentStatus: order.paymentStatus },
        after: { status: 'shipped', paymentStatus: order.paymentStatus },
      })
      await mail.queue(
        shippedMail({
          farmName: sender.farmName,
          to: shipped.customerEmail,
          customerName: shipped.customerName,
          orderId: shipped.id,
          carrier: input.carrier,
          serviceName: shippingServiceDetails[input.service].name,
          trackingNumber: bought.trackingNumber,
          offline,
          estimatedDelivery: estimatedDelivery
            ? farmDateOf(estimatedDelivery, sender.timeZone)
            : null,
        }),
        { db: tx },
      )
      return toShippingLabel(label!, shipped, sender.timeZone)
    })
    return created
  } catch (error) {
    if (bought.shipmentId) {
      await provider.refund(bought.shipmentId).catch((refundError: unknown) => {
        log.error(
          { err: refundError, shipmentId: bought.shipmentId },
          'could not refund a label that was not kept',
        )
      })
    }
    throw error
  }
}

/**
 * The label's PDF, made again from the stored label, its order and the farm's texts (nothing is
 * kept in storage). A bought label starts with the carrier's postage label fetched from the
 * provider; an offline one is the farm's label alone, marked as offline.
 */
export async function labelPdf(
  { db }: Pick<ShippingLabelDeps, 'db'>,
  provider: LabelProvider,
  row: { label: typeof shippingLabels.$inferSelect; order: OrderRow },
): Promise<Buffer> {
  const { label, order } = row
  const sender = await readFarmSender(db)
  const offline = label.provider === 'offline'
  let carrierLabelImage: Buffer | undefined
  if (!offline) {
    if (!label.labelUrl)
      throw new HttpError(502, 'LABEL_PROVIDER_FAILED', 'The carrier label was not kept.')
    try {
      carrierLabelImage = await provider.carrierLabelImage(label.labelUrl)
    } catch (error) {
      throw new HttpError(
        502,
        'LABEL_PROVIDER_FAILED',
        error instanceof Error ? error.message : 'The carrier label could not be fetched.',
      )
    }
  }
  const carrier = label.carrier as ShippingCarrier
  const service = label.service as ShippingService
  const pdf = renderLabelPdf({
    offline,
    perishable: await hasPerishableItems(db, order.id),
    farmName: sender.farmName,
    from: { lines: sender.lines, phone: sender.phone },
    to: shipToOf(order),
    carrierName: shippingCarrierNames[carrier] ?? label.carrier.toUpperCase(),
    serviceName: shippingServiceDetails[service]?.name ?? label.service,
    serviceCode: label.service,
    weightOunces: label.weightOunces,
    orderId: order.id,
    trackingNumber: label.trackingNumber ?? '',
    shipDate: farmDateOf(label.createdAt, sender.timeZone),
    carrierLabelImage,
  })
  return pdf.catch((error: unknown) => {
    // The carrier's image could not be read (not a PNG or JPEG).
    if (carrierLabelImage)
      throw new HttpError(502, 'LABEL_PROVIDER_FAILED', 'The carrier label could not be read.')
    throw error
  })
}
