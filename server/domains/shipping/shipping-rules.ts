import type { ShippingOptionRow } from '../../db/schema/shipping'

/** Local delivery goes only to the farm's delivery ZIP codes (the `delivery_zip_codes` setting). */
export const localDeliveryCode = 'local_delivery'

/** In-person orders from the farm-stand portal: picked up at the stand, not made from the cart. */
export const farmStandMethod = 'farm_stand'
export const farmStandMethodName = 'In person at the farm stand'

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
