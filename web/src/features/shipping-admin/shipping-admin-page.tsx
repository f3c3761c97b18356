import { Truck } from 'lucide-react'
import { shippingOptionInputSchema, type StaffShippingOption } from '#contracts/shipping-admin'
import { FormField } from '#web/components/form-field'
import { ResourceCard } from '#web/components/staff/resource-card'
import { ResourceCardActions } from '#web/components/staff/resource-card-actions'
import { ResourceManager, type RecordActions } from '#web/components/staff/resource-manager'
import { Badge } from '#web/components/ui/badge'
import { formatMoney } from '#web/lib/format-money'
import {
  blankShippingOption,
  shippingOptionFormValues,
  shippingOptionsResource,
} from './shipping-options-resource'
import type * as shippingAdminApi from '#contracts/shipping-admin-api'
import type { SortLabels } from '#web/lib/staff-resource-page'

/** The list's sorts, in the shipping options manager's words. */
const sortLabels: SortLabels<typeof shippingAdminApi.shippingOptions> = {
  sortOrder: 'Sort order',
  name: 'Name',
  cost: 'Cost',
}

/** Shipping options manager (spec 3 §2 /admin/shipping): checkout offers the available ones in this order. */
export function ShippingAdminPage() {
  return (
    <ResourceManager
      resource={shippingOptionsResource}
      title="Shipping Options"
      description="Checkout offers the available options in this order (lowest sort order first)."
      addLabel="Add Shipping Option"
      list={{
        records: 'shipping options',
        searchPlaceholder: 'Name, code, description or notes',
        sorts: sortLabels,
        empty: {
          icon: Truck,
          title: 'No shipping options yet',
          description: 'Add the ways an order can reach the customer.',
        },
      }}
      card={(option, actions) => <ShippingOptionCard option={option} {...actions} />}
      form={{
        schema: shippingOptionInputSchema,
        title: (editing) => (editing ? 'Edit Shipping Option' : 'Add Shipping Option'),
        submitLabel: (editing) => (editing ? 'Save Changes' : 'Create Option'),
        values: (editing) => (editing ? shippingOptionFormValues(editing) : blankShippingOption),
        fields: (form) => (
          <>
            <FormField form={form} name="name" label="Name" />
            <FormField
              form={form}
              name="description"
              label="Description"
              kind="textarea"
              rows={2}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField form={form} name="cost" label="Cost ($)" kind="amount" />
              <FormField
                form={form}
                name="estimatedDays"
                label="Estimated delivery"
                placeholder="2-3 business days"
              />
              <FormField
                form={form}
                name="minOrderAmount"
                label="Minimum order ($)"
                kind="amount"
              />
              <FormField
                form={form}
                name="maxOrderAmount"
                label="Maximum order ($)"
                kind="amount"
                placeholder="No limit"
                hint="Leave empty for no limit."
              />
              <FormField
                form={form}
                name="freeOverSubtotal"
                label="Free over ($)"
                kind="amount"
                placeholder="Never free"
                hint="Free once the order is over this amount."
              />
              <FormField form={form} name="sortOrder" label="Sort order" kind="integer" />
            </div>
            <FormField form={form} name="notes" label="Notes" kind="textarea" rows={2} />
            <FormField form={form} name="available" label="Available at checkout" kind="switch" />
            <FormField
              form={form}
              name="carriesFreshFruit"
              label="Can carry fresh fruit"
              kind="switch"
              hint="Turn off for methods that are not kept cold or local."
            />
          </>
        ),
      }}
      confirmDelete={{
        title: 'Are you sure you want to delete this shipping option?',
        description: (option) => `${option.name} will no longer be offered at checkout.`,
      }}
    />
  )
}

function ShippingOptionCard({
  option,
  onEdit,
  onDelete,
}: { option: StaffShippingOption } & RecordActions) {
  const limits = [
    Number(option.minOrderAmount) > 0 ? `from ${formatMoney(option.minOrderAmount)}` : null,
    option.maxOrderAmount ? `up to ${formatMoney(option.maxOrderAmount)}` : null,
  ].filter(Boolean)
  return (
    <ResourceCard
      title={option.name}
      badges={
        <>
          <Badge variant={option.available ? 'secondary' : 'outline'}>
            {option.available ? 'Available' : 'Unavailable'}
          </Badge>
          {!option.carriesFreshFruit && <Badge variant="honey">No fresh fruit</Badge>}
          <span className="text-xs text-muted-foreground">Sort order {option.sortOrder}</span>
        </>
      }
      actions={<ResourceCardActions name={option.name} onEdit={onEdit} onDelete={onDelete} />}
    >
      {option.description && <p className="text-sm text-muted-foreground">{option.description}</p>}
      <p className="text-sm">
        <span className="font-semibold">{formatMoney(option.cost)}</span>
        {option.estimatedDays && <> · {option.estimatedDays}</>}
        {option.freeOverSubtotal && <> · free over {formatMoney(option.freeOverSubtotal)}</>}
        {limits.length > 0 && <> · orders {limits.join(' ')}</>}
      </p>
      {option.notes && <p className="text-xs text-muted-foreground">{option.notes}</p>}
    </ResourceCard>
  )
}
