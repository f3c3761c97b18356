import {
  defaultPlanFrequency,
  defaultPlanIcon,
  planIcons,
  planRequiredMessage,
  type PlanIcon,
  type StaffSubscriptionPlan,
  type SubscriptionPlanInput,
} from '#contracts/subscription-plans'
import * as subscriptionPlansApi from '#contracts/subscription-plans-api'
import { toast } from '#web/components/ui/use-toast'
import { recordFormValues } from '#web/lib/record-form-values'
import { defineStaffResource, failureToasts, successToasts } from '#web/lib/staff-resource'

/**
 * Subscription Plans (spec 3 §2, §7, §8): every plan, inactive ones too; a change also refreshes
 * the public list of /subscriptions. Failures carry the server's message (a plan with
 * subscribers: 'This plan has active subscriptions. Deactivate it instead.').
 */
export const plansResource = defineStaffResource<StaffSubscriptionPlan>({
  endpoints: subscriptionPlansApi.subscriptionPlans,
  refreshes: [subscriptionPlansApi.listActivePlans],
  messages: {
    ...successToasts(({ past }) => `Plan ${past} successfully!`),
    ...failureToasts(({ verb }) => ({ title: `Failed to ${verb} plan` })),
  },
})

/** A new plan (spec 3 §9): weekly, the box icon, not popular, visible to customers. */
export const blankPlan = {
  name: '',
  description: '',
  basePrice: '',
  frequency: defaultPlanFrequency,
  products: [],
  features: [],
  icon: defaultPlanIcon,
  popular: false,
  active: true,
} satisfies SubscriptionPlanInput

/** A stored plan as the form edits it (an icon from outside the list becomes the default). */
export function planFormValues(plan: StaffSubscriptionPlan): SubscriptionPlanInput {
  return recordFormValues<SubscriptionPlanInput, 'icon'>(blankPlan, plan, {
    icon: (planIcons as readonly string[]).includes(plan.icon)
      ? (plan.icon as PlanIcon)
      : defaultPlanIcon,
  })
}

const blank = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === ''

/**
 * Spec 3 §5: name, description and price are required, else 'Missing Information' / 'Please fill
 * in all required fields.' (a toast; the same words show under each missing field).
 */
export function planPrecheck(values: SubscriptionPlanInput): null {
  if (blank(values.name) || blank(values.description) || blank(values.basePrice)) {
    toast({
      title: 'Missing Information',
      description: planRequiredMessage,
      variant: 'destructive',
    })
  }
  return null
}
