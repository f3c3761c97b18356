import { Sprout } from 'lucide-react'
import type { CheckoutQuote } from '#contracts/checkout'
import { formatFarmInstant } from '#contracts/farm-time'
import { harvestHandOverOf, harvestPromise } from '#contracts/harvest-days'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'

/**
 * When the cart's fresh products are picked if ordered now (issue 26), as the server's quote
 * says, and how the order is handed over after: ready for pickup, or sent out that day.
 */
export function HarvestNotice({
  harvest,
  shippingMethod,
}: {
  harvest: NonNullable<CheckoutQuote['harvest']>
  shippingMethod: string
}) {
  const timeZone = useFarmTimeZone()
  const handOver = shippingMethod ? harvestHandOverOf(shippingMethod) : null
  return (
    <div
      className="flex items-start gap-3 rounded-xl border border-primary/25 bg-primary-soft/40 p-3 text-sm"
      data-testid="harvest-notice"
    >
      <Sprout className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <p>
        <span className="font-semibold">{harvestPromise(harvest.date, handOver)}</span>{' '}
        <span className="text-muted-foreground">
          Order by {formatFarmInstant(new Date(harvest.orderBy), timeZone)} for this harvest.
        </span>
      </p>
    </div>
  )
}
