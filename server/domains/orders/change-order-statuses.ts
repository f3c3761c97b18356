import { fulfilmentOf, nextOrderStatuses } from '#contracts/order-states'
import type { BulkStatusChange, BulkStatusResult } from '#contracts/order-search'
import { HttpError } from '#server/http/http-error'
import { findOrder } from '#server/domains/checkout/public'
import { auditOrderStatus, changeOrderStatus, type OrderStatusChange } from './change-order-status'
import type { OrderDeps } from './order-deps'

/**
 * Staff move several orders at once (ready for pickup, out for delivery, delivered: the moves
 * that need nothing typed). Each order goes through the one-order use case, with its own check,
 * e-mail and audit entry; an order that cannot make the move is skipped with the reason, and the
 * others still move. A paid order not yet packed (confirmed) passes through processing on its
 * way, without an e-mail for that step: the customer hears once, that it is ready.
 */
export async function changeOrderStatuses(
  deps: OrderDeps,
  change: BulkStatusChange & { actor: { id: number; email: string } | null },
): Promise<BulkStatusResult> {
  const result: BulkStatusResult = { changed: [], skipped: [] }
  for (const orderId of new Set(change.orderIds)) {
    const step = (status: OrderStatusChange['status'], notify: boolean) =>
      moveAndAudit(deps, { status, orderId, actor: change.actor, notify, audit: {} })
    try {
      const order = await findOrder(deps.db, orderId)
      // Only on the way to a step the order can take from there: a refused move moves nothing.
      const viaProcessing =
        order?.status === 'confirmed' &&
        change.status !== 'delivered' &&
        nextOrderStatuses('processing', fulfilmentOf(order.shippingMethod)).includes(change.status)
      if (viaProcessing) await step('processing', false)
      await step(change.status, true)
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error
      result.skipped.push({ id: orderId, reason: error.message })
      continue
    }
    result.changed.push(orderId)
  }
  return result
}

/** One move, audited as the one-order action is (the order's history reads the audit log). */
async function moveAndAudit(deps: OrderDeps, change: OrderStatusChange) {
  await changeOrderStatus(deps, change)
  await auditOrderStatus(deps.db, change)
}
