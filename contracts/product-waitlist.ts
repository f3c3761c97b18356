import { z } from 'zod'
import { maxCartLineQuantity } from './cart'
import { honeypotField } from './identity'
import { visitorFields } from './visits'
import { waitlistSearchParam } from './waitlists'

/**
 * Waitlists of sold-out products (issue 26, decision 0067). A customer waits for a quantity;
 * when stock comes back (a restock, a cancelled or lapsed order, an offer let go) the first
 * entries that fit are offered it by e-mail: the units are taken from the stock and held for the
 * farm's hold time. The signed link puts them in the customer's cart, still held, and checkout
 * turns the hold into the order. An offer not bought in time passes to the next entry.
 */
export const productWaitlistStatuses = [
  'waiting',
  'offered',
  'claimed',
  'ordered',
  'expired',
  'left',
  'closed',
] as const
export type ProductWaitlistStatus = (typeof productWaitlistStatuses)[number]

/** Statuses whose entry still waits for, or holds, units. */
export const openProductWaitlistStatuses = ['waiting', 'offered', 'claimed'] as const

export const productWaitlistStatusLabels: Record<ProductWaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  claimed: 'In their cart',
  ordered: 'Ordered',
  expired: 'Offer lapsed',
  left: 'Left',
  closed: 'No longer sold',
}

const quantityMessage = 'Quantity must be a whole number of at least 1'

/** POST /api/products/:id/waitlist. */
export const productWaitlistJoinSchema = z.object({
  customerName: visitorFields.customerName,
  customerEmail: visitorFields.customerEmail,
  quantity: z.coerce
    .number(quantityMessage)
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(maxCartLineQuantity, `Quantity must be at most ${maxCartLineQuantity}`),
  ...honeypotField,
})
export type ProductWaitlistJoinInput = z.input<typeof productWaitlistJoinSchema>
export type ProductWaitlistJoin = z.output<typeof productWaitlistJoinSchema>

/** The customer's own entry, by the token of its e-mailed link. */
export const productWaitlistEntrySchema = z.object({
  status: z.enum(productWaitlistStatuses),
  customerName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  /** Entries before this one that are still waiting (0 is next); null once it is not waiting. */
  ahead: z.number().int().nullable(),
  /** Until when an offer's units are held (ISO); null without an offer. */
  offerExpiresAt: z.string().nullable(),
})
export type ProductWaitlistEntry = z.infer<typeof productWaitlistEntrySchema>

export const productWaitlistJoinedSchema = z.object({
  /** The token of the entry's link (also e-mailed). */
  token: z.string(),
  entry: productWaitlistEntrySchema,
})

export const productWaitlistTokenParamsSchema = z.object({
  token: z.string().trim().min(1).max(100),
})

/** A staff view of one entry of a product's waitlist. */
export const staffProductWaitlistEntrySchema = z.object({
  id: z.number().int(),
  status: z.enum(productWaitlistStatuses),
  customerName: z.string(),
  customerEmail: z.string(),
  quantity: z.number().int(),
  createdAt: z.string(),
  offerExpiresAt: z.string().nullable(),
  orderId: z.number().int().nullable(),
})
export type StaffProductWaitlistEntry = z.infer<typeof staffProductWaitlistEntrySchema>
export const staffProductWaitlistSchema = z.array(staffProductWaitlistEntrySchema)

/** The product page opens an entry from its link with `?waitlist=<token>` (no new page path). */
export const productWaitlistLink = (publicUrl: string, productId: number, token: string) =>
  `${publicUrl}/products/${productId}?${waitlistSearchParam}=${encodeURIComponent(token)}`
