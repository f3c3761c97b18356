import { desc, eq } from 'drizzle-orm'
import {
  harvestAlertTypes,
  isHarvestAlertCategory,
  type HarvestAlert,
  type HarvestAlertAdmin,
  type HarvestAlertUpdate,
  type HarvestAlertValues,
} from '#contracts/harvest-alerts'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import { harvestAlerts, type HarvestAlertRow } from '#server/db/schema/harvest-alerts'
import { badRequest } from '#server/http/http-error'
import type { ResourceStore } from '#server/http/staff-resource'
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

const alertTable = tableStore<
  typeof harvestAlerts,
  HarvestAlertAdmin,
  HarvestAlertValues,
  HarvestAlertUpdate
>({
  table: harvestAlerts,
  toItem: toHarvestAlertAdmin,
  toColumns,
  // Spec 3 §7: PUT carries the full body, or only active.
  updateColumns: (input, db) =>
    'title' in input ? toColumns(input, db) : { active: input.active },
  listOrder: newestFirst,
})

/**
 * Harvest alerts for the staff resource routes (decision 0020). A create, an edit and the card's
 * switch each announce the alert in their own transaction when it is live by then (decision 0028).
 */
export function harvestAlertStore(
  context: HarvestAlertMailContext,
): ResourceStore<HarvestAlertAdmin, HarvestAlertValues, HarvestAlertUpdate> {
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
