import { endpoint } from './endpoint'
import { placeOrderResponseSchema } from './checkout'
import {
  giftCardBalanceRequestSchema,
  giftCardBalanceSchema,
  giftCardIdParamsSchema,
  giftCardIssueSchema,
  giftCardListQuerySchema,
  giftCardPurchaseSchema,
  giftCardSummarySchema,
  giftCardVoidSchema,
  issuedGiftCardSchema,
} from './gift-cards'
import { z } from 'zod'

/** Buys a gift card: an order of one card, paid as any order is. */
export const buyGiftCard = endpoint({
  method: 'POST',
  path: '/api/gift-cards',
  body: giftCardPurchaseSchema,
  responses: { 201: placeOrderResponseSchema },
})

/** What is left on a card (POST: the code stays out of addresses and logs). */
export const checkGiftCardBalance = endpoint({
  method: 'POST',
  path: '/api/gift-cards/balance',
  body: giftCardBalanceRequestSchema,
  responses: { 200: giftCardBalanceSchema },
})

export const listGiftCards = endpoint({
  method: 'GET',
  path: '/api/admin/gift-cards',
  query: giftCardListQuerySchema,
  responses: { 200: z.array(giftCardSummarySchema) },
})

export const issueGiftCard = endpoint({
  method: 'POST',
  path: '/api/admin/gift-cards',
  body: giftCardIssueSchema,
  responses: { 201: issuedGiftCardSchema },
})

export const voidGiftCard = endpoint({
  method: 'POST',
  path: '/api/admin/gift-cards/:id/void',
  params: giftCardIdParamsSchema,
  body: giftCardVoidSchema,
  responses: { 200: giftCardSummarySchema },
})
