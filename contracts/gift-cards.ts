import { z } from 'zod'
import { isCalendarDate } from './farm-time'
import {
  emailAddressSchema,
  idParamsSchema,
  optionalText,
  requiredText,
  tokenSchema,
} from './fields'
import { moneySchema, staffAmountSchema } from './money'

/**
 * Gift cards (issue 27, decision 0066): bought in the shop or issued by staff, e-mailed to the
 * recipient on a chosen day with a message, spent at checkout in part (the rest stays on the
 * card), and checked on the gift card page. A code is 16 characters of an alphabet without look-
 * alikes (80 bits), shown as GROV-XXXX-XXXX-XXXX-XXXX; only its hash is kept.
 */
export const giftCardCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const giftCardCodeLength = 16

/** What a person types, as the code: case, spaces, dashes and the GROV prefix do not matter. */
export const normalizeGiftCardCode = (typed: string) =>
  typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^GROV/, '')

export const formatGiftCardCode = (code: string) =>
  ['GROV', ...(code.match(/.{1,4}/g) ?? [])].join('-')

export const giftCardCodeMessage = 'Enter the gift card code as it is on the card'
export const giftCardCodeSchema = z
  .string(giftCardCodeMessage)
  .max(40, giftCardCodeMessage)
  .transform(normalizeGiftCardCode)
  .pipe(
    z
      .string()
      .length(giftCardCodeLength, giftCardCodeMessage)
      .regex(new RegExp(`^[${giftCardCodeAlphabet}]+$`), giftCardCodeMessage),
  )

/** The amounts offered as buttons; any amount from the least to the most may be typed. */
export const giftCardPresetAmounts = ['25.00', '50.00', '100.00'] as const
export const minGiftCardCents = 1000
export const maxGiftCardCents = 50_000
/** A card may be e-mailed up to a year ahead. */
export const maxGiftCardDaysAhead = 365

const centsOf = (amount: string) => Math.round(Number(amount) * 100)
const giftCardAmountSchema = staffAmountSchema('Amount').refine(
  (amount) => centsOf(amount) >= minGiftCardCents && centsOf(amount) <= maxGiftCardCents,
  `Amount must be from $${(minGiftCardCents / 100).toFixed(2)} to $${(maxGiftCardCents / 100).toFixed(2)}`,
)
const sendOnSchema = z
  .string('Send on must be a date')
  .refine(isCalendarDate, 'Send on must be a date such as 2026-12-24')

/** Who gets the card, what it says, and the day it is e-mailed. */
const giftCardDeliverySchema = z.object({
  amount: giftCardAmountSchema,
  recipientName: requiredText('Recipient name', 100),
  recipientEmail: emailAddressSchema('Please enter the recipient’s e-mail address'),
  message: optionalText('Message', 500, { multiline: true }),
  sendOn: sendOnSchema,
})

/** POST /api/gift-cards: a card bought in the shop, paid like an order. */
export const giftCardPurchaseSchema = giftCardDeliverySchema.extend({
  senderName: requiredText('Your name', 100),
  senderEmail: emailAddressSchema('Please enter your e-mail address'),
  idempotencyKey: tokenSchema('Missing idempotency key', { min: 8, max: 255 }),
})
export type GiftCardPurchase = z.input<typeof giftCardPurchaseSchema>
/** The purchase form: the request without its key (the page adds one per attempt). */
export const giftCardPurchaseFormSchema = giftCardPurchaseSchema.omit({ idempotencyKey: true })

/** POST /api/admin/gift-cards: staff issue a card (a prize, an apology, a donation). */
export const giftCardIssueSchema = giftCardDeliverySchema.extend({
  reason: requiredText('Reason', 200),
})
export type GiftCardIssue = z.input<typeof giftCardIssueSchema>

export const giftCardVoidSchema = z.object({ reason: requiredText('Reason', 200) })
export const giftCardIdParamsSchema = idParamsSchema

export const giftCardBalanceRequestSchema = z.object({ code: giftCardCodeSchema })

export const giftCardStatuses = ['pending', 'active', 'void'] as const
export type GiftCardStatus = (typeof giftCardStatuses)[number]
export const giftCardStatusLabels: Record<GiftCardStatus, string> = {
  pending: 'Awaiting payment',
  active: 'Active',
  void: 'Void',
}

/** What the balance page says of a card: never its code, only its last four characters. */
export const giftCardBalanceSchema = z.object({
  lastFour: z.string(),
  status: z.enum(giftCardStatuses),
  initial: moneySchema,
  balance: moneySchema,
})
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>

export const giftCardSummarySchema = giftCardBalanceSchema.extend({
  id: z.number().int(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  senderName: z.string(),
  sendOn: z.string(),
  /** Bought in the shop (its order) or issued by staff (the reason). */
  orderId: z.number().int().nullable(),
  issueReason: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
})
export type GiftCardSummary = z.infer<typeof giftCardSummarySchema>

export const giftCardListQuerySchema = z.object({
  /** The last four characters of the code, or part of the recipient's name or e-mail. */
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
})

/** An issued card with its whole code: shown to staff once, when it is issued. */
export const issuedGiftCardSchema = z.object({
  card: giftCardSummarySchema,
  code: z.string(),
})
