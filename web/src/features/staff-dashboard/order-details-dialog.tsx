import type { ReactNode, RefObject } from 'react'
import { useQuery } from '@tanstack/react-query'
import { RotateCcw } from 'lucide-react'
import type { OrderDetail } from '#contracts/checkout'
import { formatVisitDate } from '#contracts/farm-time'
import { invoiceUrl } from '#contracts/invoices'
import { pickupWhen } from '#contracts/order-pickup'
import type { AdminOrderDetails } from '#contracts/order-admin'
import { fulfilmentOf, paymentStatusLabels } from '#contracts/order-states'
import { Button } from '#web/components/ui/button'
import { DialogHeading } from '#web/components/dialog-heading'
import { Dialog, DialogContent, DialogFooter } from '#web/components/ui/dialog'
import { Spinner } from '#web/components/ui/spinner'
import { apiErrorMessage } from '#web/lib/api-request'
import { formatMoney } from '#web/lib/format-money'
import { RefundAction, RefundList } from './order-refunds'
import { OrderStatusActions } from './order-status-actions'
import { OrderStatusBadge } from './order-status-badge'
import { ReviewRequestAction } from './review-request-action'
import {
  fulfilmentLabel,
  historyEntryActor,
  historyEntryText,
  orderDetailsQuery,
} from './orders-view'
import { formatStaffDate } from '#web/lib/format-staff-date'

const providerLabels: Record<NonNullable<AdminOrderDetails['payment']>['provider'], string> = {
  stripe: 'Card (Stripe)',
  test: 'Card (test mode)',
}

/**
 * Everything needed to pack and send an order: where, to whom, what, paid how, and what happened.
 * It stays open when a status change moves the order out of the filtered list; the focus then
 * returns to `fallbackFocus` instead of the vanished Details button.
 */
