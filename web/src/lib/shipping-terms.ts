import { useQuery } from '@tanstack/react-query'
import type { ShippingOption } from '#contracts/checkout'
import * as checkoutApi from '#contracts/checkout-api'
import { apiQuery } from './api-client'
import { formatMoney } from './format-money'

/**
 * Every shipping figure a page states comes from `GET /api/shipping-options`, the same options
 * and free-shipping setting checkout charges by (decision 0016), so no page can promise a price
 * that checkout does not charge.
 */
export function useShippingTerms() {
  return useQuery(apiQuery(checkoutApi.listShippingOptions))
}

/** "75.00" -> "$75", "12.50" -> "$12.50". */
export const wholeDollars = (amount: string) => formatMoney(amount).replace(/\.00$/, '')

/** A method's price as pages state it: "Free", "$25", or "Free on orders over $75, otherwise $15". */
export function shippingPriceText(option: Pick<ShippingOption, 'cost' | 'freeOverSubtotal'>) {
  if (Number(option.cost) === 0) return 'Free'
  if (option.freeOverSubtotal === null) return wholeDollars(option.cost)
  return `Free on orders over ${wholeDollars(option.freeOverSubtotal)}, otherwise ${wholeDollars(option.cost)}`
}

/**
 * The shop's free-shipping promise: the methods that ship anywhere (not local-only) and are free
 * over a subtotal, or null when there is none. Local delivery's own threshold is not a promise
 * to everyone, so it is left out.
 */
export function freeShippingPromise(options: readonly ShippingOption[] | undefined) {
  const shipped = (options ?? []).filter(
    (option) => option.freeOverSubtotal !== null && !option.localOnly && Number(option.cost) > 0,
  )
  const over = shipped[0]?.freeOverSubtotal
  if (!over) return null
  const names = shipped
    .filter((option) => option.freeOverSubtotal === over)
    .map((option) => option.name)
    .join(' and ')
  return {
    /** e.g. "$75". */
    over: wholeDollars(over),
    /** e.g. "Standard Shipping". */
    methods: names,
    /** e.g. "Free Standard Shipping on orders over $75". */
    headline: `Free ${names} on orders over ${wholeDollars(over)}`,
  }
}

/** Each method with its price and time, e.g. "Farm Pickup (Same day): Free." for the FAQ. */
export function shippingCostSummary(options: readonly ShippingOption[] | undefined) {
  return (options ?? [])
    .map((option) => {
      const days = option.estimatedDays ? ` (${option.estimatedDays})` : ''
      return `${option.name}${days}: ${shippingPriceText(option)}.`
    })
    .join(' ')
}
