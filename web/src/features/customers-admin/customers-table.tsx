import { useMemo } from 'react'
import { Link } from 'react-router'
import { createColumnHelper, useTable } from '@tanstack/react-table'
import type { CustomerSummary } from '#contracts/customers'
import { DataTable, staffTableFeatures as features } from '#web/components/staff/data-table'
import { formatMoney } from '#web/lib/format-money'
import { formatStaffDate } from '#web/lib/format-staff-date'

const column = createColumnHelper<typeof features, CustomerSummary>()

function customerColumns(timeZone: string) {
  return column.columns([
    column.accessor('name', {
      header: 'Customer',
      cell: ({ row }) => (
        <div className="min-w-40">
          <Link
            to={`/admin/customers/${row.original.key}`}
            className="font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {row.original.name || row.original.email}
          </Link>
          <p className="text-xs break-all text-muted-foreground">{row.original.email}</p>
        </div>
      ),
    }),
    column.accessor('orders', {
      header: 'Orders',
      cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
      meta: { className: 'text-right' },
    }),
    column.accessor('bookings', {
      header: 'Bookings',
      cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
      meta: { className: 'hidden text-right md:table-cell' },
    }),
    column.accessor('lifetimeSpend', {
      header: 'Lifetime spend',
      cell: ({ getValue }) => <span className="tabular-nums">{formatMoney(getValue())}</span>,
      meta: { className: 'text-right' },
    }),
    column.accessor('lastSeen', {
      header: 'Last seen',
      cell: ({ getValue }) => (
        <time dateTime={getValue()} className="whitespace-nowrap">
          {formatStaffDate(getValue(), timeZone)}
        </time>
      ),
      meta: { className: 'hidden lg:table-cell' },
    }),
  ])
}

/** The customers of one page: each links to the customer's page. */
export function CustomersTable({
  customers,
  timeZone,
}: {
  customers: CustomerSummary[]
  timeZone: string
}) {
  const columns = useMemo(() => customerColumns(timeZone), [timeZone])
  const table = useTable({
    features,
    columns,
    data: customers,
    getRowId: (customer) => customer.key,
    manualSorting: true,
  })
  return (
    <DataTable
      table={table}
      caption="Customers"
      rowTestId="customer-row"
      empty={<p className="text-center text-muted-foreground">No customers match this search</p>}
    />
  )
}
