import { Sprout } from 'lucide-react'
import { describeHarvestDays, nextHarvest } from '#contracts/harvest-days'
import type { Product } from '#contracts/catalog'
import { formatFarmInstant, formatVisitDate } from '#contracts/farm-time'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { useHydrated } from '#web/lib/use-hydrated'

/**
 * A picked-to-order product's harvest days and, once in the browser (a rendered page may be
 * older than the cut-off), the harvest an order placed now goes to, on the farm's clock.
 */
export function HarvestNote({ product }: { product: Product }) {
  const timeZone = useFarmTimeZone()
  const hydrated = useHydrated()
  const schedule = describeHarvestDays(product)
  if (!schedule) return null
  const harvest = hydrated ? nextHarvest(product, timeZone) : null
  return (
    <div
      className="flex items-start gap-3 rounded-xl border border-primary/25 bg-primary-soft/40 p-3 text-sm"
      data-testid="harvest-note"
    >
      <Sprout className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid gap-0.5">
        <p>{schedule}</p>
        {harvest && (
          <p className="font-semibold">
            Order now and it is picked {formatVisitDate(harvest.date)}.{' '}
            <span className="font-normal text-muted-foreground">
              Orders for that harvest close {formatFarmInstant(harvest.orderBy, timeZone)}.
            </span>
          </p>
        )}
      </div>
    </div>
  )
}