export function OrderDetailsDialog({
  order,
  timeZone,
  onClose,
  fallbackFocus,
}: {
  /** The order as the list showed it when opened (null: closed). */
  order: OrderDetail | null
  timeZone: string
  onClose: () => void
  fallbackFocus: RefObject<HTMLElement | null>
}) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && (
        <DialogContent
          size="lg"
          data-testid="order-details"
          onCloseAutoFocus={(event) => {
            const trigger = document.querySelector(`[data-order-details-trigger="${order.id}"]`)
            if (!trigger) {
              event.preventDefault()
              fallbackFocus.current?.focus()
            }
          }}
        >
          <OrderDetailsContent order={order} timeZone={timeZone} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function OrderDetailsContent({ order, timeZone }: { order: OrderDetail; timeZone: string }) {
  const details = useQuery(orderDetailsQuery(order.id))
  const shown = details.data ?? order
  const fulfilment = fulfilmentOf(shown.shippingMethod)
  const collected = fulfilment === 'pickup' || fulfilment === 'in_person'
  const address = shown.shippingAddress
  const tracking = shown.tracking

  return (
    <>
      <DialogHeading
        title={`Order #${order.id}`}
        descriptionClassName="flex flex-wrap items-center gap-2"
        description={
          <>
            <span>
              Placed{' '}
              <time dateTime={shown.createdAt}>{formatStaffDate(shown.createdAt, timeZone)}</time>
            </span>
            <OrderStatusBadge status={shown.status} />
          </>
        }
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <Section title="Customer">
          <p className="font-medium break-words">{shown.customerName}</p>
          <p className="break-all">
            <a
              href={`mailto:${shown.customerEmail}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {shown.customerEmail}
            </a>
          </p>
          <p>
            {shown.customerPhone ? (
              <a
                href={`tel:${shown.customerPhone.replace(/[^\d+]/g, '')}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {shown.customerPhone}
              </a>
            ) : (
              <span className="text-muted-foreground">No phone given</span>
            )}
          </p>
        </Section>

        <Section
          title={
            collected ? 'Collection' : fulfilment === 'local_delivery' ? 'Deliver to' : 'Ship to'
          }
        >
          <p className="font-medium">{fulfilmentLabel(shown)}</p>
          {shown.harvestOn && (
            <p data-testid="order-harvest">Harvest: {formatVisitDate(shown.harvestOn)}</p>
          )}
          {shown.pickup ? (
            <p data-testid="order-pickup-window">
              {pickupWhen(shown.pickup)}
              <span className="block text-muted-foreground">
                {shown.pickup.locationName}, {shown.pickup.locationAddress}
              </span>
            </p>
          ) : collected ? (
            <p className="text-muted-foreground">Collected at the farm: no address needed.</p>
          ) : (
            <address className="not-italic" data-testid="order-address">
              {address.street}
              <br />
              {address.city}, {address.state} {address.zipCode}
            </address>
          )}
          {tracking && (
            <p className="mt-1.5 break-all" data-testid="order-tracking">
              <span className="text-muted-foreground">Tracking: </span>
              {tracking.carrierName}{' '}
              {tracking.url ? (
                <a
                  href={tracking.url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-mono text-primary underline-offset-4 hover:underline"
                >
                  {tracking.trackingNumber}
                </a>
              ) : (
                <span className="font-mono">{tracking.trackingNumber}</span>
              )}
            </p>
          )}
        </Section>
      </div>

      {shown.specialInstructions && (
        <Section title="Special instructions">
          <p
            className="rounded-xl bg-honey-soft px-3.5 py-2.5 whitespace-pre-line break-words text-honey-soft-foreground"
            data-testid="order-instructions"
          >
            {shown.specialInstructions}
          </p>
        </Section>
      )}

      <Section title="Items">
        <table className="w-full text-left tabular-nums">
          <thead className="sr-only">
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Quantity and price</th>
              <th scope="col">Line total</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border/70">
            {shown.items.map((item, index) => (
              <tr key={`${item.productId ?? 'custom'}-${index}`}>
                <td className="py-1.5 pr-3 break-words">
                  {item.productName}
                  {item.unit && <span className="text-muted-foreground"> ({item.unit})</span>}
                </td>
                <td className="py-1.5 pr-3 whitespace-nowrap text-muted-foreground">
                  {item.quantity} × {formatMoney(item.pricePerUnit)}
                </td>
                <td className="py-1.5 text-right whitespace-nowrap">
                  {formatMoney(item.totalPrice)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 border-t border-border pt-2 tabular-nums">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="text-right">{formatMoney(shown.subtotal)}</dd>
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="text-right">{formatMoney(shown.shippingCost)}</dd>
          <dt className="text-muted-foreground">Sales tax ({shown.tax.description})</dt>
          <dd className="text-right" data-testid="order-details-tax">
            {formatMoney(shown.tax.amount)}
          </dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold" data-testid="order-details-total">
            {formatMoney(shown.totalAmount)}
          </dd>
          {shown.giftCardPaid !== '0.00' && (
            <>
              <dt className="text-muted-foreground">Paid with gift card</dt>
              <dd className="text-right" data-testid="order-details-gift-card">
                {formatMoney(shown.giftCardPaid)}
              </dd>
            </>
          )}
          {shown.storeCreditPaid !== '0.00' && (
            <>
              <dt className="text-muted-foreground">Paid with store credit</dt>
              <dd className="text-right" data-testid="order-details-store-credit">
                {formatMoney(shown.storeCreditPaid)}
              </dd>
            </>
          )}
        </dl>
        {shown.invoiceNumber && (
          <a
            href={invoiceUrl(shown.id, true)}
            target="_blank"
            rel="noopener"
            className="mt-2 inline-block text-sm font-medium text-primary underline underline-offset-4"
          >
            Invoice {shown.invoiceNumber} (PDF)
          </a>
        )}
      </Section>

      {details.isPending ? (
        <div className="flex justify-center py-4">
          <Spinner label="Loading payment and history" />
        </div>
      ) : details.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p role="alert">
            We couldn’t load the payment and history: {apiErrorMessage(details.error)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void details.refetch()}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
          <Section title="Payment">
            <p className="font-medium" data-testid="order-details-payment">
              {paymentStatusLabels[details.data.paymentStatus]}
            </p>
            {details.data.payment ? (
              <p className="text-muted-foreground">
                {formatMoney(details.data.payment.amount)} ·{' '}
                {providerLabels[details.data.payment.provider]}
              </p>
            ) : (
              <p className="text-muted-foreground">No card payment was started.</p>
            )}
            <RefundList orderId={shown.id} refunds={details.data.refunds} timeZone={timeZone} />
            {Number(details.data.refundable) > 0 && <RefundAction order={details.data} />}
          </Section>
          <Section title="History">
            <ol className="space-y-2" data-testid="order-history">
              {details.data.history.map((entry, index) => (
                <li key={index} className="border-l-2 border-primary/30 pl-3">
                  <p className="font-medium">{historyEntryText(entry)}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={entry.at}>{formatStaffDate(entry.at, timeZone)}</time> ·{' '}
                    {historyEntryActor(entry)}
                  </p>
                </li>
              ))}
            </ol>
          </Section>
        </div>
      )}

      <DialogFooter className="flex-wrap gap-2">
        <ReviewRequestAction order={shown} />
        <OrderStatusActions order={shown} />
      </DialogFooter>
    </>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 text-sm">
      <h3 className="mb-1.5 font-sans text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  )
}
