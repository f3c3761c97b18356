import { and, asc, eq } from 'drizzle-orm'
import type { OrderEvent, OrderHistoryEntry } from '#contracts/order-admin'
import { orderStatuses, type OrderStatus } from '#contracts/order-states'
import type { Db } from '#server/db/client'
import type { OrderRow } from '#server/db/schema/orders'
import { auditLog } from '#server/db/schema/audit'
import { centsToDecimal } from '#server/lib/money'
import { recordAudit } from '#server/domains/audit/public'

/** Audit actions of an order, one per event (staff status changes are recorded by the audit hook). */
export const orderAuditActions: Record<Exclude<OrderEvent, 'placed'>, string> = {
  'status-changed': 'order.status',
  paid: 'order.paid',
  'payment-failed': 'order.payment-failed',
  released: 'order.released',
  'paid-after-cancel': 'order.paid-after-cancel',
  refunded: 'order.refunded',
}
const eventOfAction = new Map(
  Object.entries(orderAuditActions).map(([event, action]) => [action, event as OrderEvent]),
)

type StatusSnapshot = Pick<OrderRow, 'status' | 'paymentStatus'>

/**
 * Records what happened to an order besides a staff status change: a payment outcome or a release
 * (the shop's own, no actor), or a refund (with the staff member who issued it, if any).
 */
export async function recordOrderEvent(
  db: Db,
  orderId: number,
  event: Exclude<OrderEvent, 'placed' | 'status-changed'>,
  before: StatusSnapshot,
  after: StatusSnapshot,
  extra: { actor?: { id: number; email: string } | null; amountCents?: number } = {},
) {
  await recordAudit(db, {
    actorStaffId: extra.actor?.id ?? null,
    actorEmail: extra.actor?.email ?? null,
    action: orderAuditActions[event],
    targetType: 'orders',
    targetId: String(orderId),
    before: { status: before.status, paymentStatus: before.paymentStatus },
    after: {
      status: after.status,
      paymentStatus: after.paymentStatus,
      ...(extra.amountCents === undefined ? {} : { amountCents: extra.amountCents }),
    },
  })
}

function amountIn(value: unknown): string | undefined {
  const cents = (value as { amountCents?: unknown } | null)?.amountCents
  return typeof cents === 'number' && Number.isInteger(cents) ? centsToDecimal(cents) : undefined
}

function statusIn(value: unknown): OrderStatus | null {
  const status = (value as { status?: unknown } | null)?.status
  return typeof status === 'string' && (orderStatuses as readonly string[]).includes(status)
    ? (status as OrderStatus)
    : null
}

/** The order's history, oldest first: placed, then each recorded event from the audit log. */
export async function readOrderHistory(db: Db, order: OrderRow): Promise<OrderHistoryEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'orders'), eq(auditLog.targetId, String(order.id))))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
  const entries: OrderHistoryEntry[] = [
    {
      event: 'placed',
      at: order.createdAt.toISOString(),
      actorEmail: null,
      from: null,
      to: 'pending',
    },
  ]
  for (const row of rows) {
    const event = eventOfAction.get(row.action)
    if (!event) continue
    entries.push({
      event,
      at: row.createdAt.toISOString(),
      actorEmail: row.actorEmail,
      from: statusIn(row.before),
      to: statusIn(row.after),
      ...(event === 'refunded' ? { amount: amountIn(row.after) } : {}),
    })
  }
  return entries
}
