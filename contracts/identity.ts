import { z } from 'zod'
import { emailAddressSchema, optionalText, requiredText, tokenSchema } from './fields'
import { isReturnPath } from './return-path'

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
})
export type User = z.infer<typeof userSchema>

/**
 * Public forms carry a hidden `website` field that people leave empty and bots fill in.
 * The server answers a filled one as if all went well, and does nothing.
 */
export const honeypotField = { website: z.string().max(500).optional() }

export const emailLinkRequestSchema = z.object({
  email: emailAddressSchema(),
  /** The page to come back to after following the link. */
  returnTo: z.string().refine(isReturnPath, 'Must be a page of this site').optional(),
  ...honeypotField,
})

export const signInStartQuerySchema = z.object({ returnTo: z.string().optional() })
export type EmailLinkRequest = z.input<typeof emailLinkRequestSchema>

export const emailLinkVerifySchema = z.object({
  token: tokenSchema('Invalid sign-in link'),
})

export const staffRoles = ['owner', 'staff'] as const
export const staffRoleSchema = z.enum(staffRoles)
export type StaffRole = z.infer<typeof staffRoleSchema>

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
})
export type StaffMember = z.infer<typeof staffMemberSchema>

/**
 * GET /api/session: who this browser is signed in as, a customer, a staff member, both or
 * neither. Always a 200, so a visitor's page load logs no 401 (issue 22).
 */
export const sessionSchema = z.object({
  customer: userSchema.nullable(),
  staff: staffMemberSchema.nullable(),
})
export type SessionState = z.infer<typeof sessionSchema>

/** How long a customer's first and last name may be (the users table's columns). */
export const customerNameMax = 100

/** PATCH /api/account/profile: the name the shop greets the customer by. */
export const accountProfileSchema = z.strictObject({
  firstName: requiredText('First name', customerNameMax),
  lastName: optionalText('Last name', customerNameMax).transform((name) => name || null),
})
export type AccountProfileInput = z.input<typeof accountProfileSchema>
export type AccountProfile = z.output<typeof accountProfileSchema>

/** A mailing list as the account sees it: on, waiting for the e-mailed confirmation, or off. */
export const emailConsentStates = ['subscribed', 'pending', 'off'] as const
export type EmailConsent = (typeof emailConsentStates)[number]

/**
 * GET /api/account/email-preferences: the account e-mail's newsletter and harvest alerts (both
 * double opt-in, decision 0028), with the products the alerts are about.
 */
export const emailPreferencesSchema = z.object({
  email: z.string().nullable(),
  newsletter: z.enum(emailConsentStates),
  harvestAlerts: z.enum(emailConsentStates),
  harvestAlertProducts: z.array(z.string()),
})
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>

/**
 * PUT /api/account/email-preferences. Newsletter on sends its confirmation e-mail (nothing when
 * already on or waiting); off leaves the list at once. Harvest alerts are switched on where their
 * products are chosen (/harvest-alerts); here they can only be kept or switched off.
 */
export const emailPreferencesInputSchema = z.strictObject({
  newsletter: z.boolean('Newsletter must be on or off'),
  harvestAlerts: z.boolean('Harvest alerts must be on or off'),
})
export type EmailPreferencesInput = z.infer<typeof emailPreferencesInputSchema>

export const staffLoginSchema = z.object({
  email: emailAddressSchema(),
  password: z.string().min(1, 'Password is required').max(200),
})
export type StaffLogin = z.input<typeof staffLoginSchema>

/** 'sms': a text message kept in the outbox because no SMS provider is configured (decision 0032). */
export const outboxChannels = ['email', 'sms'] as const
export type OutboxChannel = (typeof outboxChannels)[number]

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** Attached files (a booking's calendar entry): name, type and text content. */
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), content: z.string() }),
  ),
  channel: z.enum(outboxChannels),
  createdAt: z.string(),
})
export const outboxListSchema = z.array(outboxMessageSchema)

export const pendingCommentCountSchema = z.object({ pending: z.number().int().nonnegative() })
