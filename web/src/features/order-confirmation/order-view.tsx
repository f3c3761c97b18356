import type { ReactNode } from 'react'
import { ExternalLink, Printer, Truck } from 'lucide-react'
import { farmPickupMethod, type OrderDetail } from '#contracts/checkout'
import { orderStatusLabels, paymentStatusLabels } from '#contracts/order-states'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
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
  return (
    <div id={receiptId}>
      <style>{receiptPrintCss}</style>
      {heading}
      <div className="page-column grid gap-6 py-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 lg:py-10">
        <Card className="p-5 sm:p-6 lg:self-start">
          <section aria-labelledby="order-items-heading" className="grid gap-4">
            <h2 id="order-items-heading" className="font-serif text-xl font-semibold">
              Items
            </h2>
            <ul className="divide-y divide-border" aria-label="Items in this order">
              {order.items.map((item, index) => (
                <li
                  key={`${item.productId ?? 'x'}-${index}`}
                  className="flex items-start justify-between gap-4 py-3"
                  data-testid="order-line"
                >
                  <div className="min-w-0">
                    <p className="font-medium leading-snug">{item.productName}</p>
                    <p className="text-sm text-muted-foreground">
                      <span className="tabular-nums">{item.quantity}</span> ×{' '}
                      <span className="tabular-nums">{formatMoney(item.pricePerUnit)}</span>
                      {item.unit && ` (${item.unit})`}
                    </p>
                  </div>
                  <p className="shrink-0 font-medium tabular-nums">
                    {formatMoney(item.totalPrice)}
                  </p>
                </li>
              ))}
            </ul>
            <dl className="grid gap-2 border-t border-border pt-4 text-sm">
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-muted-foreground">Subtotal</dt>
                <dd className="font-medium tabular-nums" data-testid="order-subtotal">
                  {formatMoney(order.subtotal)}
                </dd>
              </div>
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-muted-foreground">
                  Shipping{order.shippingMethodName ? ` (${order.shippingMethodName})` : ''}
                </dt>
                <dd className="font-medium tabular-nums" data-testid="order-shipping">
                  {Number(order.shippingCost) === 0 ? 'Free' : formatMoney(order.shippingCost)}
                </dd>
              </div>
              <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-border pt-3 text-base">
                <dt className="font-semibold">Total</dt>
                <dd
                  className="font-serif text-2xl font-bold text-primary tabular-nums"
                  data-testid="order-total"
                >
                  {formatMoney(order.totalAmount)}
                </dd>
              </div>
            </dl>
          </section>
        </Card>

        <div className="grid content-start gap-6">
          <Card className="p-5 sm:p-6">
            <section aria-labelledby="order-details-heading" className="grid gap-4">
              <h2 id="order-details-heading" className="font-serif text-xl font-semibold">
                Order Details
              </h2>
              <dl className="grid gap-3 text-sm">
                <Detail term="Order number">#{order.id}</Detail>
                <Detail term="Placed">{placedAt(order)}</Detail>
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
            </section>
          </Card>

          <Card className="p-5 sm:p-6">
            <section aria-labelledby="order-address-heading" className="grid gap-3 text-sm">
              <h2
                id="order-address-heading"
                className="flex items-center gap-2 font-serif text-xl font-semibold"
              >
                <Truck className="size-5 text-primary" aria-hidden="true" />
                {order.shippingMethod === farmPickupMethod ? 'Picking Up' : 'Shipping To'}
              </h2>
              <address className="not-italic leading-relaxed" data-testid="order-address">
                {order.customerName}
                <br />
                {address.street}
                {/* A Farm Pickup order has no address beyond "Farm pickup at the farm stand". */}
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
            </section>
          </Card>

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
