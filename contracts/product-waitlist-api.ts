import { endpoint } from './endpoint'
import { idParamsSchema } from './fields'
import {
  productWaitlistEntrySchema,
  productWaitlistJoinedSchema,
  productWaitlistJoinSchema,
  productWaitlistTokenParamsSchema,
  staffProductWaitlistSchema,
} from './product-waitlist'

/** A customer joins a sold-out product's waitlist for a quantity (decision 0067). */
export const joinProductWaitlist = endpoint({
  method: 'POST',
  path: '/api/products/:id/waitlist',
  params: idParamsSchema,
  body: productWaitlistJoinSchema,
  responses: { 201: productWaitlistJoinedSchema },
})

/** The customer's entry, by its e-mailed link: place in line, or the offer. */
export const getProductWaitlistEntry = endpoint({
  method: 'GET',
  path: '/api/product-waitlist/:token',
  params: productWaitlistTokenParamsSchema,
  responses: { 200: productWaitlistEntrySchema },
})

/** Puts an offer's held units in the caller's cart, still held until the offer's time. */
export const claimProductWaitlistOffer = endpoint({
  method: 'POST',
  path: '/api/product-waitlist/:token/claim',
  params: productWaitlistTokenParamsSchema,
  responses: { 200: productWaitlistEntrySchema },
})

/** Leaves the waitlist, or lets an offer go to the next customer at once. */
export const leaveProductWaitlist = endpoint({
  method: 'POST',
  path: '/api/product-waitlist/:token/leave',
  params: productWaitlistTokenParamsSchema,
  responses: { 200: productWaitlistEntrySchema },
})

/** Staff: a product's waitlist, in line order. */
export const listProductWaitlist = endpoint({
  method: 'GET',
  path: '/api/admin/products/:id/waitlist',
  params: idParamsSchema,
  responses: { 200: staffProductWaitlistSchema },
})

/** Staff take an entry off a product's waitlist (held units pass to the next). */
export const removeProductWaitlistEntry = endpoint({
  method: 'DELETE',
  path: '/api/admin/product-waitlist/:id',
  params: idParamsSchema,
  responses: { 200: staffProductWaitlistSchema },
})
