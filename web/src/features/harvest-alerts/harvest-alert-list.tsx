import { CalendarClock } from 'lucide-react'
import { harvestAlertTypeLabels, type HarvestAlert } from '#contracts/harvest-alerts'
import { Badge } from '#web/components/ui/badge'
import { Card } from '#web/components/ui/card'
import { farmShortDay, harvestAlertTypeLook } from '#web/lib/harvest-alert-look'

/** The current alerts as cards: type badge, product, title, message and the farm's dates. */
export function HarvestAlertList({
  alerts,
  timeZone,
}: {
  alerts: HarvestAlert[]
  timeZone: string
}) {
  return (
    <ul className="grid gap-4" data-testid="current-harvest-alerts">
      {alerts.map((alert) => {
        const look = harvestAlertTypeLook[alert.alertType]
        const TypeIcon = look.icon
        return (
          <li key={alert.id}>
            <Card className="gap-3 p-5 sm:p-6">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={look.badge}>
                  <TypeIcon aria-hidden="true" />
                  {harvestAlertTypeLabels[alert.alertType]}
                </Badge>
                <span className="text-sm font-medium text-muted-foreground">
                  {alert.productName}
                </span>
              </div>
              <h3 className="font-serif text-xl leading-snug font-semibold text-balance">
                {alert.title}
              </h3>
              <p className="whitespace-pre-line text-foreground/90">{alert.message}</p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
                <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
                <span>
                  Posted{' '}
                  <time dateTime={alert.alertDate}>{farmShortDay(alert.alertDate, timeZone)}</time>
                </span>
                {alert.expiryDate && (
                  <>
                    <span aria-hidden="true">·</span>
                    <span>
                      Until{' '}
                      <time dateTime={alert.expiryDate}>
                        {farmShortDay(alert.expiryDate, timeZone)}
                      </time>
                    </span>
                  </>
                )}
              </p>
            </Card>
          </li>
        )
      })}
    </ul>
  )
}
