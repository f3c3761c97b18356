import { desc, eq } from 'drizzle-orm'
import {
  harvestAlertTypes,
  isHarvestAlertCategory,
  type HarvestAlert,
  type HarvestAlertAdmin,
  type HarvestAlertType,
  type HarvestAlertUpdate,
  type HarvestAlertValues,
} from '#contracts/harvest-alerts'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import { harvestAlerts, type HarvestAlertRow } from '#server/db/schema/harvest-alerts'
import { badRequest } from '#server/http/http-error'
import type { ResourceStore } from '#server/http/staff-resource'
import { announceHarvestAlerts, liveNow } from './harvest-alert-delivery'
import type { HarvestAlertMailContext } from './harvest-alert-mail'

const asType = (type: string): HarvestAlertType =>
  (harvestAlertTypes as readonly string[]).includes(type)
    ? (type as HarvestAlertType)
    : 'harvest_ready'

/** A row as visitors see it (no product id, switch or timestamps). */
export function toHarvestAlert(row: HarvestAlertRow): HarvestAlert {
  return {
    id: row.id,
    title: row.title,
    productName: row.productName,
    alertType: asType(row.alertType),
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

async function toColumns(db: Db, input: HarvestAlertValues) {
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

const byId = (id: number) => eq(harvestAlerts.id, id)

async function readAlert(db: Db, id: number) {
  const [row] = await db.select().from(harvestAlerts).where(byId(id)).limit(1)
  return row ? toHarvestAlertAdmin(row) : null
}

/**
 * Harvest alerts for the staff resource routes (decision 0020). A create, an edit and the card's
 * switch each announce the alert in their own transaction when it is live by then (decision 0028).
 */
export function harvestAlertStore(
  context: HarvestAlertMailContext,
): ResourceStore<HarvestAlertAdmin, HarvestAlertValues, HarvestAlertUpdate> {
  const change = (
    db: Db,
    id: number,
    columns: (tx: Db) => Promise<Partial<typeof harvestAlerts.$inferInsert>>,
  ) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(harvestAlerts)
        .set({ ...(await columns(tx)), updatedAt: new Date() })
        .where(byId(id))
        .returning({ id: harvestAlerts.id })
      if (!row) return null
      await announceHarvestAlerts(tx, context, id)
      return readAlert(tx, id)
    })

  return {
    async list(db) {
      const rows = await db
        .select()
        .from(harvestAlerts)
        .orderBy(...newestFirst)
      return rows.map(toHarvestAlertAdmin)
    },
    get: readAlert,
    async create(db, input) {
      return db.transaction(async (tx) => {
        const now = new Date()
        const [row] = await tx
          .insert(harvestAlerts)
          .values({ ...(await toColumns(tx, input)), createdAt: now, updatedAt: now })
          .returning({ id: harvestAlerts.id })
        await announceHarvestAlerts(tx, context, row!.id)
        return (await readAlert(tx, row!.id))!
      })
    },
    update(db, id, input) {
      // Spec 3 §7: PUT carries the full body, or only active.
      return change(db, id, async (tx) =>
        'title' in input ? toColumns(tx, input) : { active: input.active },
      )
    },
    async remove(db, id) {
      const [row] = await db.delete(harvestAlerts).where(byId(id)).returning()
      return row ? toHarvestAlertAdmin(row) : null
    },
  }
}

/** PATCH .../:id `{ active }`: shown to or hidden from visitors (and announced if now live). */
export const setHarvestAlertActive =
  (context: HarvestAlertMailContext) => (db: Db, id: number, active: boolean) =>
    harvestAlertStore(context).update(db, id, { active })
