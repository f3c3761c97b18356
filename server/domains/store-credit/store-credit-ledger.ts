import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { StoreCredit, StoreCreditKind } from '#contracts/store-credit'
import { selectRows, type Db } from '#server/db/client'
import { storeCreditEntries } from '#server/db/schema/store-credit'
import { centsToDecimal } from '#server/lib/money'

/** Credit belongs to an e-mail address, whatever its case. */
export const creditHolderOf = (email: string) => email.trim().toLowerCase()

interface Lot {
  id: number
  expiresOn: string | null
  leftCents: number
}

/** The holder's lots with the money left on each, those that expire soonest first. */
async function lotsOf(db: Db, email: string): Promise<Lot[]> {
  const rows = await selectRows<{ id: number; expires_on: string | null; left_cents: number }>(
    db,
    sql`select lot.id, lot.expires_on::text as expires_on,
        (lot.amount_cents + coalesce((select sum(movement.amount_cents)
          from ${storeCreditEntries} movement where movement.lot_id = lot.id), 0))::int as left_cents
      from ${storeCreditEntries} lot
      where lot.customer_email = ${creditHolderOf(email)} and lot.lot_id is null
      order by lot.expires_on asc nulls last, lot.id`,
  )
  return rows.map((row) => ({
    id: Number(row.id),
    expiresOn: row.expires_on,
    leftCents: Number(row.left_cents),
  }))
}

const usableOn = (lot: Lot, today: string) => lot.expiresOn === null || lot.expiresOn >= today

/** Cents the holder may spend on the farm day `today`. */
export async function storeCreditBalance(db: Db, email: string, today: string) {
  return (await lotsOf(db, email))
    .filter((lot) => usableOn(lot, today))
    .reduce((sum, lot) => sum + Math.max(0, lot.leftCents), 0)
}

/**
 * Adds a lot: a grant by staff or a refund to credit, in the caller's transaction.
 */
export async function addStoreCredit(
  db: Db,
  lot: {
    email: string
    kind: Extract<StoreCreditKind, 'grant' | 'refund'>
    amountCents: number
    reason: string | null
    expiresOn?: string | null
    orderId?: number | null
    refundId?: number | null
    staffId?: number | null
  },
) {
  await db.insert(storeCreditEntries).values({
    customerEmail: creditHolderOf(lot.email),
    kind: lot.kind,
    amountCents: lot.amountCents,
    reason: lot.reason,
    expiresOn: lot.expiresOn ?? null,
    orderId: lot.orderId ?? null,
    refundId: lot.refundId ?? null,
    staffId: lot.staffId ?? null,
  })
}

/**
 * Spends up to `wantedCents` of the holder's credit on an order, in the caller's transaction,
 * and answers what was spent. Spends of one holder take turns (a transaction lock on the
 * address), so two checkouts at once never spend the same money: the second sees what the
 * first left. The lots that expire soonest are drawn first.
 */
export async function spendStoreCredit(
  db: Db,
  spend: { email: string; wantedCents: number; orderId: number; today: string },
) {
  const email = creditHolderOf(spend.email)
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`store-credit:${email}`}))`)
  let owed = spend.wantedCents
  for (const lot of await lotsOf(db, email)) {
    if (owed <= 0) break
    if (!usableOn(lot, spend.today) || lot.leftCents <= 0) continue
    const taken = Math.min(owed, lot.leftCents)
    await db.insert(storeCreditEntries).values({
      customerEmail: email,
      kind: 'spend',
      amountCents: -taken,
      lotId: lot.id,
      orderId: spend.orderId,
      reason: `Order #${spend.orderId}`,
    })
    owed -= taken
  }
  return spend.wantedCents - owed
}

/**
 * Gives back what an order that was never paid spent, to the lots it came from (a lot that has
 * expired meanwhile stays expired). Giving back twice gives back once.
 */
export async function returnStoreCreditSpend(db: Db, orderId: number) {
  const spent = await db
    .select({
      lotId: storeCreditEntries.lotId,
      email: storeCreditEntries.customerEmail,
      net: sql<number>`sum(${storeCreditEntries.amountCents})::int`,
    })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.orderId, orderId), isNotNull(storeCreditEntries.lotId)))
    .groupBy(storeCreditEntries.lotId, storeCreditEntries.customerEmail)
  for (const { lotId, email, net } of spent) {
    if (Number(net) >= 0) continue
    await db.insert(storeCreditEntries).values({
      customerEmail: email,
      kind: 'returned',
      amountCents: -Number(net),
      lotId,
      orderId,
      reason: `Order #${orderId} was not paid`,
    })
  }
}

/** The holder's balance and every movement, newest first, as the contract has them. */
export async function storeCreditOf(db: Db, email: string, today: string): Promise<StoreCredit> {
  const holder = creditHolderOf(email)
  const [lots, rows] = await Promise.all([
    lotsOf(db, holder),
    db
      .select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.customerEmail, holder))
      .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id)),
  ])
  const left = new Map(lots.map((lot) => [lot.id, lot]))
  return {
    balance: centsToDecimal(
      lots
        .filter((lot) => usableOn(lot, today))
        .reduce((sum, lot) => sum + Math.max(0, lot.leftCents), 0),
    ),
    entries: rows.map((row) => {
      const lot = row.lotId === null ? left.get(row.id) : undefined
      const expired = lot && !usableOn(lot, today) && lot.leftCents > 0 ? lot.leftCents : null
      return {
        id: row.id,
        kind: row.kind,
        amount: centsToDecimal(row.amountCents),
        reason: row.reason,
        orderId: row.orderId,
        createdAt: row.createdAt.toISOString(),
        expiresOn: row.expiresOn,
        expiredAmount: expired === null ? null : centsToDecimal(expired),
      }
    }),
  }
}
