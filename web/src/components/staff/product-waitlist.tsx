import {
  openProductWaitlistStatuses,
  productWaitlistStatusLabels,
  type StaffProductWaitlistEntry,
} from '#contracts/product-waitlist'
import * as productWaitlistApi from '#contracts/product-waitlist-api'
import { WaitlistList } from '#web/components/staff/waitlist-list'
import { apiQuery, callApi } from '#web/lib/api-client'

/** A sold-out product's waitlist (decision 0067): who waits for how many, and what is held. */
export function ProductWaitlist({ productId }: { productId: number }) {
  return (
    <WaitlistList<StaffProductWaitlistEntry>
      headingId={`product-${productId}-waitlist`}
      listQuery={apiQuery(productWaitlistApi.listProductWaitlist, { params: { id: productId } })}
      emptyTitle="Nobody is waiting for this product"
      held="units"
      amountOf={(entry) => `${entry.quantity} wanted`}
      statusLabelOf={(entry) =>
        entry.orderId ? `Ordered (#${entry.orderId})` : productWaitlistStatusLabels[entry.status]
      }
      isOpen={(entry) => (openProductWaitlistStatuses as readonly string[]).includes(entry.status)}
      remove={(id) => callApi(productWaitlistApi.removeProductWaitlistEntry, { params: { id } })}
    />
  )
}
