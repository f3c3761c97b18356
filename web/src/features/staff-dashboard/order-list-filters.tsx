import { X } from 'lucide-react'
import {
  orderStatusLabels,
  orderStatuses,
  paymentStatusLabels,
  paymentStatuses,
  type OrderStatus,
} from '#contracts/order-states'
import {
  orderFulfilmentFilterLabels,
  orderFulfilmentFilters,
  orderStageLabels,
  type OrderStage,
  type OrderSearchChange,
  type OrderSearchQuery,
} from '#contracts/order-search'
import { FilterSelect } from '#web/components/staff/filter-select'
import { DateFilter } from '#web/components/staff/date-filter'
import { ServerSearchField } from '#web/components/staff/server-search-field'
import { Button } from '#web/components/ui/button'
import { hasFilters } from './order-search-params'

const statusOptions = [...(Object.keys(orderStageLabels) as OrderStage[]), ...orderStatuses]

/** The order list's search and filters; every change goes to the address. */
export function OrderListFilters({
  search,
  onChange,
  onClear,
}: {
  search: OrderSearchQuery
  onChange: (change: OrderSearchChange) => void
  onClear: () => void
}) {
  return (
    <div className="grid grid-cols-1 gap-3 rounded-xl border border-border bg-card p-3 sm:p-4">
      <ServerSearchField
        label="Search orders"
        placeholder="Order number, customer name, e-mail, phone or product"
        value={search.q}
        onSearch={(q) => onChange({ q })}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <FilterSelect
          label="Status"
          value={search.status}
          options={statusOptions}
          optionLabel={(status) =>
            status in orderStageLabels
              ? orderStageLabels[status as OrderStage]
              : orderStatusLabels[status as OrderStatus]
          }
          onChange={(status) => onChange({ status })}
        />
        <FilterSelect
          label="Payment"
          value={search.payment}
          options={paymentStatuses}
          optionLabel={(payment) => paymentStatusLabels[payment]}
          onChange={(payment) => onChange({ payment })}
        />
        <FilterSelect
          label="Fulfilment"
          value={search.fulfilment}
          options={orderFulfilmentFilters}
          optionLabel={(fulfilment) => orderFulfilmentFilterLabels[fulfilment]}
          onChange={(fulfilment) => onChange({ fulfilment })}
        />
        <FilterSelect
          label="Checkout"
          value={search.view === 'unfinished' ? 'unfinished' : undefined}
          options={['unfinished'] as const}
          optionLabel={() => 'Unpaid or failed'}
          allLabel="Completed"
          onChange={(view) => onChange({ view: view ?? 'completed' })}
        />
        <DateFilter
          label="Pickup day"
          value={search.pickupOn}
          onChange={(pickupOn) => onChange({ pickupOn })}
        />
        <DateFilter
          label="Harvest day"
          value={search.harvestOn}
          onChange={(harvestOn) => onChange({ harvestOn })}
        />
        <DateFilter
          label="Placed from"
          value={search.from}
          onChange={(from) => onChange({ from })}
        />
        <DateFilter label="Placed to" value={search.to} onChange={(to) => onChange({ to })} />
      </div>
      {hasFilters(search) && (
        <div>
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      )}
    </div>
  )
}
