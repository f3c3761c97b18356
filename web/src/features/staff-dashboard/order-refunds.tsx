import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Undo2 } from 'lucide-react'
import {
  refundDestinationLabels,
  refundDestinations,
  refundFormSchema,
  type AdminOrderDetails,
  type RefundRequest,
} from '#contracts/order-admin'
import * as orderAdminApi from '#contracts/order-admin-api'
import { FormField } from '#web/components/form-field'
import { ResourceFormDialog } from '#web/components/staff/resource-form-dialog'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { callApi } from '#web/lib/api-client'
import { formatMoney } from '#web/lib/format-money'
import { creditNoteUrl } from '#contracts/invoices'
import { isOrdersQueryKey, refundText } from './orders-view'
import { formatStaffDate } from '#web/lib/format-staff-date'

/** An order's refunds (amount, date, state) in its details. */
export function RefundList({
  orderId,
  refunds,
  timeZone,
}: {
  orderId: number
  refunds: AdminOrderDetails['refunds']
  timeZone: string
}) {
  if (refunds.length === 0) return null
  return (
    <ul className="mt-2 space-y-1.5" data-testid="order-refunds">
      {refunds.map((refund) => (
        <li key={refund.id} className="border-l-2 border-honey/60 pl-3">
          <p className="font-medium">{refundText(refund)}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={refund.createdAt}>{formatStaffDate(refund.createdAt, timeZone)}</time>
            {refund.reason && <span className="break-words"> · {refund.reason}</span>}
          </p>
          {refund.creditNoteNumber && (
            <a
              href={creditNoteUrl(orderId, refund.id, true)}
              target="_blank"
              rel="noopener"
              className="text-xs font-medium text-primary underline underline-offset-4"
            >
              Credit note {refund.creditNoteNumber}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * The Refund button and its form: part (or all) of what is left of the payment goes back through
 * the payment provider. Each opened form has its own idempotency key, so a doubled submit refunds
 * once; after a refused attempt a new key lets staff try again.
 */
export function RefundAction({
  order,
}: {
  order: Pick<AdminOrderDetails, 'id' | 'customerName' | 'refundable' | 'refundableToCard'>
}) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [idempotencyKey, setIdempotencyKey] = useState('')
  const left = formatMoney(order.refundable)
  const cardLeft = formatMoney(order.refundableToCard)
  // What store credit paid can only go back to store credit (decision 0065).
  const description =
    order.refundableToCard === order.refundable
      ? `Up to ${left} can be refunded, to the card or to store credit. ${order.customerName} is e-mailed the amount.`
      : `Up to ${left} can be refunded to store credit, of which up to ${cardLeft} to the card. ${order.customerName} is e-mailed the amount.`

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="mt-2"
        aria-label={`Refund order #${order.id}`}
        onClick={() => {
          setIdempotencyKey(crypto.randomUUID())
          setOpen(true)
        }}
      >
        <Undo2 aria-hidden="true" />
        Refund
      </Button>
      <ResourceFormDialog
        open={open}
        onOpenChange={setOpen}
        size="md"
        title={`Refund order #${order.id}`}
        description={description}
        schema={refundFormSchema}
        defaultValues={{
          amount: order.refundableToCard === '0.00' ? order.refundable : order.refundableToCard,
          reason: '',
          to: order.refundableToCard === '0.00' ? 'store_credit' : 'card',
        }}
        submitLabel="Issue Refund"
        onSubmit={async (values) => {
          const request: RefundRequest = { ...values, idempotencyKey }
          try {
            await callApi(orderAdminApi.refundOrder, { params: { id: order.id }, body: request })
          } catch (error) {
            // Refused (or failed at the provider): the next attempt is a new refund.
            setIdempotencyKey(crypto.randomUUID())
            await queryClient.invalidateQueries({
              predicate: (query) => isOrdersQueryKey(query.queryKey),
            })
            throw error
          }
          toast({
            title: 'Refund issued',
            description: `${formatMoney(values.amount)} of order #${order.id} goes back to ${order.customerName}${values.to === 'store_credit' ? ' as store credit' : ''}.`,
          })
          await queryClient.invalidateQueries({
            predicate: (query) => isOrdersQueryKey(query.queryKey),
          })
        }}
      >
        {(form) => (
          <>
            <FormField
              form={form}
              name="amount"
              label="Amount"
              kind="amount"
              hint="In dollars, for example 12.50."
            />
            <FormField
              form={form}
              name="to"
              label="Refund to"
              kind="select"
              options={refundDestinations.map((value) => ({
                value,
                label: refundDestinationLabels[value],
              }))}
              hint="Store credit is spent at checkout when they sign in with their order's e-mail."
            />
            <FormField
              form={form}
              name="reason"
              label="Reason"
              kind="textarea"
              rows={2}
              hint="Optional; kept with the refund."
            />
          </>
        )}
      </ResourceFormDialog>
    </>
  )
}
