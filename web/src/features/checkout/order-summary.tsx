import type { ReactNode } from 'react'
import type { SaleTaxAnswer } from '#contracts/sales-tax'
import { salesTaxRow } from '#web/components/sales-tax-row'
import { CardSection } from '#web/components/card-section'
import { OrderLineList } from '#web/components/order-line-list'
import { OrderTotals } from '#web/components/order-totals'
import { formatMoney } from '#web/lib/format-money'
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
  balances,
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
  /** What a gift card and store credit pay of the total and what is left for the card. */
  balances?: { giftCard: string | null; storeCredit: string | null; amountDue: string } | null
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
      {balances && (
        <dl className="grid gap-2 text-sm">
          {balances.giftCard && (
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-muted-foreground">Paid with gift card</dt>
              <dd className="font-medium tabular-nums" data-testid="summary-gift-card">
                −{formatMoney(balances.giftCard)}
              </dd>
            </div>
          )}
          {balances.storeCredit && (
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-muted-foreground">Paid with store credit</dt>
              <dd className="font-medium tabular-nums" data-testid="summary-store-credit">
                −{formatMoney(balances.storeCredit)}
              </dd>
            </div>
          )}
          <div className="flex items-baseline justify-between gap-4">
            <dt className="font-semibold">To pay by card</dt>
            <dd className="font-semibold tabular-nums" data-testid="summary-amount-due">
              {formatMoney(balances.amountDue)}
            </dd>
          </div>
        </dl>
      )}
      {children}
    </CardSection>
  )
}
