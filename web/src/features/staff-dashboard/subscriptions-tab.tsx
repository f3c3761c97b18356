import type { ReactNode } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { CalendarDays, MapPin, Package, Printer, Repeat, Truck } from 'lucide-react'
import { formatVisitDate } from '#contracts/farm-time'
import { planFrequencyWording } from '#contracts/subscription-plans'
import {
  staffSubscriptionQuerySchema,
  subscriptionFulfilmentLabels,
  subscriptionFulfilments,
  subscriptionStatusLabels,
  type StaffSubscription,
  type SubscriptionAddress,
  type SubscriptionBox,
  type SubscriptionStatus,
} from '#contracts/subscriptions'
import { EmptyState, QueryState } from '#web/components/query-state'
import { FilterSelect } from '#web/components/staff/filter-select'
import { ListFilterPanel } from '#web/components/staff/list-filter-panel'
import { RowAmount } from '#web/components/staff/row-amount'
import { RowCustomer } from '#web/components/staff/row-customer'
import { RowHeading } from '#web/components/staff/row-heading'
import { SortSelect } from '#web/components/staff/sort-select'
import { StatusFilteredTable } from '#web/components/staff/status-filtered-table'
import type { TableLayout } from '#web/components/staff/table-header-row'
import { TableRow } from '#web/components/staff/table-row'
import { Badge, type BadgeProps } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { useListSearch } from '#web/hooks/use-list-search'
import { CsaSeason } from './csa-season'
import {
  boxesQuery,
  clearedSubscriptionFilters,
  subscriptionFilterLabel,
  subscriptionFilters,
  subscriptionPageSizes,
  subscriptionSortChoices,
  subscriptionsQuery,
} from './subscriptions-view'

const statusVariant: Record<SubscriptionStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'honey',
  active: 'secondary',
  paused: 'sky',
  cancelled: 'outline',
}

const addressLine = (address: SubscriptionAddress) =>
  `${address.street}, ${address.city}, ${address.state} ${address.zipCode}`

/**
 * Printing the tab prints only this week's boxes (plain print CSS): the packing list on paper,
 * without the header, the tabs or the list above it.
 */
const printBoxesOnly = `
@media print {
  body * { visibility: hidden !important; }
  #boxes-this-week, #boxes-this-week * { visibility: visible !important; }
  #boxes-this-week { position: absolute; inset: 0 auto auto 0; width: 100%; }
  #boxes-this-week [data-print-hidden] { display: none !important; }
}
`

/**
 * The Subscriptions tab (decision 0030): the CSA subscriptions (customer, plan, frequency,
 * status, next delivery, price, pickup or delivery), searched, filtered by status and
 * fulfilment, sorted and paged on the server with every choice in the address (issue 25), and
 * this week's boxes to pack, by day, pickups before deliveries, printable.
 */
export function SubscriptionsTab() {
  return (
    <div className="grid gap-10">
      <SubscriptionList />
      <BoxesThisWeek />
      <CsaSeason />
    </div>
  )
}

function SubscriptionList() {
  const [search, change] = useListSearch(staffSubscriptionQuerySchema)
  const list = useQuery({
    ...subscriptionsQuery(search),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })
  const narrowed = Boolean(search.q || search.fulfilment)
  const clear = () => change(clearedSubscriptionFilters)
  return (
    <StatusFilteredTable
      title="Subscriptions"
      query={list}
      filters={subscriptionFilters}
      filter={search.status ?? 'all'}
      onFilterChange={(filter) => change({ status: filter === 'all' ? undefined : filter })}
      filterLabel={subscriptionFilterLabel}
      toolbar={
        <ListFilterPanel
          search={{
            label: 'Search subscriptions',
            placeholder: 'Number, customer name or e-mail, or plan',
            value: search.q,
            onSearch: (q) => change({ q }),
          }}
          filtered={narrowed || Boolean(search.status)}
          onClear={clear}
        >
          <FilterSelect
            label="Pickup or delivery"
            value={search.fulfilment}
            options={subscriptionFulfilments}
            optionLabel={(fulfilment) => subscriptionFulfilmentLabels[fulfilment]}
            onChange={(fulfilment) => change({ fulfilment })}
          />
          <SortSelect
            value={search}
            choices={subscriptionSortChoices}
            onChange={(sort, dir) => change({ sort, dir })}
          />
        </ListFilterPanel>
      }
      narrowed={narrowed ? { onClear: clear } : null}
      pager={{
        page: search.page,
        pageSize: search.pageSize as (typeof subscriptionPageSizes)[number],
        sizes: subscriptionPageSizes,
        onPage: (page) => change({ page }),
        onPageSize: (pageSize) => change({ pageSize }),
      }}
      headingLevel="h3"
      emptyIcon={Repeat}
      layout={subscriptionsTable}
    >
      {(subscription) => <SubscriptionRow key={subscription.id} subscription={subscription} />}
    </StatusFilteredTable>
  )
}

const subscriptionsTable: TableLayout = {
  grid: 'grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,1.1fr)_minmax(0,1.2fr)_6rem_7.5rem] lg:items-start',
  columns: ['Plan', 'Customer', 'Next delivery', 'Pickup or delivery', 'Price', 'Status'],
  endAligned: ['Price'],
}

