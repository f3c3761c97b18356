import { Plus, Truck } from 'lucide-react'
import {
  shippingOptionInputSchema,
  type StaffShippingOption,
} from '../../../../contracts/shipping-admin'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { FormField } from '../../components/form-field'
import { EmptyState } from '../../components/query-state'
import { ResourceCard } from '../../components/staff/resource-card'
import { ResourceCardActions } from '../../components/staff/resource-card-actions'
import { ResourceList } from '../../components/staff/resource-list'
import { ResourceFormDialog } from '../../components/staff/resource-form-dialog'
import { StaffPage } from '../../components/staff/staff-page'
import { useResourceDialogs } from '../../components/staff/use-resource-dialogs'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { formatMoney } from '../../lib/format-money'
import { useStaffResource } from '../../lib/staff-resource'
import {
  blankShippingOption,
  shippingOptionFormValues,
  shippingOptionsResource,
} from './shipping-options-resource'

/** Shipping options manager (spec 3 §2 /admin/shipping): checkout offers the available ones in this order. */
export function ShippingAdminPage() {
  const { list, remove, save } = useStaffResource<StaffShippingOption>(shippingOptionsResource)
  const dialogs = useResourceDialogs<StaffShippingOption>()
  const editing = dialogs.editing

  const addButton = (
    <Button onClick={dialogs.openCreate}>
      <Plus aria-hidden="true" />
      Add Shipping Option
    </Button>
  )

  return (
    <StaffPage
      title="Shipping Options"
      description="Checkout offers the available options in this order (lowest sort order first)."
      actions={addButton}
    >
      <ResourceList
        query={list}
        loading="Loading shipping options..."
        what="the shipping options"
        empty={
          <EmptyState
            icon={<Truck className="size-8 text-muted-foreground" aria-hidden="true" />}
            title="No shipping options yet"
            description="Add the ways an order can reach the customer."
            action={addButton}
          />
        }
      >
        {(option) => (
          <ShippingOptionCard
            option={option}
            onEdit={() => dialogs.openEdit(option)}
            onDelete={() => dialogs.openDelete(option)}
          />
        )}
      </ResourceList>

      <ResourceFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.setFormOpen}
        title={editing ? 'Edit Shipping Option' : 'Add Shipping Option'}
        schema={shippingOptionInputSchema}
        defaultValues={editing ? shippingOptionFormValues(editing) : blankShippingOption}
        submitLabel={editing ? 'Save Changes' : 'Create Option'}
        onSubmit={(values) => save(values, editing)}
      >
        {(form) => (
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
        )}
      </ResourceFormDialog>

      <ConfirmDialog
        open={dialogs.deleting !== null}
        onOpenChange={dialogs.setDeleteOpen}
        title="Are you sure you want to delete this shipping option?"
        description={
          dialogs.deleting
            ? `${dialogs.deleting.name} will no longer be offered at checkout.`
            : undefined
        }
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync(dialogs.deleting!.id)}
      />
    </StaffPage>
  )
}

function ShippingOptionCard({
  option,
  onEdit,
  onDelete,
}: {
  option: StaffShippingOption
  onEdit: () => void
  onDelete: () => void
}) {
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
