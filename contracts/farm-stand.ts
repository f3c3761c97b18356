import { z } from 'zod'
import { maxCartLineQuantity } from './cart'
import { orderRequestSchema } from './checkout'
import { emailAddressSchema, idField, idParam, lineSchema, requiredText } from './fields'
import { moneySchema } from './money'

/** A custom amount printed on a QR code; `sig` proves the farm made it (the amount can't be edited). */
export const customPaymentSchema = z.object({
  amount: moneySchema,
  description: requiredText('Description', 200),
  sig: z.string().regex(/^[a-f0-9]{64}$/, 'Invalid QR code'),
})

export const portalPaymentRequestSchema = z
  .object({
    customerName: requiredText('Name', 255, { required: 'Please provide your name and email' }),
    customerEmail: emailAddressSchema('Please provide your name and email'),
    items: z
      .array(
        z.object({
          productId: idField(),
          quantity: z.number().int().min(1).max(maxCartLineQuantity),
        }),
      )
      .max(50)
      .default([]),
    customPayment: customPaymentSchema.nullish(),
    /** As in checkout: a fresh random key per attempt; the same key never makes a second order. */
    idempotencyKey: orderRequestSchema.shape.idempotencyKey,
    /** The spec sends 'qr_portal'; accepted and ignored. */
    paymentMethod: lineSchema().max(50).optional(),
  })
  .refine((body) => body.items.length > 0 || body.customPayment, {
    message: 'Please add items to your cart',
    path: ['items'],
  })
export type PortalPaymentRequest = z.input<typeof portalPaymentRequestSchema>

export const portalPaymentResponseSchema = z.object({
  orderId: z.number().int(),
  total: moneySchema,
  checkoutUrl: z.string(),
})

export const generateQrQuerySchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Amount must be like 12.50')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  description: lineSchema().trim().max(200).optional(),
})

export const generatedQrSchema = z.object({
  qrCode: z.string().startsWith('data:image/png;base64,'),
  description: z.string(),
  url: z.string(),
})

export const qrProductParamsSchema = z.object({ productId: idParam() })

/** What the portal shows for a signed custom amount (verified by the server). */
export const verifiedCustomPaymentSchema = z.object({
  valid: z.boolean(),
  amount: moneySchema,
  description: z.string(),
})
