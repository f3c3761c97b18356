import { z } from 'zod'
import { idField, idParamsSchema } from './fields'
import { moneySchema } from './money'

/**
 * The cart (spec 1 §4, §7). Lines belong to the signed-in customer, or else to the visitor's
 * session; the server prices everything, so requests carry only product ids and quantities.
 *
 * Answers:
 * - `GET /api/cart` 200 `CartItem[]` ordered by id (`[]` for a visitor without a session).
 * - `POST /api/cart` 200 `CartItem`: the new line, or the existing line `quantity` higher.
 * - `PUT /api/cart/:id` 200 `CartItem` with the new quantity; 204 when a quantity of 0 or less
 *   removed the line.
 * - `DELETE /api/cart/:id` 204; `DELETE /api/cart` 204.
 * - Errors: 400 naming the field, 404 for an unknown product or another owner's line,
 *   409 `OUT_OF_STOCK` / `INSUFFICIENT_STOCK`.
 */

/** Most of one product a cart line may hold. */
export const maxCartLineQuantity = 99

export const cartProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: moneySchema,
  unit: z.string().nullable(),
  imageUrl: z.string().nullable(),
  inStock: z.boolean(),
  category: z.string(),
})
export type CartProduct = z.infer<typeof cartProductSchema>

export const cartItemSchema = z.object({
  id: z.number().int().positive(),
  quantity: z.number().int().positive(),
  product: cartProductSchema,
})
export type CartItem = z.infer<typeof cartItemSchema>

export const cartSchema = z.array(cartItemSchema)

const tooMany = `At most ${maxCartLineQuantity} of one product`

/** `POST /api/cart`. Anything else a client sends (price, name, ...) is dropped. */
export const addToCartSchema = z.object({
  productId: idField({
    whole: 'Must be a whole number',
    positive: 'Must be a product id',
    tooLarge: 'No such product',
  }),
  quantity: z
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(maxCartLineQuantity, tooMany)
    .default(1),
})
export type AddToCart = z.input<typeof addToCartSchema>

/** `PUT /api/cart/:id`. A quantity of 0 or less removes the line (spec 1 §4). */
export const updateCartItemSchema = z.object({
  quantity: z.number().int('Must be a whole number').max(maxCartLineQuantity, tooMany),
})
export type UpdateCartItem = z.infer<typeof updateCartItemSchema>

export const cartItemIdParamsSchema = idParamsSchema
