import { z } from 'zod'
import { endpoint } from './endpoint'
import {
  accountProfileSchema,
  emailLinkRequestSchema,
  emailLinkVerifySchema,
  emailPreferencesInputSchema,
  emailPreferencesSchema,
  outboxListSchema,
  sessionSchema,
  staffLoginSchema,
  staffMemberSchema,
  userSchema,
} from './identity'

/** What the sign-in link's request answers, sent or not (a bot's is answered the same). */
export const emailLinkSentSchema = z.object({ message: z.string() })

// ---- customers ---------------------------------------------------------------------------

/** E-mails a one-time sign-in link (202: it is on its way). */
export const requestEmailLink = endpoint({
  method: 'POST',
  path: '/api/auth/email-link',
  body: emailLinkRequestSchema,
  responses: { 202: emailLinkSentSchema },
})

/** Signs the customer in with the e-mailed link's token. */
export const verifyEmailLink = endpoint({
  method: 'POST',
  path: '/api/auth/email-link/verify',
  body: emailLinkVerifySchema,
  responses: { 200: userSchema },
})

/** The signed-in customer (401 for anyone else). */
export const getCurrentUser = endpoint({
  method: 'GET',
  path: '/api/auth/user',
  responses: { 200: userSchema },
})

/** Who this browser is signed in as: a customer, a staff member, both or neither (always 200). */
export const getSession = endpoint({
  method: 'GET',
  path: '/api/session',
  responses: { 200: sessionSchema },
})

/** Ends the customer's sign-in; a staff sign-in stays. */
export const signOut = endpoint({
  method: 'POST',
  path: '/api/logout',
  responses: { 204: z.null() },
})

// ---- the customer's account --------------------------------------------------------------

/** Sets the name the shop greets the customer by. */
export const updateProfile = endpoint({
  method: 'PATCH',
  path: '/api/account/profile',
  body: accountProfileSchema,
  responses: { 200: userSchema },
})

/** The account e-mail's newsletter and harvest alerts. */
export const getEmailPreferences = endpoint({
  method: 'GET',
  path: '/api/account/email-preferences',
  responses: { 200: emailPreferencesSchema },
})

/** Switches the newsletter on (sends its confirmation) or off, and harvest alerts off. */
export const setEmailPreferences = endpoint({
  method: 'PUT',
  path: '/api/account/email-preferences',
  body: emailPreferencesInputSchema,
  responses: { 200: emailPreferencesSchema },
})

// ---- staff -------------------------------------------------------------------------------

/** Every address under it answers staff only (the staff screens' lists and changes). */
export const staffApiPrefix = '/api/admin/'

export const staffLogin = endpoint({
  method: 'POST',
  path: '/api/staff/login',
  body: staffLoginSchema,
  responses: { 200: staffMemberSchema },
})

/** The signed-in staff member. */
export const getStaffMember = endpoint({
  method: 'GET',
  path: '/api/staff/me',
  responses: { 200: staffMemberSchema },
})

/** Ends the staff sign-in; a customer sign-in stays. */
export const staffLogout = endpoint({
  method: 'POST',
  path: '/api/staff/logout',
  responses: { 204: z.null() },
})

/** The latest e-mails and text messages the shop sent or kept. */
export const listOutboxMessages = endpoint({
  method: 'GET',
  path: '/api/admin/outbox',
  responses: { 200: outboxListSchema },
})
