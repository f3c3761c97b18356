import type { SaleTaxAnswer } from '#contracts/sales-tax'
import type { OrderTotalsRow } from './order-totals'
import { formatMoney } from '../lib/format-money'

/**
 * An order's sales tax as a row of `OrderTotals`: its amount and what it was charged at
 * ("FL 6% + Martin County 0.5%"), or, before the address is known, that the address decides it.
 */
export const salesTaxRow = (tax: SaleTaxAnswer | null, testId = 'summary-tax'): OrderTotalsRow => ({
  term: (
    <>
      Sales tax
      <span className="block text-xs">{tax ? tax.description : 'Set by the delivery address'}</span>
    </>
  ),
  value: tax ? formatMoney(tax.amount) : '—',
  testId,
})
