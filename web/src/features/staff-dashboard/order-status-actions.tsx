import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowRight, X } from 'lucide-react'
import type { OrderDetail } from '#contracts/checkout'
import type { OrderStatusUpdate } from '#contracts/order-admin'
import * as orderAdminApi from '#contracts/order-admin-api'
import { orderStatusLabels, type OrderStatus } from '#contracts/order-states'
import { Button } from '#web/components/ui/button'
import { DialogHeading } from '#web/components/dialog-heading'
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/components/ui/dialog'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { callApi } from '#web/lib/api-client'
import { apiErrorMessage } from '#web/lib/api-request'
import { cancelMoneyText, isOrdersQueryKey, nextStatuses, orderDetailsQuery } from './orders-view'
import { ShipOrderDialog } from './ship-order-dialog'

/**
 * The order's next steps (the state machine's, by how it reaches its buyer), Shipped behind a
 * dialog that asks for the carrier and tracking number (or leads to making the label), and Cancel
 * behind a dialog that says what happens to the customer, the stock and the money.
 */
export function OrderStatusActions({ order }: { order: OrderDetail }) {
  const queryClient = useQueryClient()
  const [confirmCancel, setConfirmCancel] = useState(false)
  const [shipping, setShipping] = useState(false)
  const isRefundable =
    order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded'
  // Who took the payment decides what cancelling means for the money.
  const details = useQuery({
    ...orderDetailsQuery(order.id),
    enabled: confirmCancel && isRefundable,
  })
  const refreshOrders = () =>
    queryClient.invalidateQueries({ predicate: (query) => isOrdersQueryKey(query.queryKey) })
  const update = useMutation({
    mutationFn: async (change: OrderStatusUpdate) => {
      await callApi(orderAdminApi.changeOrderStatus, { params: { id: order.id }, body: change })
      return change.status
    },
    onSuccess: async (status) => {
      toast({
        title: 'Order status updated successfully',
        description: `Order #${order.id} is now ${orderStatusLabels[status].toLowerCase()}.`,
      })
      await refreshOrders()
    },
    onError: async (error) => {
      toast({
        title: 'Failed to update order',
        description: apiErrorMessage(error),
        variant: 'destructive',
      })
      // Someone else may have moved it: show the order as it is now.
      await refreshOrders()
    },
  })
  const next = nextStatuses(order)
  const move = (status: OrderStatus) =>
    status === 'shipped' ? setShipping(true) : update.mutate({ status })

  if (next.length === 0)
    return <span className="text-xs text-muted-foreground">No further steps</span>
  return (
    <>
      {next.map((status) =>
        status === 'cancelled' ? (
          <Button
            key={status}
            size="sm"
            variant="outline"
            aria-label={`Cancel order #${order.id}`}
            disabled={update.isPending}
            onClick={() => setConfirmCancel(true)}
          >
            <X aria-hidden="true" />
            Cancel
          </Button>
        ) : (
          <Button
            key={status}
            size="sm"
            aria-label={`Move to ${orderStatusLabels[status]}, order #${order.id}`}
            disabled={update.isPending}
            onClick={() => move(status)}
          >
            {update.isPending && update.variables.status === status ? (
              <Spinner size="sm" label="Updating" className="[&_svg]:text-current" />
            ) : (
              <ArrowRight aria-hidden="true" />
            )}
            Move to {orderStatusLabels[status]}
          </Button>
        ),
      )}

      {next.includes('shipped') && (
        <ShipOrderDialog
          order={order}
          open={shipping}
          onOpenChange={setShipping}
          onShip={(shipment) => update.mutateAsync({ status: 'shipped', ...shipment })}
        />
      )}

      <Dialog open={confirmCancel} onOpenChange={setConfirmCancel}>
        <DialogContent size="sm">
          <DialogHeading
            title={`Cancel order #${order.id}?`}
            description={`${order.customerName} is e-mailed and the items go back into stock. This can’t be undone.`}
          />
          <p
            className="rounded-xl bg-honey-soft px-3.5 py-2.5 text-sm text-honey-soft-foreground"
            data-testid="cancel-money-text"
          >
            <span className="font-semibold">The money: </span>
            {isRefundable && details.isPending ? (
              <Spinner size="sm" label="Checking the payment" />
            ) : (
              cancelMoneyText({
                ...order,
                payment: details.data?.payment,
                refundable: details.data?.refundable,
              })
            )}
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep Order</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirmCancel(false)
                update.mutate({ status: 'cancelled' })
              }}
            >
              Cancel Order
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
