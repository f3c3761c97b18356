import { z } from 'zod'
import { emailAddressSchema, lineSchema, requiredText, tokenSchema } from './fields'
import { honeypotField } from './identity'

// ---- Contact messages (spec 1 §3, §5, §7) ------------------------------------------------

/** Subject values of the contact form, in the order the form lists them. */
export const contactSubjects = ['products', 'visit', 'wholesale', 'support', 'other'] as const
export type ContactSubject = (typeof contactSubjects)[number]

/** What a person sees for each subject value (spec 1 §3). */
export const contactSubjectLabels: Record<ContactSubject, string> = {
  products: 'Product Inquiry',
  visit: 'Farm Visit',
  wholesale: 'Wholesale Orders',
  support: 'Customer Support',
  other: 'Other',
}

/**
 * POST /api/contact. Every text is trimmed; an empty phone is no phone. `website` is the hidden
 * honeypot field: the server answers a filled one as if all went well and stores nothing.
 */
export const contactMessageSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailAddressSchema(),
  phone: lineSchema('Phone number must be text', 'Phone number')
    .trim()
    .max(50, 'Phone number must be at most 50 characters')
    .transform((phone) => phone || undefined)
    .optional(),
  subject: z.enum(contactSubjects, 'Please choose a subject'),
  message: requiredText('Message', 5000, { multiline: true }),
  ...honeypotField,
})
/** What the form holds (before trimming). */
export type ContactMessageInput = z.input<typeof contactMessageSchema>
/** What the server works with (trimmed, empty phone removed). */
export type ContactMessage = z.output<typeof contactMessageSchema>

export const contactMessageReceivedSchema = z.object({ message: z.string() })
export type ContactMessageReceived = z.infer<typeof contactMessageReceivedSchema>

// ---- Newsletter (double opt-in) ----------------------------------------------------------

/** POST /api/newsletter/subscribe. The e-mail is trimmed and lowercased (one row per address). */
export const newsletterSubscribeSchema = z.object({
  email: emailAddressSchema(),
  ...honeypotField,
})
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>

/**
 * The answer to a sign-up, new or repeated (a repeated sign-up is not an error). Always the same,
 * so it does not tell whether the address is already on the list: an e-mail is on its way (a
 * confirmation link, or a note that the address is already subscribed).
 */
export const newsletterSubscribeResultSchema = z.object({
  status: z.literal('pending'),
  message: z.string(),
})
export type NewsletterSubscribeResult = z.infer<typeof newsletterSubscribeResultSchema>

/** POST /api/newsletter/confirm and /api/newsletter/unsubscribe: the token from the e-mailed link. */
export const newsletterTokenSchema = z.object({
  token: tokenSchema('This link is not valid'),
})
export type NewsletterTokenInput = z.input<typeof newsletterTokenSchema>

export const newsletterTokenResultSchema = z.object({ message: z.string() })
export type NewsletterTokenResult = z.infer<typeof newsletterTokenResultSchema>

/** Lifetime of a confirmation link. */
export const newsletterConfirmationLifetimeDays = 7
