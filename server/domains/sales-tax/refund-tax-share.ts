/** The tax columns an order and each of its refunds carry (decision 0062). */
export interface TaxedAmounts {
  taxCents: number
  surtaxCents: number
  taxableCents: number
  surtaxableCents: number
}

const keys = ['taxCents', 'surtaxCents', 'taxableCents', 'surtaxableCents'] as const

/**
 * A refund's share of its order's tax and taxed amounts: in proportion to the amount refunded,
 * and for the refund that takes the rest of the payment exactly what earlier refunds left, so
 * the refunds of an order always give back its whole tax.
 */
export function refundTaxShare(
  order: TaxedAmounts,
  paidCents: number,
  refund: { amountCents: number; earlier: TaxedAmounts & { amountCents: number } },
): TaxedAmounts {
  const rest = refund.earlier.amountCents + refund.amountCents >= paidCents
  const share = (key: (typeof keys)[number]) => {
    const left = Math.max(0, order[key] - refund.earlier[key])
    if (rest || paidCents === 0) return left
    return Math.min(left, Math.round((order[key] * refund.amountCents) / paidCents))
  }
  return Object.fromEntries(keys.map((key) => [key, share(key)])) as unknown as TaxedAmounts
}
