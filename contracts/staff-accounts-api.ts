import { z } from 'zod'
import { endpoint } from './endpoint'
import { idParamsSchema } from './fields'
import { staffMemberSchema } from './identity'
import {
  staffAccountListSchema,
  staffAccountSchema,
  staffInviteInputSchema,
  staffInviteSchema,
  staffPasswordLinkInfoSchema,
  staffPasswordLinkSchema,
  staffResetSentSchema,
  staffRoleInputSchema,
  staffSetPasswordSchema,
} from './staff-accounts'

// ---- the owner's Staff accounts screen ---------------------------------------------------

/** Every staff account and the open invites (owner only). */
export const listStaffAccounts = endpoint({
  method: 'GET',
  path: '/api/admin/staff-accounts',
  responses: { 200: staffAccountListSchema },
})

/** Invites a person by e-mail: the link in it sets their password (409 for a known e-mail). */
export const inviteStaff = endpoint({
  method: 'POST',
  path: '/api/admin/staff-invites',
  body: staffInviteInputSchema,
  responses: { 201: staffInviteSchema },
})

/** E-mails an open invite again, with a new link that works for another week. */
export const resendStaffInvite = endpoint({
  method: 'POST',
  path: '/api/admin/staff-invites/:id/resend',
  params: idParamsSchema,
  responses: { 200: staffInviteSchema },
})

/** Withdraws an open invite: its link stops working. */
export const revokeStaffInvite = endpoint({
  method: 'DELETE',
  path: '/api/admin/staff-invites/:id',
  params: idParamsSchema,
  responses: { 204: z.null() },
})

/** Makes an account owner or staff (never the owner's own, nor the last active owner's). */
export const changeStaffRole = endpoint({
  method: 'PUT',
  path: '/api/admin/staff-accounts/:id/role',
  params: idParamsSchema,
  body: staffRoleInputSchema,
  responses: { 200: staffAccountSchema },
})

/** Disables an account: its sign-ins end at once and it cannot sign in again until enabled. */
export const disableStaffAccount = endpoint({
  method: 'POST',
  path: '/api/admin/staff-accounts/:id/disable',
  params: idParamsSchema,
  responses: { 200: staffAccountSchema },
})

export const enableStaffAccount = endpoint({
  method: 'POST',
  path: '/api/admin/staff-accounts/:id/enable',
  params: idParamsSchema,
  responses: { 200: staffAccountSchema },
})

/** E-mails the account a link to set a new password (the old one works until then). */
export const sendStaffPasswordReset = endpoint({
  method: 'POST',
  path: '/api/admin/staff-accounts/:id/password-reset',
  params: idParamsSchema,
  responses: { 202: staffResetSentSchema },
})

// ---- the page the e-mailed link opens (public, token-checked, rate-limited) ---------------

/** Who the link is for and why, so the page can greet them; uses nothing up. */
export const describeStaffPasswordLink = endpoint({
  method: 'POST',
  path: '/api/staff/password-link',
  body: staffPasswordLinkSchema,
  responses: { 200: staffPasswordLinkInfoSchema },
})

/** Sets the password with the link (once): creates an invited account, and signs it in. */
export const setStaffPasswordWithLink = endpoint({
  method: 'POST',
  path: '/api/staff/set-password',
  body: staffSetPasswordSchema,
  responses: { 200: staffMemberSchema },
})
