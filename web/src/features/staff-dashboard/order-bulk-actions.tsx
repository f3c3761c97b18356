import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CheckCheck, ClipboardList, FileText, PackageCheck, Truck } from 'lucide-react'
import * as orderAdminApi from '#contracts/order-admin-api'
import { orderFilePaths, type BulkStatusChange } from '#contracts/order-search'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { callApi } from '#web/lib/api-client'
import { apiErrorMessage } from '#web/lib/api-request'
import { isOrdersQueryKey } from './orders-view'

type BulkStatus = BulkStatusChange['status']

const moves: { status: BulkStatus; label: string; done: string; icon: typeof Truck }[] = [
  {
    status: 'ready_for_pickup',
    label: 'Ready for pickup',
    done: 'ready for pickup',
    icon: PackageCheck,
  },
  { status: 'out_for_delivery', label: 'Out for delivery', done: 'out for delivery', icon: Truck },
  {
    status: 'delivered',
    label: 'Picked up / delivered',
    done: 'picked up or delivered',
    icon: CheckCheck,
  },
]

/** The papers printed for the chosen orders, each opened in a new tab. */
const papers = [
  { path: orderFilePaths.packingSlips, label: 'Packing slips', icon: FileText },
  { path: orderFilePaths.pickList, label: 'Pick list', icon: ClipboardList },
]

const ordersCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`

/** The chosen orders' printed papers and moves; shown while any order is ticked. */
export function OrderBulkActions({ orderIds, onDone }: { orderIds: number[]; onDone: () => void }) {
  const queryClient = useQueryClient()
  const ids = orderIds.join(',')
  const move = useMutation({
    mutationFn: (status: BulkStatus) =>
      callApi(orderAdminApi.changeOrderStatuses, { body: { orderIds, status } }),
    onSuccess: async (result, status) => {
      const done = moves.find((each) => each.status === status)!.done
      toast({
        title:
          result.changed.length > 0
            ? `${ordersCount(result.changed.length)} marked ${done}`
            : 'No order could be moved',
        description: result.skipped.map((skip) => skip.reason).join(' ') || undefined,
        variant:
          result.skipped.length > 0 && result.changed.length === 0 ? 'destructive' : undefined,
      })
      onDone()
      await queryClient.invalidateQueries({
        predicate: (query) => isOrdersQueryKey(query.queryKey),
      })
    },
    onError: (error) =>
      toast({
        title: 'Failed to update orders',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  })

  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-primary/30 bg-primary-soft/60 p-3"
    >
      <p className="mr-2 text-sm font-semibold" aria-live="polite">
        {ordersCount(orderIds.length)} selected
      </p>
      {papers.map(({ path, label, icon: Icon }) => (
        <Button key={path} asChild variant="outline" size="sm">
          <a href={`${path}?ids=${ids}`} target="_blank" rel="noreferrer">
            <Icon aria-hidden="true" />
            {label}
          </a>
        </Button>
      ))}
      {moves.map(({ status, label, icon: Icon }) => (
        <Button
          key={status}
          size="sm"
          disabled={move.isPending}
          onClick={() => move.mutate(status)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </section>
  )
}
