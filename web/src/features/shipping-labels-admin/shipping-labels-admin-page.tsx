import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { PackageCheck, Tag } from 'lucide-react'
import { listPageSizes } from '#contracts/paged-list'
import {
  missingLabelInformation,
  missingLabelInformationTitle,
  readyForShippingText,
  shippingCarrierNames,
  shippingCarriers,
  shippingLabelInputSchema,
  shippingLabelListQuerySchema,
  shippingLabelStatuses,
  type ShippingLabelInput,
  type ShippingLabelListQuery,
  type ShippingLabelSort,
} from '#contracts/shipping-labels'
import { NoMatches } from '#web/components/staff/no-matches'
import { AddButton } from '#web/components/staff/add-button'
import { FilterSelect } from '#web/components/staff/filter-select'
import { ListFilterPanel } from '#web/components/staff/list-filter-panel'
import { ListPager } from '#web/components/staff/list-pager'
import { ResourceFormDialog } from '#web/components/staff/resource-form-dialog'
import { ResourceList } from '#web/components/staff/resource-list'
import { SortSelect, type SortChoice } from '#web/components/staff/sort-select'
import { StaffPage } from '#web/components/staff/staff-page'
import { toast } from '#web/components/ui/use-toast'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { useListSearch } from '#web/hooks/use-list-search'
import { LabelFields, labelDefaults } from './label-fields'
import { ShippingLabelCard } from './shipping-label-card'
import {
  useCreateShippingLabel,
  useDownloadLabel,
  useEligibleOrders,
  useShippingLabels,
} from './use-shipping-labels'

/** Spec 3 §5: 'Missing information' / 'Please select an order, carrier, and service'. */
function labelPrecheck(values: Partial<ShippingLabelInput>): string | null {
  if (values.orderId && values.carrier && values.service) return null
  toast({
    title: missingLabelInformationTitle,
    description: missingLabelInformation,
    variant: 'destructive',
  })
  return missingLabelInformation
}

const statusLabels = { created: 'Created', delivered: 'Delivered' } as const

/** The orders the list offers (the server's whitelist, each with its direction). */
const labelSortChoices: readonly SortChoice<ShippingLabelSort>[] = [
  { sort: 'created', dir: 'desc', label: 'Newest first' },
  { sort: 'created', dir: 'asc', label: 'Oldest first' },
  { sort: 'order', dir: 'desc', label: 'Order number, highest first' },
  { sort: 'customer', dir: 'asc', label: 'Customer A–Z' },
  { sort: 'carrier', dir: 'asc', label: 'Carrier' },
  { sort: 'cost', dir: 'desc', label: 'Postage, highest first' },
]

const clearedFilters: Partial<ShippingLabelListQuery> = {
  q: undefined,
  status: undefined,
  carrier: undefined,
}

/**
 * Shipping labels manager (spec 3 §2 /admin/shipping-labels, decision 0031): the orders ready for
 * shipping, the create-label dialog (order, carrier, the carrier's services), and the labels,
 * searched by tracking number or carrier (and order number or customer), filtered, sorted and
 * paged on the server with every choice in the address (issue 25), each with its PDF download.
 */
