import { CircleCheck, Download } from 'lucide-react'
import { formatShortVisitDate } from '#contracts/farm-time'
import {
  carrierServiceText,
  formatWeight,
  shippingLabelStatusLabels,
  type ShippingLabel,
} from '#contracts/shipping-labels'
import { ResourceCard } from '#web/components/staff/resource-card'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { formatMoney } from '#web/lib/format-money'
import { formatStaffDate } from '#web/lib/format-staff-date'

/**
 * One label (spec 3 "Shipping labels manager"): its order and customer, status (delivered is
 * highlighted, the rest neutral), carrier and service, tracking number, weight and postage, and
 * the Download button.
 */
export function ShippingLabelCard({
  label,
  timeZone,
  onDownload,
  downloading,
}: {
  label: ShippingLabel
  timeZone: string
  onDownload: () => void
  downloading: boolean
}) {
  const delivered = label.status === 'delivered'
  return (
    <ResourceCard
      title={`Order #${label.orderId}`}
      headingLevel="h3"
      badges={
        <>
          <Badge variant={delivered ? 'default' : 'outline'} data-testid="label-status">
            {delivered && <CircleCheck aria-hidden="true" />}
            {shippingLabelStatusLabels[label.status]}
          </Badge>
          {label.offline && <Badge variant="honey">Offline label</Badge>}
        </>
      }
      actions={
        <Button
          variant="outline"
          size="sm"
          onClick={onDownload}
          disabled={downloading}
          aria-label={`Download label ${label.trackingNumber}`}
        >
          {downloading ? (
            <Spinner size="sm" className="text-current" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {/* On a phone the icon alone leaves the card's text room; the name stays whole. */}
          <span className="hidden sm:inline">Download</span>
        </Button>
      }
    >
      <p className="text-sm">
        <span className="font-semibold">{label.customerName}</span>
        <span className="text-muted-foreground"> · {label.shipTo.lines.join(', ')}</span>
      </p>
      <p className="text-sm">
        {carrierServiceText(label.carrier, label.serviceName)}
        <span className="text-muted-foreground">
          {' '}
          · {formatWeight(label.weightOunces)} ·{' '}
          {label.offline ? 'no postage' : `${formatMoney(label.cost)} postage`}
        </span>
      </p>
      <p className="text-sm">
        <span className="text-muted-foreground">Tracking</span>{' '}
        <code className="font-mono text-sm break-all" data-testid="tracking-number">
          {label.trackingNumber}
        </code>
      </p>
      <p className="text-xs text-muted-foreground">
        Created {formatStaffDate(label.createdAt, timeZone)}
        {label.estimatedDelivery && (
          <> · expected {formatShortVisitDate(label.estimatedDelivery)}</>
        )}
      </p>
    </ResourceCard>
  )
}
