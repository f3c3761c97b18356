import { z } from 'zod'
import { emailAddressSchema, idField, requiredText, tokenSchema } from './fields'
import { honeypotField } from './identity'

/**
 * Harvest alerts (spec 2 "Harvest Alerts", spec 3 "Harvest alerts admin", decision 0028): short
 * notices about a product of the fresh or honey categories ("Haden mangos are ripe!"), shown on
 * /harvest-alerts from their alert date until their expiry date and e-mailed once, when they go
 * live, to the confirmed subscribers who chose that product and that type of alert.
 */

export const harvestAlertTypes = [
  'harvest_ready',
  'pick_your_own',
  'last_call',
  'new_variety',
] as const
export type HarvestAlertType = (typeof harvestAlertTypes)[number]

export const harvestAlertTypeLabels: Record<HarvestAlertType, string> = {
  harvest_ready: 'Harvest Ready',
  pick_your_own: 'Pick Your Own',
  last_call: 'Last Call',
  new_variety: 'New Variety',
}

/** What each type of alert means (the public page's list of alert types, and the e-mails). */
export const harvestAlertTypeExplanations: Record<HarvestAlertType, string> = {
  harvest_ready: 'The fruit is picked or the honey is jarred, and it is ready to order or collect.',
  pick_your_own: 'The rows are open: book a session and pick your own at the farm.',
  last_call: 'The season is ending: the last chance before it is gone until next year.',
  new_variety: 'Something new from the grove or the hives, first come, first served.',
}

/** Spec 2 §3: harvest alerts use the products of these categories. */
export const harvestAlertCategories = ['fresh', 'honey'] as const
export const isHarvestAlertCategory = (category: string) =>
  (harvestAlertCategories as readonly string[]).includes(category)

export const harvestAlertLimits = { title: 255, message: 2000, products: 50 } as const

/** Lifetime of a subscription's confirmation link. */
export const harvestAlertConfirmationLifetimeDays = 7

// ---- Alerts -----------------------------------------------------------------------------------

/** An alert as visitors see it (GET /api/harvest-alerts): active, begun and not expired only. */
export const harvestAlertSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  productName: z.string(),
  alertType: z.enum(harvestAlertTypes),
  message: z.string(),
  /** ISO instant from which the alert is shown (and e-mailed). */
  alertDate: z.string(),
  /** ISO instant at which it leaves the page; null = until staff switch it off. */
  expiryDate: z.string().nullable(),
})
export type HarvestAlert = z.infer<typeof harvestAlertSchema>
export const harvestAlertListSchema = z.array(harvestAlertSchema)

/** An alert as staff see it (GET /api/admin/harvest-alerts): hidden, future and expired ones too. */
export const harvestAlertAdminSchema = harvestAlertSchema.extend({
  productId: z.number().int().positive().nullable(),
  active: z.boolean(),
  /** When its e-mails were queued (it went live); null while it has not. */
  notifiedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type HarvestAlertAdmin = z.infer<typeof harvestAlertAdminSchema>
export const harvestAlertAdminListSchema = z.array(harvestAlertAdminSchema)

/** Where an alert stands for visitors at an instant: the staff card's badge. */
export type HarvestAlertStatus = 'hidden' | 'scheduled' | 'live' | 'expired'

/** Harvest Alerts Admin's figures, counted by the server: live now, scheduled, hidden or expired. */
export const harvestAlertStatKeys = ['live', 'scheduled', 'off'] as const
export type HarvestAlertStat = (typeof harvestAlertStatKeys)[number]
export function harvestAlertStatus(
  alert: Pick<HarvestAlertAdmin, 'active' | 'alertDate' | 'expiryDate'>,
  now: Date = new Date(),
): HarvestAlertStatus {
  if (!alert.active) return 'hidden'
  if (alert.expiryDate && new Date(alert.expiryDate) <= now) return 'expired'
  if (new Date(alert.alertDate) > now) return 'scheduled'
  return 'live'
}

export const alertDateRequired = 'Alert date is required'
export const expiryAfterAlertDate = 'Expiry date must be after the alert date'

/** An instant written in ISO form with its offset ("2026-06-01T12:00:00.000Z"), kept as such. */
function isoInstant(required: string, invalid: string) {
  return z
    .string(required)
    .min(1, required)
    .pipe(z.iso.datetime({ offset: true, error: invalid }))
    .refine((value) => {
      const year = new Date(value).getUTCFullYear()
      return year >= 2000 && year <= 2200
    }, invalid)
    .transform((value) => new Date(value).toISOString())
}

/**
 * POST /api/admin/harvest-alerts and PUT .../:id with the full body (spec 3 §5 "Harvest alert"):
 * product, alert type, title, message and alert date required; expiry date optional and, when
 * given, after the alert date; dates in ISO form. The product must be one of the shop's fresh or
 * honey products (checked by the server, which also stores its name).
 */
export const harvestAlertInputSchema = z
  .object({
    productId: idField('Please choose a product'),
    alertType: z.preprocess(
      (value) => (value === undefined || value === null ? 'harvest_ready' : value),
      z.enum(harvestAlertTypes, { error: 'Please choose an alert type' }),
    ),
    title: requiredText('Title', harvestAlertLimits.title),
    message: requiredText('Message', harvestAlertLimits.message, { multiline: true }),
    alertDate: isoInstant(alertDateRequired, 'Alert date must be a date and time'),
    expiryDate: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      isoInstant(
        'Expiry date must be a date and time',
        'Expiry date must be a date and time',
      ).nullable(),
    ),
    active: z.boolean('Active must be true or false').default(true),
  })
  .superRefine((alert, context) => {
    if (alert.expiryDate && new Date(alert.expiryDate) <= new Date(alert.alertDate)) {
      context.addIssue({ code: 'custom', path: ['expiryDate'], message: expiryAfterAlertDate })
    }
  })
export type HarvestAlertInput = z.input<typeof harvestAlertInputSchema>
export type HarvestAlertValues = z.output<typeof harvestAlertInputSchema>

/** PATCH .../:id, and PUT .../:id with only this field (spec 3 §7): shown or hidden. */
export const harvestAlertToggleSchema = z.strictObject({
  active: z.boolean('active must be true or false'),
})
export type HarvestAlertToggle = z.output<typeof harvestAlertToggleSchema>

const isToggleOnly = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).length === 1 &&
  'active' in body

