import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import {
  planFrequencyOf,
  planInUseMessage,
  type StaffSubscriptionPlan,
  type SubscriptionPlan,
  type SubscriptionPlanValues,
} from '#contracts/subscription-plans'
import type { Db } from '#server/db/client'
import {
  subscriptionPlans,
  subscriptions,
  type SubscriptionPlanRow,
} from '#server/db/schema/subscriptions'
import { conflict } from '#server/http/http-error'
import type { subscriptionPlans as planEndpoints } from '#contracts/subscription-plans-api'
import type { StoreOf } from '#server/http/staff-resource'
import { tableStore } from '#server/http/table-store'
import { centsToDecimal, decimalToCents } from '#server/lib/money'

/** A row as visitors see it: no `active`, no sort order, no timestamps; the price as "45.00". */
export function toSubscriptionPlan(row: SubscriptionPlanRow): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    basePrice: centsToDecimal(row.basePriceCents),
    frequency: planFrequencyOf(row.frequency),
    products: row.products,
    features: row.features,
    icon: row.icon,
    popular: row.popular,
  }
}

export function toStaffSubscriptionPlan(row: SubscriptionPlanRow): StaffSubscriptionPlan {
  return { ...toSubscriptionPlan(row), active: row.active }
}

/** The farm's order: sort order, then the order plans were added. */
const planOrder = [asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id)] as const
const byId = (id: number) => eq(subscriptionPlans.id, id)

/** GET /api/subscription-plans: active plans only (spec 3: inactive ones are hidden). */
export async function listActivePlans(db: Db): Promise<SubscriptionPlan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.active, true))
    .orderBy(...planOrder)
  return rows.map(toSubscriptionPlan)
}

/** One plan a customer may subscribe to now: active, else null (for subscribing). */
export async function findActivePlanRow(db: Db, id: number): Promise<SubscriptionPlanRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(byId(id), eq(subscriptionPlans.active, true)))
    .limit(1)
  return row ?? null
}

function toColumns(input: SubscriptionPlanValues) {
  return {
    name: input.name,
    description: input.description,
    // The contract has checked the amount; decimalToCents cannot fail on it.
    basePriceCents: decimalToCents(input.basePrice)!,
    frequency: input.frequency,
    products: input.products,
    features: input.features,
    icon: input.icon,
    popular: input.popular,
    active: input.active,
  }
}

/** Subscriptions that still hold a plan: any but cancelled ones (active, paused, unpaid). */
async function liveSubscriptions(db: Db, planId: number) {
  const [row] = await db
    .select({ count: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.planId, planId), ne(subscriptions.status, 'cancelled')))
  return row?.count ?? 0
}

/**
 * Subscription plans for the staff resource routes (decision 0020); the page is searched in the
 * name, description and frequency, in the farm's order by default.
 */
export const planStore: StoreOf<typeof planEndpoints> = {
  ...tableStore({
    table: subscriptionPlans,
    toItem: toStaffSubscriptionPlan,
    toColumns,
    // A new plan goes after the others (the form has no sort order).
    newRowColumns: () => ({
      sortOrder: sql`(select coalesce(max(${subscriptionPlans.sortOrder}), 0) + 1 from ${subscriptionPlans})`,
    }),
    listOrder: planOrder,
    search: [subscriptionPlans.name, subscriptionPlans.description, subscriptionPlans.frequency],
    sorts: {
      sortOrder: subscriptionPlans.sortOrder,
      name: sql`lower(${subscriptionPlans.name})`,
      price: subscriptionPlans.basePriceCents,
    },
  }),
  /**
   * Deletes a plan nobody subscribes to; one with live subscriptions is a 409 and stays. The
   * plan's row is locked first, so a subscription to it cannot be added meanwhile (adding one
   * takes a key-share lock on the plan through the foreign key).
   */
  async remove(db, id) {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscriptionPlans).where(byId(id)).for('update')
      if (!row) return null
      if ((await liveSubscriptions(tx, id)) > 0) throw conflict('PLAN_IN_USE', planInUseMessage)
      await tx.delete(subscriptionPlans).where(byId(id))
      return toStaffSubscriptionPlan(row)
    })
  },
}
