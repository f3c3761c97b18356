import { planFrequencyWording, type SubscriptionPlan } from '#contracts/subscription-plans'
import { formatMoney } from '../lib/format-money'

/** A subscription plan's price per box, then how often a box comes ("every week"). */
export function PlanPrice({
  plan,
  testId,
}: {
  plan: Pick<SubscriptionPlan, 'basePrice' | 'frequency'>
  testId?: string
}) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5">
      <span className="font-serif text-3xl font-bold text-primary" data-testid={testId}>
        {formatMoney(plan.basePrice)}
      </span>
      <span className="text-muted-foreground">{planFrequencyWording[plan.frequency]}</span>
    </p>
  )
}
