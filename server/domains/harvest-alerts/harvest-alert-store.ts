import { and, desc, eq, gt, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm'
import {
  harvestAlertTypes,
  isHarvestAlertCategory,
  type HarvestAlert,
  type HarvestAlertAdmin,
  type HarvestAlertStat,
  type HarvestAlertUpdate,
  type HarvestAlertValues,
} from '#contracts/harvest-alerts'
import type { harvestAlerts as harvestAlertEndpoints } from '#contracts/harvest-alerts-api'
import type { StaffSortOf } from '#contracts/staff-resource-endpoints'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import { harvestAlerts, type HarvestAlertRow } from '#server/db/schema/harvest-alerts'
import { badRequest } from '#server/http/http-error'
import type { StoreOf } from '#server/http/staff-resource'
import { tableStore } from '#server/http/table-store'
import { listedOr } from '#server/lib/listed-value'
import { announceHarvestAlerts, liveNow } from './harvest-alert-delivery'
import type { HarvestAlertMailContext } from './harvest-alert-mail'

/** A row as visitors see it (no product id, switch or timestamps). */
export function toHarvestAlert(row: HarvestAlertRow): HarvestAlert {
  return {
    id: row.id,
    title: row.title,
    productName: row.productName,
    alertType: listedOr(harvestAlertTypes, row.alertType, 'harvest_ready'),
    message: row.message,
    alertDate: row.alertDate.toISOString(),
    expiryDate: row.expiryDate?.toISOString() ?? null,
  }
}

export function toHarvestAlertAdmin(row: HarvestAlertRow): HarvestAlertAdmin {
  return {
    ...toHarvestAlert(row),
    productId: row.productId,
    active: row.active,
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Newest alert date first. */
const newestFirst = [desc(harvestAlerts.alertDate), desc(harvestAlerts.id)] as const

/**
 * GET /api/harvest-alerts: active alerts whose alert date has come and whose expiry date has not,
 * compared with the database's clock on every read (an expired alert leaves by itself).
 */
export async function listLiveHarvestAlerts(db: Db): Promise<HarvestAlert[]> {
  const rows = await db
    .select()
    .from(harvestAlerts)
    .where(liveNow())
    .orderBy(...newestFirst)
  return rows.map(toHarvestAlert)
}

export const productChoiceMessage = 'Please choose one of the fresh or honey products'

/** The alert's product: one the shop offers, of the fresh or honey categories (spec 2 §3). */
async function alertProduct(db: Db, productId: number) {
  const [product] = await db
    .select({ name: products.name, category: products.category, active: products.active })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1)
  if (!product?.active || !isHarvestAlertCategory(product.category)) {
    throw badRequest(productChoiceMessage, { productId: productChoiceMessage })
  }
  return product
}

async function toColumns(input: HarvestAlertValues, db: Db) {
  const product = await alertProduct(db, input.productId)
  return {
    productId: input.productId,
    productName: product.name,
    alertType: input.alertType,
    title: input.title,
    message: input.message,
    alertDate: new Date(input.alertDate),
    expiryDate: input.expiryDate ? new Date(input.expiryDate) : null,
    active: input.active,
  }
}

/** Expired: an expiry date that has come (the database's clock, as `liveNow`). */
const expired = and(
  not(isNull(harvestAlerts.expiryDate)),
  lte(harvestAlerts.expiryDate, sql`now()`),
)

/**
 * The admin's figures, as `harvestAlertStatus` tells each alert's state: live now, scheduled
 * (switched on, alert date to come, not expired), and hidden (switched off) or expired.
 */
const alertStats: Record<HarvestAlertStat, SQL> = {
  live: sql`count(*) filter (where ${liveNow()})`,
  scheduled: sql`count(*) filter (where ${and(
    eq(harvestAlerts.active, true),
    gt(harvestAlerts.alertDate, sql`now()`),
    or(isNull(harvestAlerts.expiryDate), gt(harvestAlerts.expiryDate, sql`now()`)),
  )})`,
  off: sql`count(*) filter (where ${or(eq(harvestAlerts.active, false), expired)})`,
}

const alertTable = tableStore<
  typeof harvestAlerts,
  HarvestAlertAdmin,
  HarvestAlertValues,
  HarvestAlertUpdate,
  StaffSortOf<typeof harvestAlertEndpoints>,
  HarvestAlertStat
>({
  table: harvestAlerts,
  toItem: toHarvestAlertAdmin,
  toColumns,
  // Spec 3 §7: PUT carries the full body, or only active.
  updateColumns: (input, db) =>
    'title' in input ? toColumns(input, db) : { active: input.active },
  listOrder: newestFirst,
  search: [harvestAlerts.title, harvestAlerts.productName, harvestAlerts.message],
  sorts: {
    alertDate: harvestAlerts.alertDate,
    title: sql`lower(${harvestAlerts.title})`,
    product: [
      sql`lower(${harvestAlerts.productName})`,
      { by: harvestAlerts.alertDate, desc: true },
    ],
  },
  stats: alertStats,
})

/**
 * Harvest alerts for the staff resource routes (decision 0020). A create, an edit and the card's
 * switch each announce the alert in their own transaction when it is live by then (decision 0028).
 */
export function harvestAlertStore(
  context: HarvestAlertMailContext,
): StoreOf<typeof harvestAlertEndpoints> {
  /** The alert just written, announced if live, as it is then (null: there was none). */
  const announced = async (tx: Db, written: HarvestAlertAdmin | null) => {
    if (!written) return null
    await announceHarvestAlerts(tx, context, written.id)
    return alertTable.get(tx, written.id)
  }

  return {
    ...alertTable,
    create: (db, input) =>
      db.transaction(async (tx) => (await announced(tx, await alertTable.create(tx, input)))!),
    update: (db, id, input) =>
      db.transaction(async (tx) => announced(tx, await alertTable.update(tx, id, input))),
  }
}

/** PATCH .../:id `{ active }`: shown to or hidden from visitors (and announced if now live). */
export const setHarvestAlertActive =
  (context: HarvestAlertMailContext) => (db: Db, id: number, active: boolean) =>
    harvestAlertStore(context).update(db, id, { active })
