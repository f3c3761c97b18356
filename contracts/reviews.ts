import { z } from 'zod'
import {
  emailAddressSchema,
  idField,
  idParam,
  optionalText,
  requiredText,
  tokenSchema,
} from './fields'
import { honeypotField } from './identity'
import { listPageSchema, listPaging, listSearchField } from './paged-list'

/**
 * A product review as the public sees it (spec 1 §3). The reviewer's e-mail and user id are
 * private: they are stored but never part of an answer.
 */
export const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().positive(),
  customerName: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string().nullable(),
  comment: z.string(),
  /**
   * Set by the server (Verified Purchase): written by the signed-in customer or the visitor session
   * that paid for this product, or through the review link e-mailed to its buyer. A typed e-mail
   * never counts.
   */
  verified: z.boolean(),
  /** Set by the server: how many visitors marked the review helpful (one vote each). */
  helpful: z.number().int().nonnegative(),
  createdAt: z.string(),
})
export type Review = z.infer<typeof reviewSchema>

/**
 * GET /api/reviews/summary: the shown reviews of products on sale, averaged. `averageRating`
 * (one decimal) and `satisfiedPercent` (share of 4 and 5 stars, whole percent) are null when
 * there are none, so no page shows a figure nobody gave.
 */
export const reviewSummarySchema = z.object({
  reviewCount: z.number().int().nonnegative(),
  averageRating: z.number().min(1).max(5).nullable(),
  satisfiedPercent: z.number().int().min(0).max(100).nullable(),
})
export type ReviewSummary = z.infer<typeof reviewSummarySchema>

/** GET /api/products/:id/reviews: the shown reviews (approved, not hidden), newest first. */
export const reviewListSchema = z.array(reviewSchema)

/**
 * POST /api/products/:id/reviews answer: the review, and whether it waits for staff approval
 * (decision 0043). A Verified Purchase shows at once; any other review waits, out of the shop.
 */
export const submittedReviewSchema = reviewSchema.extend({ awaitingApproval: z.boolean() })
export type SubmittedReview = z.infer<typeof submittedReviewSchema>

/** What the reviewer is told when the review waits for approval (as a blog comment does). */
export const reviewAwaitingApprovalMessage =
  'Thank you! Your review will appear once it has been approved.'

export const reviewLimits = { customerName: 100, title: 150, comment: 2000 } as const
export const defaultReviewRating = 5

/**
 * What a reviewer fills in (spec 1 §4-5): the Write Review form validates with this schema and
 * the server with `newReviewSchema` below. Unknown keys (`verified`, `helpful`, `id`,
 * `createdAt`, ...) are stripped: the server decides those.
 */
export const reviewFormSchema = z.object({
  customerName: requiredText('Name', reviewLimits.customerName, {
    required: 'Please enter your name',
  }),
  customerEmail: emailAddressSchema(),
  rating: z
    .number('Rating must be a whole number from 1 to 5')
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5')
    .default(defaultReviewRating),
  title: optionalText('Title', reviewLimits.title),
  comment: requiredText('Review', reviewLimits.comment, {
    multiline: true,
    required: 'Please write your review',
  }),
  ...honeypotField,
})
export type ReviewFormInput = z.input<typeof reviewFormSchema>
export type ReviewFormValues = z.output<typeof reviewFormSchema>

/** The secret of a review link e-mailed to a buyer (32 random bytes, base64url). */
const reviewLinkToken = tokenSchema('Expired or already used')

/**
 * POST /api/products/:id/reviews body. `productId`, when sent, must be the product in the path;
 * `reviewToken`, when sent, is the review link's token (used once, for its product only).
 */
export const newReviewSchema = reviewFormSchema.extend({
  productId: idField('Product id must be a number').nullish(),
  reviewToken: reviewLinkToken.nullish(),
})
export type NewReview = z.input<typeof newReviewSchema>

/** `:id` of /api/products/:id/reviews. */
export const reviewProductParamsSchema = z.object({ id: idParam() })
/** `:id` of /api/reviews/:id/helpful. */
export const reviewIdParamsSchema = z.object({ id: idParam() })

/** POST /api/reviews/:id/helpful answer: the review's helpful count after the vote. */
export const helpfulVoteSchema = z.object({
  helpful: z.number().int().nonnegative(),
})
export type HelpfulVote = z.infer<typeof helpfulVoteSchema>

/** `:token` of GET /api/review-links/:token. */
export const reviewLinkParamsSchema = z.object({ token: reviewLinkToken })

/** GET /api/review-links/:token: what the Write Review form is prefilled with. */
export const reviewLinkSchema = z.object({
  productId: z.number().int().positive(),
  customerName: z.string(),
  customerEmail: z.string(),
})
export type ReviewLink = z.infer<typeof reviewLinkSchema>

/** The query parameter of the product page that carries a review link's token. */
export const reviewLinkQueryParam = 'review'

/**
 * PATCH /api/admin/reviews/:id body (staff): `hidden: false` shows the review in the shop (for a
 * review awaiting approval, approves it), `hidden: true` keeps it out. Either way it no longer
 * awaits approval.
 */
export const reviewVisibilitySchema = z.object({ hidden: z.boolean('Must be true or false') })

/** Where a review stands: waiting for staff (not a Verified Purchase), in the shop, or hidden. */
export const reviewStatuses = ['awaiting_approval', 'shown', 'hidden'] as const
export type ReviewStatus = (typeof reviewStatuses)[number]

/** A review as staff see it: the public fields and where it stands. */
export const staffReviewSchema = reviewSchema.extend({ status: z.enum(reviewStatuses) })
export type StaffReview = z.infer<typeof staffReviewSchema>

/**
 * GET /api/admin/reviews: every review, awaiting approval and hidden ones too, newest first, with
 * the product's name (spec 3 §2 Reviews tab). The reviewer's e-mail stays private even from this
 * list.
 */
export const staffReviewListItemSchema = staffReviewSchema.extend({ productName: z.string() })
export type StaffReviewListItem = z.infer<typeof staffReviewListItemSchema>

/** The staff list's sorts: newest first by default. */
export const staffReviewSorts = ['created', 'rating', 'product', 'customer'] as const
export type StaffReviewSort = (typeof staffReviewSorts)[number]

/**
 * GET /api/admin/reviews query (issue 25): searched (product, reviewer's name, title, comment),
 * filtered by status and rating, sorted and paged on the server.
 */
export const staffReviewQuerySchema = z.object({
  q: listSearchField,
  status: z.enum(reviewStatuses, 'Status must be awaiting_approval, shown or hidden').optional(),
  rating: z.coerce
    .number('Rating must be a whole number from 1 to 5')
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5')
    .optional(),
  ...listPaging({ sorts: staffReviewSorts, sort: 'created', dir: 'desc' }),
})
export type StaffReviewQuery = z.infer<typeof staffReviewQuerySchema>

/**
 * One page of reviews, and how many reviews of each status the search (and rating) finds, for
 * the status filter's counts.
 */
export const staffReviewPageSchema = listPageSchema(staffReviewListItemSchema).extend({
  counts: z.object({
    all: z.number().int().nonnegative(),
    awaiting_approval: z.number().int().nonnegative(),
    shown: z.number().int().nonnegative(),
    hidden: z.number().int().nonnegative(),
  }),
})
export type StaffReviewPage = z.infer<typeof staffReviewPageSchema>
