import { and, eq } from 'drizzle-orm'
import type { OrderStatusUpdate } from '#contracts/order-admin'
import type { Db } from '#server/db/client'
import { orders, type OrderRow } from '#server/db/schema/orders'
import { HttpError, notFound } from '#server/http/http-error'
import { recordAudit } from '#server/domains/audit/public'
import { releaseOrderStock } from '#server/domains/catalog/public'
import {
  balancePaidCents,
  findOrder,
  giveBackUnpaidOrderBalances,
} from '#server/domains/checkout/public'
import { scheduleReviewRequest } from '#server/domains/reviews/public'
import { shippingMethodNamer } from '#server/domains/shipping/public'
import { shippedMail } from '#server/domains/shipping-labels/public'
import type { OrderDeps } from './order-deps'
import { readOrderMailContext, statusChangeMail } from './order-mail'
import { refusedMove } from './order-status'
import { RefundFailedError, isRefundable, refundOrder, refundSentence } from './order-refunds'

export interface OrderStatusChange extends OrderStatusUpdate {
  orderId: number
  /** The staff member making the change. */
  actor: { id: number; email: string } | null
  /** False: no e-mail for this step (a bulk action passing through processing). */
  notify?: boolean
  /** Filled with the order's status before and after, for the audit log. */
  audit: { before?: unknown; after?: unknown }
}

/**
 * Staff move an order along its fulfilment (`refusedMove` says which moves are allowed). The
 * move is conditional on the status read, so two staff at once cannot both win. Cancelling gives
 * the stock back and refunds what is left of a paid order, once (decision 0033); delivering
 * schedules the review request (decision 0042). The customer gets one e-mail that says it all.
 * Answers the order as it is now; a refund the provider refused leaves the order cancelled and
 * answers 502, with the change audited all the same.
 */
export async function changeOrderStatus(
  deps: OrderDeps,
  change: OrderStatusChange,
): Promise<OrderRow> {
  const { status: next, carrier, trackingNumber } = change
  const updated = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const order = await findOrder(tx, change.orderId)
    if (!order) throw notFound('Order not found')
    change.audit.before = { status: order.status, paymentStatus: order.paymentStatus }
    change.audit.after = {
      status: next,
      paymentStatus: order.paymentStatus,
      ...(next === 'shipped' ? { carrier, trackingNumber } : {}),
    }
    const methodName = order.shippingMethod
      ? (await shippingMethodNamer(tx))(order.shippingMethod)
      : 'Pickup'
    const refused = refusedMove(order, next, methodName)
    if (refused)
      throw new HttpError(409, 'INVALID_TRANSITION', refused.message, { status: refused.field })
    const [row] = await tx
      .update(orders)
      .set({
        status: next,
        updatedAt: new Date(),
        // The schema requires both for shipped (decision 0042).
        ...(next === 'shipped' ? { trackingCarrier: carrier, trackingNumber } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning()
    if (!row)
      throw new HttpError(409, 'CONFLICT', 'Someone else just changed this order. Please reload.')
    if (next === 'cancelled') {
      await releaseOrderStock(tx, order.id, deps.backInStock)
      // Paid credit comes back through the refund below; an unpaid order's comes back here.
      if (row.paymentStatus === 'unpaid' || row.paymentStatus === 'failed')
        await giveBackUnpaidOrderBalances(tx, order.id)
    }
    if (next === 'delivered') await scheduleReviewRequest(deps.jobs, tx, order.id)
    return row
  })

  let refunded: { card?: number; credit?: number } | null = null as {
    card?: number
    credit?: number
  } | null
  let refundError: unknown = null
  if (next === 'cancelled' && isRefundable(updated.paymentStatus)) {
    // The card takes back what it paid; then what store credit paid goes back to store credit
    // (not when the card's refund failed: the rest would be the card's money).
    for (const to of ['card', 'store_credit'] as const) {
      if (to === 'store_credit' && (refundError || balancePaidCents(updated) === 0)) continue
      try {
        const { refund } = await refundOrder(deps, {
          orderId: updated.id,
          amountCents: null,
          to,
          idempotencyKey: `order-${updated.id}-cancel${to === 'card' ? '' : '-credit'}`,
          reason: 'Order cancelled',
          actor: change.actor,
          notify: false,
        })
        refunded = { ...(refunded ?? {}), [to === 'card' ? 'card' : 'credit']: refund.amountCents }
      } catch (error) {
        // Nothing left to refund (400/409) is fine; a provider failure is told below.
        if (!(error instanceof HttpError && error.statusCode < 500)) refundError = error
      }
    }
  }
  const context = await readOrderMailContext(deps.db)
  const mail =
    next === 'shipped'
      ? shippedMail({
          farmName: context.farmName,
          to: updated.customerEmail,
          customerName: updated.customerName,
          orderId: updated.id,
          carrier: carrier!,
          serviceName: null,
          trackingNumber: trackingNumber!,
          offline: false,
          estimatedDelivery: null,
        })
      : statusChangeMail(
          updated,
          next,
          context,
          refunded !== null
            ? refundSentence(updated.id, refunded)
            : refundError
              ? 'Your payment will be refunded within 3-5 business days.'
              : '',
        )
  if (mail && change.notify !== false) await deps.mail.queue(mail)
  if (refundError) {
    // The order is cancelled although the answer is an error, which the audit hook skips.
    await auditOrderStatus(deps.db, change)
    const detail = refundError instanceof RefundFailedError ? refundError.detail : 'no answer.'
    throw new HttpError(
      502,
      'REFUND_FAILED',
      `Order #${updated.id} is cancelled, but its refund did not go through: ${detail} Use Refund in its details to try again, or refund it in the Stripe dashboard.`,
    )
  }
  if (refunded === null) return updated
  return (await findOrder(deps.db, updated.id)) ?? updated
}

/** The change in the audit log, where the order's history reads it. */
export async function auditOrderStatus(db: Db, change: OrderStatusChange) {
  await recordAudit(db, {
    actorStaffId: change.actor?.id ?? null,
    actorEmail: change.actor?.email ?? null,
    action: 'order.status',
    targetType: 'orders',
    targetId: String(change.orderId),
    before: change.audit.before,
    after: change.audit.after,
  })
}
