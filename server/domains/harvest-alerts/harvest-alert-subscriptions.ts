import { and, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm'
import { createHash, randomBytes } from 'node:crypto'
import {
  harvestAlertCategories,
  harvestAlertConfirmationLifetimeDays,
  harvestAlertTypeLabels,
  harvestAlertTypes,
  type HarvestAlertSubscribeValues,
} from '#contracts/harvest-alerts'
import type { EmailConsent } from '#contracts/identity'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import {
  harvestAlertConfirmationTokens,
  harvestAlertSubscriptions,
} from '#server/db/schema/harvest-alerts'
import { badRequest } from '#server/http/http-error'
import {
  farmOfAlerts,
  harvestAlertConfirmLink,
  harvestAlertFooter,
  joinNames,
  unsubscribeHeaders,
  type HarvestAlertMailContext,
} from './harvest-alert-mail'

const dayMs = 24 * 60 * 60 * 1000
const confirmationLifetimeMs = harvestAlertConfirmationLifetimeDays * dayMs

const randomToken = () => randomBytes(32).toString('base64url')
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const unknownProductMessage = 'Please choose from the fresh and honey products'

/** The chosen products' names, in the order given; refuses any that is not a fresh or honey product. */
async function chosenProductNames(db: Db, productIds: readonly number[]) {
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        inArray(products.id, [...productIds]),
        eq(products.active, true),
        inArray(products.category, [...harvestAlertCategories]),
      ),
    )
  const names = new Map(rows.map((row) => [row.id, row.name]))
  if (productIds.some((id) => !names.has(id))) {
    throw badRequest(unknownProductMessage, { productIds: unknownProductMessage })
  }
  return productIds.map((id) => names.get(id)!)
}

const typeWords = (types: readonly string[]) =>
  joinNames(
    harvestAlertTypes
      .filter((type) => types.includes(type))
      .map((type) => harvestAlertTypeLabels[type]),
  )

/**
 * Signs an address up for harvest alerts (double opt-in). One row per address. Every sign-up
 * e-mails a confirmation link that carries the chosen products and alert types: following it
 * makes them the address's choices and switches the alerts on. Until then nothing changes, so a
 * stranger cannot change or start anyone's alerts, and the caller answers every sign-up alike,
 * so the form does not tell who is subscribed. Refuses (400, `productIds`) products that are not
 * the shop's fresh or honey products.
 */
export async function subscribeToHarvestAlerts(
  db: Db,
  choices: Pick<HarvestAlertSubscribeValues, 'email' | 'productIds' | 'alertTypes'>,
  context: HarvestAlertMailContext,
): Promise<void> {
  const names = await chosenProductNames(db, choices.productIds)
  await db.transaction(async (tx) => {
    await tx
      .insert(harvestAlertSubscriptions)
      .values({
        email: choices.email,
        productIds: [],
        alertTypes: [],
        active: false,
        unsubscribeToken: randomToken(),
      })
      .onConflictDoNothing({ target: harvestAlertSubscriptions.email })
    let [subscription] = await tx
      .select()
      .from(harvestAlertSubscriptions)
      .where(eq(harvestAlertSubscriptions.email, choices.email))
      .for('update')
    if (!subscription) throw new Error(`harvest alert subscription for ${choices.email} vanished`)
    if (!subscription.unsubscribeToken) {
      ;[subscription] = await tx
        .update(harvestAlertSubscriptions)
        .set({ unsubscribeToken: randomToken() })
        .where(eq(harvestAlertSubscriptions.id, subscription.id))
        .returning()
    }

    const token = randomToken()
    await tx.insert(harvestAlertConfirmationTokens).values({
      tokenHash: hashToken(token),
      subscriptionId: subscription!.id,
      productIds: choices.productIds,
      alertTypes: choices.alertTypes,
      expiresAt: new Date(Date.now() + confirmationLifetimeMs),
    })
    const { farmName } = await farmOfAlerts(tx)
    const unsubscribeToken = subscription!.unsubscribeToken!
    await context.queueMail(
      {
        to: choices.email,
        subject: 'Confirm your Harvest Alerts',
        text: [
          `Hello from ${farmName}!`,
          '',
          'Someone (we hope it was you) asked us to e-mail this address when there is news about:',
          `  ${joinNames(names)}`,
          `  (${typeWords(choices.alertTypes)} alerts)`,
          '',
          `Please confirm with this link (it works for ${harvestAlertConfirmationLifetimeDays} days):`,
          harvestAlertConfirmLink(context.publicUrl, token),
          '',
          'If you did not ask for this, ignore this e-mail and nothing will change.',
          '',
          harvestAlertFooter(context.publicUrl, unsubscribeToken),
        ].join('\n'),
        headers: unsubscribeHeaders(context.publicUrl, unsubscribeToken),
      },
      { db: tx },
    )
  })
}

/**
 * Follows a confirmation link: it works once, within its lifetime. The link's products and alert
 * types become the address's choices, the alerts are switched on, and the address's other open
 * links stop working. Answers the confirmed choices in words, or null for an unknown, used or
 * expired link.
 */
