import { z } from 'zod'
import { emailAddressSchema, tokenSchema } from './fields'
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

export const staffLoginSchema = z.object({
  email: emailAddressSchema(),
  password: z.string().min(1, 'Password is required').max(200),
})
export type StaffLogin = z.input<typeof staffLoginSchema>

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** Attached files (a booking's calendar entry): name, type and text content. */
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), content: z.string() }),
  ),
  /** 'sms': a text message kept here because no SMS provider is configured (decision 0032). */
  channel: z.enum(['email', 'sms']),
  createdAt: z.string(),
})
export const outboxListSchema = z.array(outboxMessageSchema)

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
})
export const auditListSchema = z.array(auditEntrySchema)

export const pendingCommentCountSchema = z.object({ pending: z.number().int().nonnegative() })
