import type { UseFormReturn } from 'react-hook-form'
import { Check, EyeOff, PackageOpen, Star } from 'lucide-react'
import {
  planFrequencies,
  planFrequencyLabels,
  planFrequencyWording,
  planIconLabels,
  planIcons,
  subscriptionPlanInputSchema,
  type StaffSubscriptionPlan,
  type SubscriptionPlanInput,
  type SubscriptionPlanValues,
} from '#contracts/subscription-plans'
import { FormField } from '#web/components/form-field'
import { ResourceCard } from '#web/components/staff/resource-card'
import { ResourceCardActions } from '#web/components/staff/resource-card-actions'
import { ResourceManager, type RecordActions } from '#web/components/staff/resource-manager'
import { Badge } from '#web/components/ui/badge'
import { formatMoney } from '#web/lib/format-money'
import { blankPlan, planFormValues, planPrecheck, plansResource } from './plans-resource'
import type * as subscriptionPlansApi from '#contracts/subscription-plans-api'
import type { SortLabels } from '#web/lib/staff-resource-page'

const frequencyOptions = planFrequencies.map((value) => ({
  value,
  label: planFrequencyLabels[value],
}))
const iconOptions = planIcons.map((icon) => ({
  value: icon,
  label: `${icon} ${planIconLabels[icon]}`,
}))

/** The list's sorts, in the Subscription Plans admin's words. */
const sortLabels: SortLabels<typeof subscriptionPlansApi.subscriptionPlans> = {
  sortOrder: 'Sort order',
  name: 'Name',
  price: 'Price',
}

/**
 * Subscription Plans (spec 3 §2 "Subscription plans admin", /subscription-admin): the plans as
 * cards (icon, name, Popular and Inactive badges, price and frequency, products, features), an
 * add/edit dialog, and delete after a question. Inactive plans are hidden from customers; a plan
 * someone subscribes to cannot be deleted (the server says so in the failure toast).
 */
export function SubscriptionAdminPage() {
  return (
    <ResourceManager
      resource={plansResource}
      title="Subscription Plans"
      description="Active plans are on the Subscription Plans page; inactive ones stay here, hidden from customers."
      addLabel="Add Plan"
      list={{
        records: 'subscription plans',
        searchPlaceholder: 'Name, description or frequency',
        sorts: sortLabels,
        className: 'grid gap-3 lg:grid-cols-2',
        empty: {
          icon: PackageOpen,
          title: 'No subscription plans yet',
          description: 'Add the first box customers can subscribe to.',
        },
      }}
      card={(plan, actions) => <PlanCard plan={plan} {...actions} />}
      form={{
        schema: subscriptionPlanInputSchema,
        title: (editing) => (editing ? 'Edit Plan' : 'Add Plan'),
        submitLabel: (editing) => (editing ? 'Update Plan' : 'Create Plan'),
        values: (editing) => (editing ? planFormValues(editing) : blankPlan),
        precheck: planPrecheck,
        fields: (form) => <PlanFields form={form} />,
      }}
      confirmDelete={{
        title: 'Are you sure you want to delete this plan?',
        description: (plan) =>
          `${plan.name} will be removed from the Subscription Plans page. This cannot be undone.`,
      }}
    />
  )
}

function PlanFields({
  form,
}: {
  form: UseFormReturn<SubscriptionPlanInput, unknown, SubscriptionPlanValues>
}) {
  return (
    <>
      <FormField form={form} name="name" label="Plan name" />
      <FormField form={form} name="description" label="Description" kind="textarea" rows={3} />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField form={form} name="basePrice" label="Price ($)" kind="amount" />
        <FormField
          form={form}
          name="frequency"
          label="Frequency"
          kind="select"
          options={frequencyOptions}
        />
        <FormField form={form} name="icon" label="Icon" kind="select" options={iconOptions} />
      </div>
      <FormField
        form={form}
        name="products"
        label="Products"
        kind="list"
        separator="comma"
        rows={2}
        hint="Separate with commas, e.g. Haden Mangos, Kent Mangos."
      />
      <FormField
        form={form}
        name="features"
        label="Features"
        kind="list"
        separator="comma"
        rows={2}
        hint="Separate with commas, e.g. Free local delivery, Pause anytime."
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField form={form} name="popular" label="Most Popular" kind="checkbox" />
        <FormField
          form={form}
          name="active"
          label="Active (visible to customers)"
          kind="checkbox"
        />
      </div>
    </>
  )
}

function PlanCard({ plan, onEdit, onDelete }: { plan: StaffSubscriptionPlan } & RecordActions) {
  return (
    <div data-testid="plan-admin-card">
      <ResourceCard
        title={plan.name}
        media={
          <span
            aria-hidden="true"
            className="flex aspect-square w-full items-center justify-center rounded-xl bg-primary-soft text-3xl"
          >
            {plan.icon}
          </span>
        }
        badges={
          <>
            {plan.popular && (
              <Badge variant="mango">
                <Star aria-hidden="true" />
                Popular
              </Badge>
            )}
            {!plan.active && (
              <Badge variant="outline">
                <EyeOff aria-hidden="true" />
                Inactive
              </Badge>
            )}
          </>
        }
        actions={<ResourceCardActions name={plan.name} onEdit={onEdit} onDelete={onDelete} />}
      >
        <p>
          <span className="font-semibold text-primary">{formatMoney(plan.basePrice)}</span>{' '}
          <span className="text-sm text-muted-foreground">
            {planFrequencyWording[plan.frequency]}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">{plan.description}</p>
        {plan.products.length > 0 && (
          <p className="text-sm">
            <span className="font-medium">Products: </span>
            {plan.products.join(', ')}
          </p>
        )}
        {plan.features.length > 0 && (
          <ul className="mt-1 grid gap-1 text-sm" aria-label={`Features of ${plan.name}`}>
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-1.5">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        )}
      </ResourceCard>
    </div>
  )
}
