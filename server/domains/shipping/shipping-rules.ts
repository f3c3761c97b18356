import { z } from 'zod'
import { localDeliveryMethod } from '#contracts/order-states'
import type { ShippingOptionRow } from '#server/db/schema/shipping'

/**
 * The one free-shipping promise of the shop (decision 0016): the methods named are free once the
 * subtotal is over the threshold. Checkout, the shipping page and the storefront's marketing lines
 * all read it through the shipping options, so they cannot disagree.
 */
export const freeShippingSettingKey = 'free_shipping'
export const freeShippingSettingSchema = z.object({
  overSubtotalCents: z.number().int().min(0),
  methods: z.array(z.string()),
})
export type FreeShippingSetting = z.infer<typeof freeShippingSettingSchema>

/**
 * The option with the shop's free-shipping threshold folded into its own `freeFromSubtotalCents`
 * (the lower of the two when both apply).
 */
export function withFreeShipping<
  Option extends Pick<ShippingOptionRow, 'code' | 'freeFromSubtotalCents'>,
>(option: Option, setting: FreeShippingSetting | null): Option {
  if (!setting || !setting.methods.includes(option.code)) return option
  const own = option.freeFromSubtotalCents
  return {
    ...option,
    freeFromSubtotalCents:
      own === null ? setting.overSubtotalCents : Math.min(own, setting.overSubtotalCents),
  }
}

/** A cart product as the shipping rules see it. */
export interface ShippedProduct {
  id: number
  name: string
  perishable: boolean
}

/**
 * The perishable products (fresh fruit) a method that does not carry perishables cannot take,
 * with the reason the checkout shows, or null when the method may take the whole cart.
 */
export function perishableRefusal(
  option: Pick<ShippingOptionRow, 'carriesPerishables'>,
  cart: readonly ShippedProduct[],
): { products: ShippedProduct[]; reason: string } | null {
  if (option.carriesPerishables) return null
  const products = [...new Map(cart.filter((p) => p.perishable).map((p) => [p.id, p])).values()]
  if (products.length === 0) return null
  return {
    products,
    reason: `Not available for fresh fruit: ${products.map((p) => p.name).join(', ')}`,
  }
}

/** Local delivery goes only to the farm's delivery ZIP codes (the `delivery_zip_codes` setting). */
export const localDeliveryCode = localDeliveryMethod

export const farmStandMethodName = 'In person at the farm stand'

/** A method code read as words ("refrigerated_shipping" → "Refrigerated shipping"). */
export function methodCodeAsWords(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Pickup'
}

export type ShippingQuote = { ok: true; costCents: number } | { ok: false; problem: string }

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

/**
 * What a shipping method costs for this subtotal and ZIP code, or why it cannot be used.
 * Local delivery: free for subtotals over $25 (the option's freeFromSubtotalCents), $10 otherwise,
 * and refused outside the delivery ZIP codes. Every method respects its min/max order amounts.
 */
export function quoteShipping(
  option: Pick<
    ShippingOptionRow,
    | 'code'
    | 'name'
    | 'costCents'
    | 'available'
    | 'minOrderAmountCents'
    | 'maxOrderAmountCents'
    | 'freeFromSubtotalCents'
  >,
  order: { subtotalCents: number; zipCode?: string | null; deliveryZipCodes: readonly string[] },
): ShippingQuote {
  if (!option.available) return { ok: false, problem: `${option.name} is not available right now.` }
  if (order.subtotalCents < option.minOrderAmountCents) {
    return {
      ok: false,
      problem: `${option.name} needs an order of at least ${dollars(option.minOrderAmountCents)}.`,
    }
  }
  if (option.maxOrderAmountCents !== null && order.subtotalCents > option.maxOrderAmountCents) {
    return {
      ok: false,
      problem: `${option.name} is for orders up to ${dollars(option.maxOrderAmountCents)}.`,
    }
  }
  if (option.code === localDeliveryCode) {
    const zip = order.zipCode?.slice(0, 5)
    if (!zip || !order.deliveryZipCodes.includes(zip)) {
      return {
        ok: false,
        problem: `${option.name} only reaches addresses near the farm (ZIP ${order.deliveryZipCodes.join(', ')}).`,
      }
    }
  }
  const free =
    option.freeFromSubtotalCents !== null && order.subtotalCents > option.freeFromSubtotalCents
  return { ok: true, costCents: free ? 0 : option.costCents }
}