export function ShippingLabelsAdminPage() {
  const [search, change] = useListSearch(shippingLabelListQuerySchema)
  const [creating, setCreating] = useState(false)
  const labels = useShippingLabels(search)
  const filtered = Boolean(search.q || search.status || search.carrier)
  const clear = () => change(clearedFilters)
  const eligible = useEligibleOrders()
  const create = useCreateShippingLabel()
  const download = useDownloadLabel()
  const timeZone = useFarmTimeZone()
  const orders = eligible.data?.orders ?? []
  const offline = eligible.data?.provider === 'offline'

  // The staff dashboard's "Create its label" link (?order=12) opens the dialog on that order, with
  // the service it paid for, once the orders ready for shipping are known.
  const [params, setParams] = useSearchParams()
  const requested = Number(params.get('order')) || null
  const fromLink = requested !== null && eligible.data !== undefined
  const dialogOpen = creating || fromLink
  const defaults = labelDefaults(
    fromLink ? orders.find((order) => order.id === requested) : undefined,
  )
  const setDialogOpen = (open: boolean) => {
    setCreating(open)
    if (!open && requested !== null)
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.delete('order')
          return next
        },
        { replace: true },
      )
  }

  const createButton = <AddButton onClick={() => setCreating(true)}>Create Label</AddButton>

  return (
    <StaffPage
      title="Shipping Labels"
      description="Print a 4×6 label for a confirmed or processing order; making it marks the order shipped and e-mails the customer the tracking number."
      actions={createButton}
    >
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-primary/30 bg-primary-soft px-4 py-3 text-sm"
        data-testid="ready-for-shipping"
      >
        <PackageCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="font-semibold text-primary">
          {eligible.data
            ? readyForShippingText(orders.length)
            : 'Counting orders ready for shipping…'}
        </p>
        {offline && (
          <p className="basis-full text-muted-foreground sm:basis-auto">
            No carrier account is connected: labels are offline labels (no postage).
          </p>
        )}
      </div>

      <div className="mt-6">
        <ListFilterPanel
          search={{
            label: 'Search labels',
            placeholder: 'Tracking number, carrier, order number or customer',
            value: search.q,
            onSearch: (q) => change({ q }),
          }}
          filtered={filtered}
          onClear={clear}
        >
          <FilterSelect
            label="Status"
            value={search.status}
            options={shippingLabelStatuses}
            optionLabel={(status) => statusLabels[status]}
            onChange={(status) => change({ status })}
          />
          <FilterSelect
            label="Carrier"
            value={search.carrier}
            options={shippingCarriers}
            optionLabel={(carrier) => shippingCarrierNames[carrier]}
            onChange={(carrier) => change({ carrier })}
          />
          <SortSelect
            value={search}
            choices={labelSortChoices}
            onChange={(sort, dir) => change({ sort, dir })}
          />
        </ListFilterPanel>
      </div>

      <section aria-labelledby="labels-heading" className="mt-6">
        <h2 id="labels-heading" className="mb-3 font-serif text-xl font-semibold sm:text-2xl">
          Labels
        </h2>
        {filtered && labels.data?.total === 0 ? (
          <NoMatches what="labels" onClear={clear} headingLevel="h3" />
        ) : (
          <ResourceList
            // The page's labels; Try again refetches the page.
            query={{ ...labels, data: labels.data?.items, refetch: labels.refetch as never }}
            records="shipping labels"
            className="grid gap-3 lg:grid-cols-2"
            empty={{
              icon: Tag,
              title: 'No shipping labels yet',
              description: 'Create a label for an order that is ready for shipping.',
              action: createButton,
            }}
            emptyHeadingLevel="h3"
          >
            {(label) => (
              <ShippingLabelCard
                label={label}
                timeZone={timeZone}
                onDownload={() => download.mutate(label)}
                downloading={download.isPending && download.variables?.id === label.id}
              />
            )}
          </ResourceList>
        )}
        {labels.data && labels.data.total > 0 && (
          <div className="mt-4">
            <ListPager
              page={search.page}
              pageSize={search.pageSize as (typeof listPageSizes)[number]}
              total={labels.data.total}
              sizes={listPageSizes}
              what="labels"
              onPage={(page) => change({ page })}
              onPageSize={(pageSize) => change({ pageSize })}
            />
          </div>
        )}
      </section>

      <ResourceFormDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title="Create Shipping Label"
        description={
          offline
            ? 'No carrier account is connected: this makes an offline label with the farm’s own tracking number and no postage.'
            : 'The label is bought from the carrier for the order’s address and parcel weight.'
        }
        size="md"
        schema={shippingLabelInputSchema}
        defaultValues={defaults}
        submitLabel="Create Label"
        precheck={labelPrecheck}
        onSubmit={(values) => create.mutateAsync(values)}
      >
        {(form) => <LabelFields form={form} orders={orders} />}
      </ResourceFormDialog>
    </StaffPage>
  )
}