export async function confirmHarvestAlerts(
  db: Db,
  token: string,
): Promise<{ products: string; alertTypes: string } | null> {
  return db.transaction(async (tx) => {
    const now = new Date()
    const [spent] = await tx
      .update(harvestAlertConfirmationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(harvestAlertConfirmationTokens.tokenHash, hashToken(token)),
          isNull(harvestAlertConfirmationTokens.usedAt),
          gt(harvestAlertConfirmationTokens.expiresAt, now),
        ),
      )
      .returning()
    if (!spent) return null
    const [subscription] = await tx
      .select({ confirmedAt: harvestAlertSubscriptions.confirmedAt })
      .from(harvestAlertSubscriptions)
      .where(eq(harvestAlertSubscriptions.id, spent.subscriptionId))
      .for('update')
    if (!subscription) return null
    await tx
      .update(harvestAlertSubscriptions)
      .set({
        productIds: spent.productIds,
        alertTypes: spent.alertTypes,
        active: true,
        confirmedAt: subscription.confirmedAt ?? now,
        updatedAt: now,
      })
      .where(eq(harvestAlertSubscriptions.id, spent.subscriptionId))
    await spendOpenLinks(tx, spent.subscriptionId, now)

    const rows = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.id, spent.productIds))
    const names = new Map(rows.map((row) => [row.id, row.name]))
    return {
      products: joinNames(spent.productIds.flatMap((id) => names.get(id) ?? [])),
      alertTypes: typeWords(spent.alertTypes),
    }
  })
}

/**
 * Follows an unsubscribe link (the page's button or a mail program's one-click POST): no more
 * alerts to this address, and its open confirmation links stop working. Idempotent; false for
 * an unknown token.
 */
export async function unsubscribeFromHarvestAlerts(db: Db, unsubscribeToken: string) {
  return db.transaction(async (tx) => {
    const now = new Date()
    const [subscription] = await tx
      .update(harvestAlertSubscriptions)
      .set({ active: false, updatedAt: now })
      .where(eq(harvestAlertSubscriptions.unsubscribeToken, unsubscribeToken))
      .returning({ id: harvestAlertSubscriptions.id })
    if (!subscription) return false
    await spendOpenLinks(tx, subscription.id, now)
    return true
  })
}

/**
 * Where an address's harvest alerts stand (a customer's account shows it), with the names of the
 * products they are about: on, waiting for an open confirmation link, or off.
 */
export async function harvestAlertConsent(
  db: Db,
  email: string,
): Promise<{ consent: EmailConsent; products: string[] }> {
  const [subscription] = await db
    .select()
    .from(harvestAlertSubscriptions)
    .where(eq(harvestAlertSubscriptions.email, email))
  if (!subscription) return { consent: 'off', products: [] }
  if (subscription.active && subscription.confirmedAt) {
    const rows = subscription.productIds.length
      ? await db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, subscription.productIds))
      : []
    const names = new Map(rows.map((row) => [row.id, row.name]))
    return {
      consent: 'subscribed',
      products: subscription.productIds.flatMap((id) => names.get(id) ?? []),
    }
  }
  const [open] = await db
    .select({ tokenHash: harvestAlertConfirmationTokens.tokenHash })
    .from(harvestAlertConfirmationTokens)
    .where(
      and(
        eq(harvestAlertConfirmationTokens.subscriptionId, subscription.id),
        isNull(harvestAlertConfirmationTokens.usedAt),
        gt(harvestAlertConfirmationTokens.expiresAt, new Date()),
      ),
    )
    .limit(1)
  return { consent: open ? 'pending' : 'off', products: [] }
}

/** Switches an address's alerts off, as its unsubscribe link does (a customer in their account). */
export async function stopHarvestAlerts(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date()
    const [subscription] = await tx
      .update(harvestAlertSubscriptions)
      .set({ active: false, updatedAt: now })
      .where(eq(harvestAlertSubscriptions.email, email))
      .returning({ id: harvestAlertSubscriptions.id })
    if (subscription) await spendOpenLinks(tx, subscription.id, now)
  })
}

async function spendOpenLinks(db: Db, subscriptionId: number, now: Date) {
  await db
    .update(harvestAlertConfirmationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(harvestAlertConfirmationTokens.subscriptionId, subscriptionId),
        isNull(harvestAlertConfirmationTokens.usedAt),
      ),
    )
}

/** Removes confirmation links that were used or expired more than a day ago. */
export async function purgeSpentHarvestAlertLinks(db: Db) {
  const dayAgo = new Date(Date.now() - dayMs)
  await db
    .delete(harvestAlertConfirmationTokens)
    .where(
      or(
        lt(harvestAlertConfirmationTokens.expiresAt, dayAgo),
        and(
          isNotNull(harvestAlertConfirmationTokens.usedAt),
          lt(harvestAlertConfirmationTokens.usedAt, dayAgo),
        ),
      ),
    )
}
