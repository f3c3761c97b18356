import type { ReactNode } from 'react'
import { ExternalLink, Printer, Truck } from 'lucide-react'
import { farmPickupMethod, type OrderDetail } from '#contracts/checkout'
import { harvestHandOverOf, harvestPromise } from '#contracts/harvest-days'
import { invoiceUrl } from '#contracts/invoices'
import { pickupWhen } from '#contracts/order-pickup'
import { orderStatusLabels, paymentStatusLabels } from '#contracts/order-states'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { CardSection } from '#web/components/card-section'
import { OrderLineList } from '#web/components/order-line-list'
import { salesTaxRow } from '#web/components/sales-tax-row'
import { OrderTotals } from '#web/components/order-totals'
import { formatMoney } from '#web/lib/format-money'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' })

/** "May 2, 2026 at 11:30 AM": when the order was placed, in the buyer's own clock. */
export const placedAt = (order: Pick<OrderDetail, 'createdAt'>) =>
  dateFormat.format(new Date(order.createdAt))

/** The id of the part of the page a printed receipt holds. */
const receiptId = 'order-receipt'

/**
 * Printing an order prints its receipt: the order's heading, items, totals, details and address,
 * without the site's header, footer and buttons (plain print CSS, only while an order is shown).
 */
const receiptPrintCss = `
@media print {
  body * { visibility: hidden !important; }
  #${receiptId}, #${receiptId} * { visibility: visible !important; }
  #${receiptId} { position: absolute; inset: 0 auto auto 0; width: 100%; }
  #${receiptId} [data-print-hidden] { display: none !important; }
}
`

/**
 * One order as its buyer sees it: the heading the screen gives, then items with quantities and
 * prices, the totals, the order's number, date, status, payment and tracking (once shipped: the
 * carrier's link when the label has one), and where it goes. Prints as a receipt.
 */
export function OrderView({
  order,
  heading,
  actions,
}: {
  order: OrderDetail
  heading: ReactNode
  /** Buttons under the order (continue shopping, back to the account). */
  actions: ReactNode
}) {
  const address = order.shippingAddress
  const pickup = order.pickup
  return (
    <div id={receiptId}>
      <style>{receiptPrintCss}</style>
      {heading}
      <div className="page-column grid gap-6 py-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 lg:py-10">
        <CardSection id="order-items-heading" title="Items" cardClassName="lg:self-start">
          <OrderLineList
            label="Items in this order"
            lineTestId="order-line"
            lines={order.items.map((item, index) => ({
              key: `${item.productId ?? 'x'}-${index}`,
              name: item.productName,
              quantity: item.quantity,
              unitPrice: item.pricePerUnit,
              unitNote: item.unit && ` (${item.unit})`,
              lineTotal: item.totalPrice,
            }))}
          />
          <OrderTotals
            className="border-t border-border pt-4"
            rows={[
              { term: 'Subtotal', value: formatMoney(order.subtotal), testId: 'order-subtotal' },
              {
                term: `Shipping${order.shippingMethodName ? ` (${order.shippingMethodName})` : ''}`,
                value: Number(order.shippingCost) === 0 ? 'Free' : formatMoney(order.shippingCost),
                testId: 'order-shipping',
              },
              salesTaxRow(order.tax, 'order-tax'),
            ]}
            total={formatMoney(order.totalAmount)}
            totalTestId="order-total"
          />
        </CardSection>

        <div className="grid content-start gap-6">
          <CardSection id="order-details-heading" title="Order Details">
            <dl className="grid gap-3 text-sm">
              <Detail term="Order number">#{order.id}</Detail>
              <Detail term="Placed">{placedAt(order)}</Detail>
              {order.giftCardPaid !== '0.00' && (
                <Detail term="Paid with gift card">
                  <span data-testid="order-gift-card">{formatMoney(order.giftCardPaid)}</span>
                </Detail>
              )}
              {order.storeCreditPaid !== '0.00' && (
                <Detail term="Paid with store credit">
                  <span data-testid="order-store-credit">{formatMoney(order.storeCreditPaid)}</span>
                </Detail>
              )}
              {order.invoiceNumber && (
                <Detail term="Invoice">
                  <a
                    href={invoiceUrl(order.id)}
                    target="_blank"
                    rel="noopener"
                    className="rounded-sm text-primary underline underline-offset-4"
                  >
                    {order.invoiceNumber} (PDF)
                  </a>
                </Detail>
              )}
              <Detail term="Status">
                <Badge variant={order.status === 'cancelled' ? 'destructive' : 'secondary'}>
                  {orderStatusLabels[order.status]}
                </Badge>
              </Detail>
              <Detail term="Payment">
                <Badge
                  variant={
                    order.paymentStatus === 'paid'
                      ? 'default'
                      : order.paymentStatus === 'failed'
                        ? 'destructive'
                        : 'honey'
                  }
                >
                  {paymentStatusLabels[order.paymentStatus]}
                </Badge>
              </Detail>
              {order.tracking && (
                <Detail term="Tracking">
                  <span className="text-right" data-testid="order-tracking">
                    {order.tracking.carrierName}{' '}
                    {order.tracking.url ? (
                      <a
                        href={order.tracking.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 rounded-sm break-all text-primary underline underline-offset-4"
                      >
                        {order.tracking.trackingNumber}
                        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                        <span className="sr-only">(opens the carrier’s tracking page)</span>
                      </a>
                    ) : (
                      <span className="break-all">{order.tracking.trackingNumber}</span>
                    )}
                  </span>
                </Detail>
              )}
            </dl>
          </CardSection>

          <CardSection
            id="order-address-heading"
            title={order.shippingMethod === farmPickupMethod ? 'Picking Up' : 'Shipping To'}
            icon={<Truck className="size-5 text-primary" aria-hidden="true" />}
            className="grid gap-3 text-sm"
          >
            {order.harvestOn && (
              <p data-testid="order-harvest" className="font-medium">
                {harvestPromise(order.harvestOn, harvestHandOverOf(order.shippingMethod))}
              </p>
            )}
            {pickup && (
              <p data-testid="order-pickup">
                <span className="font-semibold">Pickup:</span> {pickupWhen(pickup)} at{' '}
                {pickup.locationName}, {pickup.locationAddress}
              </p>
            )}
            <address className="not-italic leading-relaxed" data-testid="order-address">
              {order.customerName}
              {/*
                A Farm Pickup order's address is only "Farm pickup at the farm stand", left out
                when its pickup window says where.
              */}
              {!pickup && (
                <>
                  <br />
                  {address.street}
                </>
              )}
              {address.city && (
                <>
                  <br />
                  {address.city}, {address.state} {address.zipCode}
                </>
              )}
              {order.customerPhone && (
                <>
                  <br />
                  {order.customerPhone}
                </>
              )}
            </address>
            {order.shippingMethodName && (
              <p className="text-muted-foreground">{order.shippingMethodName}</p>
            )}
            {order.specialInstructions && (
              <div className="grid gap-1 border-t border-border pt-3">
                <p className="font-semibold">Your notes</p>
                <p className="whitespace-pre-line text-muted-foreground">
                  {order.specialInstructions}
                </p>
              </div>
            )}
          </CardSection>

          <div className="grid gap-3" data-print-hidden>
            {actions}
            <Button size="lg" variant="ghost" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print receipt
            </Button>
          </div>
        </div>
      </div>
    </div>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 font-medium">{children}</dd>
    </div>
  )
}
