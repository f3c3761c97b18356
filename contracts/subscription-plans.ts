import { z } from 'zod'
import { lineSchema, requiredText } from './fields'
import { moneySchema, staffAmountSchema } from './money'

/**
 * Subscription plans, the farm's CSA boxes (spec 2 "Subscription plans", spec 3 "Subscription
 * plans admin", §5, §7, §9): what a customer can subscribe to, at what price and how often.
 * Decision 0029. Subscribing itself (start date, pickup or delivery, payment, renewals) is in
 * contracts/subscriptions.ts.
 */

/**
 * The one list of frequencies (decision 0029): the four the staff form of spec 3 offers. The
 * older reading's quarterly and yearly plans were moved to monthly by a migration.
 */
export const planFrequencies = ['daily', 'weekly', 'biweekly', 'monthly'] as const
export type PlanFrequency = (typeof planFrequencies)[number]

/** Spec 3 §9: a new plan is weekly. */
export const defaultPlanFrequency: PlanFrequency = 'weekly'

/** The frequency as a choice in the staff form. */
export const planFrequencyLabels: Record<PlanFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
}

/** After a price: '$45.00 per week', '$60.00 every two weeks'. */
export const planFrequencyWording: Record<PlanFrequency, string> = {
  daily: 'per day',
  weekly: 'per week',
  biweekly: 'every two weeks',
  monthly: 'per month',
}

/** '$45.00' + 'weekly' → '$45.00 per week' (the price already formatted for display). */
export function planPriceWording(formattedPrice: string, frequency: PlanFrequency): string {
  return `${formattedPrice} ${planFrequencyWording[frequency]}`
}

/**
 * The time from one box (and one charge) to the next, in the shape date-fns' `add` takes: a
 * month is a calendar month, not 30 days.
 */
export const planFrequencyStep: Record<
  PlanFrequency,
  { days: number } | { weeks: number } | { months: number }
> = {
  daily: { days: 1 },
  weekly: { weeks: 1 },
  biweekly: { weeks: 2 },
  monthly: { months: 1 },
}

/** A stored frequency as one of the four (rows are kept to them by a CHECK constraint). */
export function planFrequencyOf(value: string): PlanFrequency {
  return (planFrequencies as readonly string[]).includes(value)
    ? (value as PlanFrequency)
    : 'monthly'
}

/** Spec 3 §9: the plan icons (box, strawberry, honey pot, basket, seedling, mango, leaf, grain). */
export const planIcons = ['📦', '🍓', '🍯', '🧺', '🌱', '🥭', '🍃', '🌾'] as const
export type PlanIcon = (typeof planIcons)[number]
export const defaultPlanIcon: PlanIcon = '📦'

export const planIconLabels: Record<PlanIcon, string> = {
  '📦': 'Box',
  '🍓': 'Strawberry',
  '🍯': 'Honey pot',
  '🧺': 'Basket',
  '🌱': 'Seedling',
  '🥭': 'Mango',
  '🍃': 'Leaf',
  '🌾': 'Grain',
}

/** A plan as visitors see it (GET /api/subscription-plans): active plans only, no timestamps. */
export const subscriptionPlanSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  /** Per box, every `frequency`: "45.00". */
  basePrice: moneySchema,
  frequency: z.enum(planFrequencies),
  products: z.array(z.string()),
  features: z.array(z.string()),
  icon: z.string(),
  popular: z.boolean(),
})
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>
export const subscriptionPlanListSchema = z.array(subscriptionPlanSchema)

/** A plan as staff see it (GET /api/admin/subscription-plans): inactive plans too. */
export const staffSubscriptionPlanSchema = subscriptionPlanSchema.extend({ active: z.boolean() })
export type StaffSubscriptionPlan = z.infer<typeof staffSubscriptionPlanSchema>
export const staffSubscriptionPlanListSchema = z.array(staffSubscriptionPlanSchema)

export const planLimits = { name: 255, description: 2000, listEntries: 20, listEntry: 200 } as const

/** Spec 3 §5: the message for a missing name, description or price ('Missing Information'). */
export const planRequiredMessage = 'Please fill in all required fields.'

/** The answer to deleting a plan someone still subscribes to (decision 0029). */
export const planInUseMessage = 'This plan has active subscriptions. Deactivate it instead.'

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** Spec 3 §5: required, "parsed as a decimal" (the staff money rule), and more than zero. */
const basePriceSchema = z.unknown().transform((value, context): string => {
  if (isBlank(value)) {
    context.addIssue({ code: 'custom', message: planRequiredMessage })
    return z.NEVER
  }
  const parsed = staffAmountSchema('Price').safeParse(value)
  if (!parsed.success) {
    context.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message })
    return z.NEVER
  }
  if (!/[1-9]/.test(parsed.data)) {
    context.addIssue({ code: 'custom', message: 'Price must be more than 0.00' })
    return z.NEVER
  }
  return parsed.data
})

/**
 * Products or features (spec 3 §5): typed comma-separated, each entry trimmed, empty ones
 * dropped. A list of strings, or the comma-separated text itself.
 */
function commaListSchema(label: string) {
  return z
    .preprocess(
      (value) =>
        value === undefined || value === null
          ? []
          : typeof value === 'string'
            ? value.split(',')
            : value,
      z.array(lineSchema(`Each of the ${label} must be text`), `${label} must be a list`),
    )
    .transform((entries) => entries.map((entry) => entry.trim()).filter((entry) => entry !== ''))
    .superRefine((entries, context) => {
      const problem =
        entries.length > planLimits.listEntries
          ? `At most ${planLimits.listEntries} ${label}`
          : entries.some((entry) => entry.length > planLimits.listEntry)
            ? `Each of the ${label} must be at most ${planLimits.listEntry} characters`
            : null
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
}

/**
 * POST /api/admin/subscription-plans and PUT .../:id (spec 3 §5, §7, §9): name, description and
 * price required ('Please fill in all required fields.'); frequency one of the four (default
 * weekly); products and features comma lists; icon one of the eight (default the box); popular
 * off and active on by default. Anything else a client sends (id, sort order, dates) is dropped.
 */
export const subscriptionPlanInputSchema = z.object({
  name: requiredText('Name', planLimits.name, { required: planRequiredMessage }),
  description: requiredText('Description', planLimits.description, {
    multiline: true,
    required: planRequiredMessage,
  }),
  basePrice: basePriceSchema,
  frequency: z.preprocess(
    (value) => (isBlank(value) ? defaultPlanFrequency : value),
    z.enum(planFrequencies, {
      error: 'Frequency must be daily, weekly, every two weeks or monthly',
    }),
  ),
  products: commaListSchema('products'),
  features: commaListSchema('features'),
  icon: z.preprocess(
    (value) => (isBlank(value) ? defaultPlanIcon : value),
    z.enum(planIcons, { error: 'Choose one of the icons' }),
  ),
  popular: z.boolean('Popular must be true or false').default(false),
  active: z.boolean('Active must be true or false').default(true),
})
export type SubscriptionPlanInput = z.input<typeof subscriptionPlanInputSchema>
export type SubscriptionPlanValues = z.output<typeof subscriptionPlanInputSchema>
