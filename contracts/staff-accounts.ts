import { z } from 'zod'
import { emailAddressSchema, requiredText, textSchema, tokenSchema } from './fields'
import { staffRoles, type StaffRole } from './identity'

/**
 * Staff accounts in the back office (issue 25, owner only): the owner invites a person by e-mail
 * (the e-mailed link sets their password and creates the account), changes a role, disables or
 * enables an account and e-mails a password reset link. Passwords are never shown to anyone.
 */

/** What an e-mailed set-password link is for: a new account, or a new password for one. */
export const staffLinkPurposes = ['invite', 'reset'] as const
export type StaffLinkPurpose = (typeof staffLinkPurposes)[number]

/** How long a link works: an invite a week, a password reset a day. */
export const staffInviteLifetimeDays = 7
export const staffResetLifetimeHours = 24

export const staffRoleLabels: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' }

/** The shortest password a staff account may have (as `npm run staff` has always required). */
export const staffPasswordMinLength = 12

const roleSchema = z.enum(staffRoles, 'Choose owner or staff')

/** A staff account as the owner's list shows it. */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  active: z.boolean(),
  /** ISO times. */
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** A password reset link was e-mailed and is neither used nor expired. */
  resetPending: z.boolean(),
})
export type StaffAccount = z.infer<typeof staffAccountSchema>

/** An invite not yet used (it may have expired: the owner can send it again). */
export const staffInviteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  /** Who sent it (null once that account is gone). */
  invitedBy: z.string().nullable(),
  /** ISO times: the last e-mail with the link, and when the link stops working. */
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
})
export type StaffInvite = z.infer<typeof staffInviteSchema>

/** GET /api/admin/staff-accounts: every account, then the invites waiting for an answer. */
export const staffAccountListSchema = z.object({
  accounts: z.array(staffAccountSchema),
  invites: z.array(staffInviteSchema),
})
export type StaffAccountList = z.infer<typeof staffAccountListSchema>

/** POST /api/admin/staff-invites: who to invite, and as what. */
export const staffInviteInputSchema = z.strictObject({
  name: requiredText('Name', 100),
  email: emailAddressSchema(),
  role: roleSchema,
})
export type StaffInviteInput = z.input<typeof staffInviteInputSchema>

/** PUT /api/admin/staff-accounts/:id/role */
export const staffRoleInputSchema = z.strictObject({ role: roleSchema })
export type StaffRoleInput = z.infer<typeof staffRoleInputSchema>

/** A new staff password: at least 12 characters. */
export const staffPasswordSchema = textSchema('Password is required', 'Password')
  .min(staffPasswordMinLength, `Password must be at least ${staffPasswordMinLength} characters`)
  .max(200, 'Password must be at most 200 characters')

const linkTokenSchema = tokenSchema('This link is not valid')

/** POST /api/staff/password-link: what an e-mailed link is for, before a password is chosen. */
export const staffPasswordLinkSchema = z.object({ token: linkTokenSchema })

export const staffPasswordLinkInfoSchema = z.object({
  purpose: z.enum(staffLinkPurposes),
  name: z.string(),
  email: z.string(),
})
export type StaffPasswordLinkInfo = z.infer<typeof staffPasswordLinkInfoSchema>

/** POST /api/staff/set-password: the link's token and the chosen password. */
export const staffSetPasswordSchema = z.object({
  token: linkTokenSchema,
  password: staffPasswordSchema,
})

/** The set-password page's form: the password typed twice. */
export const staffPasswordFormSchema = z
  .object({
    password: staffPasswordSchema,
    confirmPassword: z.string('Please type the password again'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords are not the same',
  })
export type StaffPasswordForm = z.input<typeof staffPasswordFormSchema>

/** What a password reset request answers (202: the e-mail is on its way). */
export const staffResetSentSchema = z.object({ message: z.string() })
