import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm'
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '#server/db/client'
import { siteContent } from '#server/db/schema/content'
import {
  newsletterConfirmationTokens,
  newsletterSubscriptions,
  type NewsletterSubscriptionRow,
} from '#server/db/schema/engagement'
import { newsletterConfirmationLifetimeDays } from '#contracts/engagement'
import { siteContentDefaults } from '#contracts/site-content-defaults'
import type { EmailConsent } from '#contracts/identity'
import type { MailMessage } from '#server/domains/notifications/public'

const dayMs = 24 * 60 * 60 * 1000
export const confirmationLifetimeMs = newsletterConfirmationLifetimeDays * dayMs

/** Queues an e-mail inside the caller's transaction (`app.mail.queue`). */
export type QueueMail = (message: MailMessage, options: { db: Db }) => Promise<void>

export interface NewsletterMailContext {
  publicUrl: string
  queueMail: QueueMail
}

const randomToken = () => randomBytes(32).toString('base64url')
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const confirmLink = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`
export const unsubscribeLink = (publicUrl: string, unsubscribeToken: string) =>
  `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`

/**
 * The closing lines every newsletter e-mail carries (the confirmation and welcome e-mails too,
 * and any newsletter the farm sends later): how to leave the list in one click.
 */
export function newsletterFooter(
  publicUrl: string,
  subscription: Pick<NewsletterSubscriptionRow, 'unsubscribeToken'>,
) {
  return [
    '---',
    'You get this e-mail because this address was entered in our newsletter sign-up.',
    `Unsubscribe at any time: ${unsubscribeLink(publicUrl, subscription.unsubscribeToken)}`,
  ].join('\n')
}

async function farmName(db: Db) {
  const [row] = await db
    .select({ content: siteContent.content })
    .from(siteContent)
    .where(eq(siteContent.key, 'farm_name'))
    .limit(1)
  return row?.content?.trim() || siteContentDefaults.farm_name.content
}

/**
 * Signs an address up (double opt-in). One row per address, whatever happens: a new or
 * unconfirmed or unsubscribed address gets a fresh confirmation e-mail; a confirmed, active one
 * gets a short note that it is already on the list. Either way the caller answers the same, so
 * the sign-up form does not tell who reads the newsletter. The row stays inactive until the link
 * is followed.
 */
export async function subscribeToNewsletter(
  db: Db,
  email: string,
  context: NewsletterMailContext,
): Promise<void> {
  return db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscriptions)
      .values({ email, isActive: false, unsubscribeToken: randomToken() })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
    const [subscription] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
      .for('update')
    if (!subscription) throw new Error(`newsletter subscription for ${email} vanished`)
    const name = await farmName(tx)
    if (subscription.isActive && subscription.confirmedAt) {
      await context.queueMail(
        {
          to: subscription.email,
          subject: `You're already on the ${name} newsletter`,
          text: [
            `Hello again from ${name}!`,
            '',
            "Someone (we hope it was you) asked to sign this address up for our newsletter. Good news: you're already subscribed, so there is nothing to do. Harvest news will keep coming your way.",
            '',
            newsletterFooter(context.publicUrl, subscription),
          ].join('\n'),
        },
        { db: tx },
      )
      return
    }

    const token = randomToken()
    await tx.insert(newsletterConfirmationTokens).values({
      tokenHash: hashToken(token),
      subscriptionId: subscription.id,
      expiresAt: new Date(Date.now() + confirmationLifetimeMs),
    })
    await context.queueMail(
      {
        to: subscription.email,
        subject: 'Confirm your Groveside newsletter subscription',
        text: [
          `Hello from ${name}!`,
          '',
          'Someone (we hope it was you) asked to get our newsletter at this address: harvest news, recipes and farm events, a few times a season.',
          '',
          `Please confirm your subscription with this link (it works for ${newsletterConfirmationLifetimeDays} days):`,
          confirmLink(context.publicUrl, token),
          '',
          'If you did not sign up, ignore this e-mail and you will not hear from us again.',
          '',
          newsletterFooter(context.publicUrl, subscription),
        ].join('\n'),
      },
      { db: tx },
    )
  })
}

