import type { ReactNode } from 'react'
import type { SaleTaxAnswer } from '#contracts/sales-tax'
import { salesTaxRow } from '#web/components/sales-tax-row'
import { CardSection } from '#web/components/card-section'
import { OrderLineList } from '#web/components/order-line-list'
import { OrderTotals } from '#web/components/order-totals'
import { formatUnit } from '#web/lib/format-unit'

export interface SummaryLine {
  key: string | number
  name: string
  quantity: number
  /** Two-decimal string, as the API sends it. */
  unitPrice: string
  unit: string | null
  lineTotal: string
}

/** Order summary (spec 2 §2): lines with quantity and unit price, subtotal, shipping, total. */
export function OrderSummary({
  lines,
  subtotal,
  shipping,
  shippingLabel,
  tax,
  total,
  busy = false,
  children,
}: {
  lines: readonly SummaryLine[]
  subtotal: string
  /** Shown in the shipping row: an amount, 'Free', or a short reason. */
  shipping: string
  /** e.g. 'Shipping (Standard Shipping)'. */
  shippingLabel: string
  /** The quote's sales tax; null until the address is known; left out, no tax row. */
  tax?: SaleTaxAnswer | null
  total: string
  /** A new quote is on its way. */
  busy?: boolean
  children?: ReactNode
}) {
  return (
    <CardSection id="checkout-summary-heading" title="Order Summary" busy={busy}>
      <OrderLineList
        label="Items in your order"
        lineTestId="summary-line"
        lines={lines.map(({ unit, ...line }) => {
          const suffix = formatUnit(unit)
          return { ...line, unitNote: suffix && ` ${suffix}` }
        })}
      />
      <OrderTotals
        className="border-t border-border pt-4"
        rows={[
          { term: 'Subtotal', value: subtotal, testId: 'summary-subtotal' },
          {
            term: shippingLabel,
            value: shipping,
            testId: 'summary-shipping',
            valueClassName: 'text-right font-medium tabular-nums',
          },
          ...(tax === undefined ? [] : [salesTaxRow(tax)]),
        ]}
        total={total}
        totalTestId="summary-total"
      />
      {children}
    </CardSection>
  )
}
