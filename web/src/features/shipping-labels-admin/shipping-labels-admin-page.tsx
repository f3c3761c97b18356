import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { PackageCheck, Tag } from 'lucide-react'
import {
  missingLabelInformation,
  missingLabelInformationTitle,
  readyForShippingText,
  shippingLabelInputSchema,
  type ShippingLabelInput,
} from '#contracts/shipping-labels'
import { SearchField } from '#web/components/search-field'
import { AddButton } from '#web/components/staff/add-button'
import { ResourceFormDialog } from '#web/components/staff/resource-form-dialog'
import { ResourceList } from '#web/components/staff/resource-list'
import { StaffPage } from '#web/components/staff/staff-page'
import { toast } from '#web/components/ui/use-toast'
import { useSiteText } from '#web/hooks/use-site-text'
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

/** The search box's text, sent to the server once typing pauses. */
function useSettledText(text: string, delayMs = 250) {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), delayMs)
    return () => window.clearTimeout(timer)
  }, [text, delayMs])
  return settled
}

/**
 * Shipping labels manager (spec 3 §2 /admin/shipping-labels, decision 0031): the orders ready for
 * shipping, the create-label dialog (order, carrier, the carrier's services), and the labels,
 * searched by tracking number or carrier, each with its PDF download.
 */
export function ShippingLabelsAdminPage() {
  const [search, setSearch] = useState('')
  const settledSearch = useSettledText(search)
  const [creating, setCreating] = useState(false)
  const labels = useShippingLabels(settledSearch)
  const eligible = useEligibleOrders()
  const create = useCreateShippingLabel()
  const download = useDownloadLabel()
  const { text } = useSiteText()
  const timeZone = text('farm_timezone')
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

      <div className="mt-6 max-w-md">
        <SearchField
          label="Search labels"
          value={search}
          onChange={setSearch}
          placeholder="Tracking number or carrier"
        />
      </div>

      <section aria-labelledby="labels-heading" className="mt-6">
        <h2 id="labels-heading" className="mb-3 font-serif text-xl font-semibold sm:text-2xl">
          Labels
        </h2>
        <ResourceList
          query={labels}
          records="shipping labels"
          className="grid gap-3 lg:grid-cols-2"
          empty={
            settledSearch.trim()
              ? {
                  icon: Tag,
                  title: 'No labels found',
                  description: `No label's tracking number or carrier matches “${settledSearch.trim()}”.`,
                }
              : {
                  icon: Tag,
                  title: 'No shipping labels yet',
                  description: 'Create a label for an order that is ready for shipping.',
                  action: createButton,
                }
          }
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
