import { and, eq, gte } from 'drizzle-orm'
import { planFrequencyOf } from '#contracts/subscription-plans'
import type {
  CustomerSubscription,
  StaffSubscription,
  SubscriptionAddress,
} from '#contracts/subscriptions'
import { readFarmTimeZone } from '#server/domains/settings/public'
import type { Db } from '#server/db/client'
import {
  subscriptionPayments,
  subscriptions,
  type SubscriptionRow,
} from '#server/db/schema/subscriptions'
import { centsToDecimal } from '#server/lib/money'

/** The farm's time zone (the farm settings'): its today decides every box date. */
export async function farmTimeZone(db: Db): Promise<string> {
  return readFarmTimeZone(db)
}

export function addressOf(row: SubscriptionRow): SubscriptionAddress | null {
  if (row.fulfilment !== 'delivery') return null
  return {
    street: row.deliveryStreet ?? '',
    city: row.deliveryCity ?? '',
    state: row.deliveryState ?? '',
    zipCode: row.deliveryZipCode ?? '',
  }
}

/** "12 Palm Way, Jensen Beach, FL 34957". */
export function addressLine(address: SubscriptionAddress): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.zipCode}`
}

/** A subscription as its member sees it; `pickupWindows` labels its window, when it has one. */
export function toCustomerSubscription(
  row: SubscriptionRow,
  pickupWindows: ReadonlyMap<number, string> = new Map(),
): CustomerSubscription {
  return {
    id: row.id,
    planId: row.planId,
    planName: row.planName,
    frequency: planFrequencyOf(row.frequency),
    status: row.status,
    startDate: row.startDate,
    nextDelivery: row.status === 'cancelled' ? null : row.nextDelivery,
    pausedUntil: row.status === 'paused' ? row.pausedUntil : null,
    price: centsToDecimal(row.totalPriceCents),
    fulfilment: row.fulfilment,
    deliveryAddress: addressOf(row),
    pickupWindow: row.pickupWindowId ? (pickupWindows.get(row.pickupWindowId) ?? null) : null,
    cardLast4: row.cardLast4,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toStaffSubscription(
  row: SubscriptionRow,
  pickupWindows?: ReadonlyMap<number, string>,
): StaffSubscription {
  return {
    ...toCustomerSubscription(row, pickupWindows),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    provider: row.provider,
  }
}

export async function findSubscription(db: Db, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1)
  return row ?? null
}

/** The delivery dates of a subscription's paid boxes (from `from` on, when given). */
export async function paidDatesOf(db: Db, subscriptionId: number, from?: string) {
  const rows = await db
    .select({ date: subscriptionPayments.deliveryDate })
    .from(subscriptionPayments)
    .where(
      and(
        eq(subscriptionPayments.subscriptionId, subscriptionId),
        from ? gte(subscriptionPayments.deliveryDate, from) : undefined,
      ),
    )
  return new Set(rows.map((row) => row.date))
}
