import { z } from 'zod'
import { honeypotField } from './identity'

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
  /** Set by the server: the reviewer's e-mail has a paid order containing this product. */
  verified: z.boolean(),
  /** Set by the server: how many visitors marked the review helpful (one vote each). */
  helpful: z.number().int().nonnegative(),
  createdAt: z.string(),
})
export type Review = z.infer<typeof reviewSchema>

/** GET /api/products/:id/reviews: newest first. */
export const reviewListSchema = z.array(reviewSchema)

/** Database ids are 32-bit integers; a larger number cannot name a row. */
const maxId = 2_147_483_647

export const reviewLimits = { customerName: 100, title: 150, comment: 2000 } as const
export const defaultReviewRating = 5

/**
 * What a reviewer fills in (spec 1 §4-5): the Write Review form validates with this schema and
 * the server with `newReviewSchema` below. Unknown keys (`verified`, `helpful`, `id`,
 * `createdAt`, ...) are stripped: the server decides those.
 */
export const reviewFormSchema = z.object({
  customerName: z
    .string('Please enter your name')
    .trim()
    .min(1, 'Please enter your name')
    .max(reviewLimits.customerName, `Name must be at most ${reviewLimits.customerName} characters`),
  customerEmail: z
    .string('Please enter a valid e-mail address')
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email('Please enter a valid e-mail address')
        .max(255, 'Please enter a valid e-mail address'),
    ),
  rating: z
    .number('Rating must be a whole number from 1 to 5')
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5')
    .default(defaultReviewRating),
  title: z
    .string('Title must be text')
    .trim()
    .max(reviewLimits.title, `Title must be at most ${reviewLimits.title} characters`)
    .nullish(),
  comment: z
    .string('Please write your review')
    .trim()
    .min(1, 'Please write your review')
    .max(reviewLimits.comment, `Review must be at most ${reviewLimits.comment} characters`),
  ...honeypotField,
})
export type ReviewFormInput = z.input<typeof reviewFormSchema>
export type ReviewFormValues = z.output<typeof reviewFormSchema>

/** POST /api/products/:id/reviews body. `productId`, when sent, must be the product in the path. */
export const newReviewSchema = reviewFormSchema.extend({
  productId: z.number('Product id must be a number').int().positive().max(maxId).nullish(),
})
export type NewReview = z.input<typeof newReviewSchema>

const idParam = z.coerce
  .number('Must be a number')
  .int('Must be a whole number')
  .positive()
  .max(maxId)

/** `:id` of /api/products/:id/reviews. */
export const reviewProductParamsSchema = z.object({ id: idParam })
/** `:id` of /api/reviews/:id/helpful. */
export const reviewIdParamsSchema = z.object({ id: idParam })

/** POST /api/reviews/:id/helpful answer: the review's helpful count after the vote. */
export const helpfulVoteSchema = z.object({
  helpful: z.number().int().nonnegative(),
})
export type HelpfulVote = z.infer<typeof helpfulVoteSchema>
