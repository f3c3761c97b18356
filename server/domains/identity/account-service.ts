import { eq } from 'drizzle-orm'
import type { AccountProfile, EmailPreferences, EmailPreferencesInput } from '#contracts/identity'
import type { Db } from '#server/db/client'
import { users } from '#server/db/schema/identity'
import { badRequest } from '#server/http/http-error'
import {
  leaveNewsletter,
  newsletterConsent,
  subscribeToNewsletter,
} from '#server/domains/engagement/public'
import { harvestAlertConsent, stopHarvestAlerts } from '#server/domains/harvest-alerts/public'

type NewsletterMailer = Parameters<typeof subscribeToNewsletter>[2]

/** Changes the name the shop greets the customer by; null when the account is gone. */
export async function updateProfile(db: Db, userId: string, profile: AccountProfile) {
  const [user] = await db
    .update(users)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()
  return user ?? null
}

export async function emailPreferencesOf(db: Db, email: string | null): Promise<EmailPreferences> {
  if (!email) {
    return { email: null, newsletter: 'off', harvestAlerts: 'off', harvestAlertProducts: [] }
  }
  const [newsletter, alerts] = await Promise.all([
    newsletterConsent(db, email),
    harvestAlertConsent(db, email),
  ])
  return {
    email,
    newsletter,
    harvestAlerts: alerts.consent,
    harvestAlertProducts: alerts.products,
  }
}

/**
 * The mailing lists stay double opt-in: switching the newsletter on e-mails its confirmation
 * link, as the sign-up form does; switching a list off is at once. Harvest alerts are switched on
 * only where the products are chosen (the Harvest Alerts page).
 */
export async function changeEmailPreferences(
  deps: { db: Db; newsletterMailer: NewsletterMailer },
  email: string,
  wanted: EmailPreferencesInput,
): Promise<EmailPreferences> {
  const { db } = deps
  const current = await emailPreferencesOf(db, email)
  if (wanted.harvestAlerts && current.harvestAlerts === 'off') {
    const message = 'Choose the products you want to hear about on the Harvest Alerts page.'
    throw badRequest(message, { harvestAlerts: message })
  }
  if (!wanted.harvestAlerts && current.harvestAlerts !== 'off') await stopHarvestAlerts(db, email)
  if (wanted.newsletter && current.newsletter === 'off') {
    await subscribeToNewsletter(db, email, deps.newsletterMailer)
  }
  if (!wanted.newsletter && current.newsletter !== 'off') await leaveNewsletter(db, email)
  return emailPreferencesOf(db, email)
}