/**
 * Follows a confirmation link: the token works once, within its lifetime. Confirms and activates
 * the subscription, spends the address's other open links, and queues a welcome e-mail.
 * Answers false for an unknown, used or expired token.
 */
export async function confirmNewsletterSubscription(
  db: Db,
  token: string,
  context: NewsletterMailContext,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date()
    const [spent] = await tx
      .update(newsletterConfirmationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(newsletterConfirmationTokens.tokenHash, hashToken(token)),
          isNull(newsletterConfirmationTokens.usedAt),
          gt(newsletterConfirmationTokens.expiresAt, now),
        ),
      )
      .returning({ subscriptionId: newsletterConfirmationTokens.subscriptionId })
    if (!spent) return false

    const [subscription] = await tx
      .update(newsletterSubscriptions)
      .set({ isActive: true, confirmedAt: now, updatedAt: now })
      .where(eq(newsletterSubscriptions.id, spent.subscriptionId))
      .returning()
    if (!subscription) return false
    await spendOpenConfirmationLinks(tx, subscription.id, now)

    const name = await farmName(tx)
    await context.queueMail(
      {
        to: subscription.email,
        subject: `Welcome to the ${name} newsletter`,
        text: [
          `Thank you for confirming, and welcome to ${name}!`,
          '',
          "From now on we'll write when the mangos are ripe, when the bees have filled the honey jars, and when there's an event or pick-your-own morning you won't want to miss.",
          '',
          `See what's fresh right now: ${context.publicUrl}/products`,
          '',
          newsletterFooter(context.publicUrl, subscription),
        ].join('\n'),
      },
      { db: tx },
    )
    return true
  })
}

/**
 * Follows an unsubscribe link: the subscription becomes inactive (again and again: the link is
 * idempotent) and older confirmation links stop working. False for an unknown token.
 */
export async function unsubscribeFromNewsletter(
  db: Db,
  unsubscribeToken: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date()
    const [subscription] = await tx
      .update(newsletterSubscriptions)
      .set({ isActive: false, updatedAt: now })
      .where(eq(newsletterSubscriptions.unsubscribeToken, unsubscribeToken))
      .returning({ id: newsletterSubscriptions.id })
    if (!subscription) return false
    await spendOpenConfirmationLinks(tx, subscription.id, now)
    return true
  })
}

async function spendOpenConfirmationLinks(db: Db, subscriptionId: number, now: Date) {
  await db
    .update(newsletterConfirmationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(newsletterConfirmationTokens.subscriptionId, subscriptionId),
        isNull(newsletterConfirmationTokens.usedAt),
      ),
    )
}

/**
 * Where an address stands on the list (a customer's account shows it): subscribed, waiting for
 * an open confirmation link, or off.
 */
export async function newsletterConsent(db: Db, email: string): Promise<EmailConsent> {
  const [subscription] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
  if (!subscription) return 'off'
  if (subscription.isActive && subscription.confirmedAt) return 'subscribed'
  const [open] = await db
    .select({ tokenHash: newsletterConfirmationTokens.tokenHash })
    .from(newsletterConfirmationTokens)
    .where(
      and(
        eq(newsletterConfirmationTokens.subscriptionId, subscription.id),
        isNull(newsletterConfirmationTokens.usedAt),
        gt(newsletterConfirmationTokens.expiresAt, new Date()),
      ),
    )
    .limit(1)
  return open ? 'pending' : 'off'
}

/** Takes an address off the list, as its unsubscribe link does (a customer in their account). */
export async function leaveNewsletter(db: Db, email: string): Promise<void> {
  const [subscription] = await db
    .select({ unsubscribeToken: newsletterSubscriptions.unsubscribeToken })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
  if (subscription) await unsubscribeFromNewsletter(db, subscription.unsubscribeToken)
}

/** Removes confirmation tokens that were used or expired more than a day ago. */
export async function purgeSpentConfirmationTokens(db: Db) {
  const dayAgo = new Date(Date.now() - dayMs)
  await db
    .delete(newsletterConfirmationTokens)
    .where(
      or(
        lt(newsletterConfirmationTokens.expiresAt, dayAgo),
        and(
          isNotNull(newsletterConfirmationTokens.usedAt),
          lt(newsletterConfirmationTokens.usedAt, dayAgo),
        ),
      ),
    )
}