/**
 * PUT /api/admin/harvest-alerts/:id (spec 3 §7): the full body, or only `active`. Each shape is
 * checked by its own schema, so a 400 still names the fields.
 */
export const harvestAlertUpdateSchema = z
  .unknown()
  .transform((body, context): HarvestAlertValues | HarvestAlertToggle => {
    const result = isToggleOnly(body)
      ? harvestAlertToggleSchema.safeParse(body)
      : harvestAlertInputSchema.safeParse(body)
    if (result.success) return result.data
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message })
    }
    return z.NEVER
  })
export type HarvestAlertUpdate = z.output<typeof harvestAlertUpdateSchema>

// ---- Subscriptions (double opt-in) -------------------------------------------------------------

export const selectProductMessage = 'Please select at least one product'
export const selectAlertTypeMessage = 'Please select at least one alert type'

/**
 * POST /api/harvest-alerts/subscribe (spec 2 §3, §5): an e-mail, at least one product (of the fresh
 * and honey categories: the server checks), at least one alert type. The e-mail is trimmed and
 * lowercased; lists are stored without repeats. The spec's `active: true` is accepted and ignored:
 * a subscription becomes active when its confirmation link is followed. `website` is the honeypot.
 */
export const harvestAlertSubscribeSchema = z.object({
  email: emailAddressSchema(),
  productIds: z
    .array(idField(selectProductMessage), selectProductMessage)
    .min(1, selectProductMessage)
    .max(harvestAlertLimits.products, `Choose at most ${harvestAlertLimits.products} products`)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  alertTypes: z
    .array(z.enum(harvestAlertTypes, 'Choose from the alert types'), selectAlertTypeMessage)
    .min(1, selectAlertTypeMessage)
    .transform((types) => harvestAlertTypes.filter((type) => types.includes(type))),
  ...honeypotField,
})
export type HarvestAlertSubscribeInput = z.input<typeof harvestAlertSubscribeSchema>
export type HarvestAlertSubscribeValues = z.output<typeof harvestAlertSubscribeSchema>

/** The one answer to every sign-up: it does not tell whether the address is subscribed already. */
export const harvestAlertSubscribeResultSchema = z.object({
  status: z.literal('pending'),
  message: z.string(),
})
export type HarvestAlertSubscribeResult = z.infer<typeof harvestAlertSubscribeResultSchema>

export const harvestAlertSubscribeMessage =
  'Please check your e-mail and follow the link in it to confirm your Harvest Alerts.'

/** POST /api/harvest-alerts/confirm and /api/harvest-alerts/unsubscribe: the e-mailed link's token. */
export const harvestAlertTokenSchema = z.object({
  token: tokenSchema('This link is not valid'),
})
export type HarvestAlertTokenInput = z.input<typeof harvestAlertTokenSchema>

export const harvestAlertTokenResultSchema = z.object({ message: z.string() })
export type HarvestAlertTokenResult = z.infer<typeof harvestAlertTokenResultSchema>