function SubscriptionRow({ subscription }: { subscription: StaffSubscription }) {
  const headingId = `subscription-${subscription.id}-heading`
  const address = subscription.deliveryAddress
  return (
    <TableRow layout={subscriptionsTable} headingId={headingId} testId="staff-subscription">
      <RowHeading id={headingId} title={subscription.planName}>
        <p className="text-sm text-muted-foreground">
          #{subscription.id} · {planFrequencyWording[subscription.frequency]}
          {subscription.provider === 'stripe' && ' · Stripe'}
        </p>
      </RowHeading>

      <RowCustomer record={subscription} />

      <p className="col-span-2 text-sm lg:col-span-1" data-testid="subscription-next-delivery">
        <span className="text-muted-foreground lg:sr-only">Next delivery: </span>
        {subscription.status === 'pending'
          ? 'After the first payment'
          : subscription.nextDelivery
            ? formatVisitDate(subscription.nextDelivery)
            : 'None'}
        {subscription.status === 'paused' && subscription.pausedUntil && (
          <span className="block text-muted-foreground">
            Paused until {formatVisitDate(subscription.pausedUntil)}
          </span>
        )}
      </p>

      <p className="col-span-2 min-w-0 text-sm break-words lg:col-span-1">
        <span className="font-medium">{subscriptionFulfilmentLabels[subscription.fulfilment]}</span>
        {address && <span className="block text-muted-foreground">{addressLine(address)}</span>}
      </p>

      <RowAmount label="Price per box" amount={subscription.price} testId="subscription-price" />

      <div className="col-start-2 row-start-1 lg:col-start-6">
        <Badge variant={statusVariant[subscription.status]}>
          {subscriptionStatusLabels[subscription.status]}
        </Badge>
      </div>
    </TableRow>
  )
}

function BoxesThisWeek() {
  const boxes = useQuery({ ...boxesQuery, refetchOnMount: 'always' })
  return (
    <section id="boxes-this-week" aria-labelledby="boxes-heading">
      <style>{printBoxesOnly}</style>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="boxes-heading" className="font-serif text-2xl font-semibold">
            This week’s boxes
          </h2>
          {boxes.data && (
            <p className="text-sm text-muted-foreground">
              {formatVisitDate(boxes.data.from)} – {formatVisitDate(boxes.data.to)}
            </p>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          data-print-hidden
          onClick={() => window.print()}
          disabled={!boxes.data || boxes.data.days.length === 0}
        >
          <Printer aria-hidden="true" />
          Print packing list
        </Button>
      </div>
      <div className="mt-4">
        <QueryState
          query={boxes}
          loading="Loading this week's boxes..."
          what="this week's boxes"
          headingLevel="h3"
          isEmpty={(data) => data.days.length === 0}
          empty={
            <EmptyState
              icon={<Package className="size-9 text-primary" aria-hidden="true" />}
              title="No boxes to pack this week"
              headingLevel="h3"
            />
          }
        >
          {(data) => (
            <ol className="grid gap-4">
              {data.days.map((day) => (
                <BoxDay key={day.date} date={day.date} boxes={day.boxes} />
              ))}
            </ol>
          )}
        </QueryState>
      </div>
    </section>
  )
}

function BoxDay({ date, boxes }: { date: string; boxes: SubscriptionBox[] }) {
  const headingId = `boxes-${date}-heading`
  const pickups = boxes.filter((box) => box.fulfilment === 'pickup')
  const deliveries = boxes.filter((box) => box.fulfilment === 'delivery')
  return (
    <li aria-labelledby={headingId} data-testid="box-day" className="break-inside-avoid">
      <Card className="gap-4 p-4 sm:p-5">
        <h3
          id={headingId}
          className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold"
        >
          <CalendarDays className="size-4 text-primary" aria-hidden="true" />
          {formatVisitDate(date)}
          <span className="text-sm font-normal text-muted-foreground">
            {boxes.length === 1 ? '1 box' : `${boxes.length} boxes`}
          </span>
        </h3>
        <div className="grid gap-4 md:grid-cols-2">
          <BoxGroup title="Pickup at the farm" icon={<MapPin />} boxes={pickups} />
          <BoxGroup title="Local delivery" icon={<Truck />} boxes={deliveries} />
        </div>
      </Card>
    </li>
  )
}

function BoxGroup({
  title,
  icon,
  boxes,
}: {
  title: string
  icon: ReactNode
  boxes: SubscriptionBox[]
}) {
  return (
    <div className="min-w-0">
      <h4 className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground [&_svg]:size-3.5">
        <span aria-hidden="true">{icon}</span>
        {title} ({boxes.length})
      </h4>
      {boxes.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">None</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {boxes.map((box) => (
            <li
              key={box.subscriptionId}
              data-testid="box"
              className="rounded-lg border border-border/70 px-3 py-2 text-sm"
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-semibold break-words">{box.customerName}</span>
                <span className="text-muted-foreground">{box.planName}</span>
              </p>
              {box.deliveryAddress && (
                <p className="break-words">{addressLine(box.deliveryAddress)}</p>
              )}
              <p className="text-muted-foreground">
                <a
                  href={`mailto:${box.customerEmail}`}
                  className="rounded-sm break-all text-primary underline-offset-4 hover:underline"
                >
                  {box.customerEmail}
                </a>
                {!box.paid && ' · not paid yet'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
