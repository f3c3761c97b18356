import type { FastifyInstance } from 'fastify'
import { farmToday, formatVisitDate } from '#contracts/farm-time'
import { readSiteTexts } from '#server/domains/content/public'
import { readFarmTimeZone } from '#server/domains/settings/public'
import type { Db } from '#server/db/client'
import type { MailMessage } from '#server/domains/notifications/public'

/** How harvest-alert e-mails are made and queued (`app.mail.queue` inside the caller's transaction). */
export interface HarvestAlertMailContext {
  publicUrl: string
  queueMail: (message: MailMessage, options: { db: Db }) => Promise<void>
}

export const harvestAlertMailOf = (app: FastifyInstance): HarvestAlertMailContext => ({
  publicUrl: app.config.publicUrl,
  queueMail: (message, options) => app.mail.queue(message, options),
})

export const harvestAlertConfirmLink = (publicUrl: string, token: string) =>
  `${publicUrl}/harvest-alerts/confirm?token=${encodeURIComponent(token)}`

/**
 * The unsubscribe link of every harvest-alert e-mail. A GET opens the page with its button; a
 * POST to the same address (RFC 8058 one-click, sent by the mail program) unsubscribes.
 */
export const harvestAlertUnsubscribeLink = (publicUrl: string, unsubscribeToken: string) =>
  `${publicUrl}/harvest-alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`

/** `List-Unsubscribe` with one-click unsubscribe (RFC 8058), for mail programs' own button. */
export function unsubscribeHeaders(publicUrl: string, unsubscribeToken: string) {
  return {
    'List-Unsubscribe': `<${harvestAlertUnsubscribeLink(publicUrl, unsubscribeToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** The closing lines of every harvest-alert e-mail: why it came, and how to stop it in one click. */
export function harvestAlertFooter(publicUrl: string, unsubscribeToken: string) {
  return [
    '---',
    'You get this e-mail because this address was entered in our Harvest Alerts sign-up.',
    `Change your products or alert types by signing up again: ${publicUrl}/harvest-alerts`,
    `Unsubscribe from all Harvest Alerts: ${harvestAlertUnsubscribeLink(publicUrl, unsubscribeToken)}`,
  ].join('\n')
}

/** The farm's name and time zone (alert dates are written as the farm's calendar dates). */
export async function farmOfAlerts(db: Db) {
  const [texts, timeZone] = await Promise.all([readSiteTexts(db), readFarmTimeZone(db)])
  return { farmName: texts.text('farm_name'), timeZone }
}

/** "Saturday, November 28, 2026": the farm's calendar date of an instant. */
export const farmDateOf = (instant: Date, timeZone: string) =>
  formatVisitDate(farmToday(timeZone, instant))

/** "Haden Mangos", "Haden Mangos and Wildflower Honey", "A, B and C". */
export function joinNames(names: readonly string[]) {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}
