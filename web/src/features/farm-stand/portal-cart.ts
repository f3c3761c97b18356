import type { Product } from '#contracts/catalog'
import { amountToCents } from '#web/lib/format-money'
import { isBuyable } from '#web/lib/product-availability'

/** What the portal shows of a product (the public list of GET /api/products). */
export type PortalProduct = Pick<
  Product,
  'id' | 'name' | 'description' | 'category' | 'price' | 'unit' | 'imageUrl' | 'inStock'
>

/** One line of the portal's order: a product id and how many (the server prices it). */
export interface PortalCartItem {
  productId: number
  quantity: number
}

/** The server takes at most 99 of one product per portal order. */
export const maxQuantity = 99

/** Adds one of a product: a new line at the end, or one more on its line (never above 99). */
export function addToCart(cart: readonly PortalCartItem[], productId: number): PortalCartItem[] {
  if (!cart.some((item) => item.productId === productId))
    return [...cart, { productId, quantity: 1 }]
  return changeQuantity(cart, productId, 1)
}

/** Changes a line by `delta`; a quantity of 0 or less removes the line (spec 2 §5). */
export function changeQuantity(
  cart: readonly PortalCartItem[],
  productId: number,
  delta: number,
): PortalCartItem[] {
  return cart.flatMap((item) => {
    if (item.productId !== productId) return [item]
    const quantity = Math.min(item.quantity + delta, maxQuantity)
    return quantity > 0 ? [{ ...item, quantity }] : []
  })
}

export interface PortalLine {
  product: PortalProduct
  quantity: number
  lineCents: number
}

/**
 * The cart's lines with their products. Lines of products no longer listed or out of stock are
 * left out (a product QR code can pre-add one that sold out since it was printed).
 */
export function cartLines(
  cart: readonly PortalCartItem[],
  products: readonly PortalProduct[],
): PortalLine[] {
  return cart.flatMap((item) => {
    const product = products.find((candidate) => candidate.id === item.productId)
    return product && isBuyable(product)
      ? [
          {
            product,
            quantity: item.quantity,
            lineCents: amountToCents(product.price) * item.quantity,
          },
        ]
      : []
  })
}

/**
 * The total shown before paying, in cents: the listed prices of the lines plus a verified custom
 * amount. Display only: the server prices the order for real.
 */
export function portalTotalCents(
  lines: readonly PortalLine[],
  customAmount: string | null,
): number {
  const products = lines.reduce((sum, line) => sum + line.lineCents, 0)
  return products + (customAmount ? amountToCents(customAmount) : 0)
}

/** "per lb" -> "/ lb", "16 oz jar" -> "/ 16 oz jar", for "$4.50 / lb". */
export function unitSuffix(unit: string | null): string {
  if (!unit) return ''
  return ` / ${unit.replace(/^per\s+/i, '')}`
}

export interface CustomPaymentParams {
  amount: string
  description: string
  sig: string
}

export interface PortalParams {
  /** `?product=ID`: the product a product QR code pre-adds. */
  productId: number | null
  /** `?amount&description&sig`: a custom amount from a staff QR code (to be verified). */
  custom: CustomPaymentParams | null
  /** `?description` alone: a note from the farm stand. */
  note: string | null
}

/** Reads the portal's address: what a scanned QR code asks for. */
export function readPortalParams(params: URLSearchParams): PortalParams {
  const product = params.get('product')?.trim() ?? ''
  const productId = /^\d{1,9}$/.test(product) && Number(product) > 0 ? Number(product) : null
  const amount = params.get('amount')?.trim() ?? ''
  const sig = params.get('sig')?.trim() ?? ''
  const description = params.get('description')?.trim() ?? ''
  if (amount || sig) return { productId, custom: { amount, description, sig }, note: null }
  return { productId, custom: null, note: description || null }
}

/** The verify call's input for a custom amount, or null when the code lacks a part (it is not genuine). */
export function verifyInput(custom: CustomPaymentParams) {
  if (!custom.amount || !custom.sig || !custom.description) return null
  return { query: { amount: custom.amount, description: custom.description, sig: custom.sig } }
}
