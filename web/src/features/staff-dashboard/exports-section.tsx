import { useId, useState } from 'react'
import { Download, FileSpreadsheet } from 'lucide-react'
import { exportKinds, exportLabels, exportRangeSchema, exportUrl } from '#contracts/exports'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import { SectionCard } from '#web/components/section-card'
import { FieldMessage } from '#web/components/field-message'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'

/**
 * The accountant's CSV files over a range of farm dates (decision 0064): orders, lines,
 * payments, refunds, tax, customers, bookings, subscriptions, and the sales laid out for
 * QuickBooks Online and Xero. Each is a plain download, streamed by the server.
 */
export function ExportsSection() {
  const today = farmToday(useFarmTimeZone())
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`)
  const [to, setTo] = useState(today)
  const fromId = useId()
  const toId = useId()
  const range = exportRangeSchema.safeParse({ from, to })
  const problem = range.success ? null : (range.error.issues[0]?.message ?? null)
  return (
    <SectionCard id="exports-heading" title="Exports" icon={<FileSpreadsheet />}>
      <p className="text-sm text-muted-foreground">
        CSV files for the farm&apos;s accountant, over the farm dates you choose (both included).
      </p>
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-2">
          <Label htmlFor={fromId}>From</Label>
          <Input
            id={fromId}
            type="date"
            value={from}
            max={today}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={toId}>To</Label>
          <Input
            id={toId}
            type="date"
            value={to}
            max={addCalendarDays(today, 1)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${toId}-error` : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
      </div>
      <FieldMessage id={`${toId}-error`}>{problem}</FieldMessage>
      <ul className="grid gap-2 sm:grid-cols-2">
        {exportKinds.map((kind) => (
          <li key={kind}>
            {range.success ? (
              <a
                href={exportUrl(kind, range.data)}
                download
                className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Download aria-hidden="true" className="size-4" />
                {exportLabels[kind]} (CSV)
              </a>
            ) : (
              <span className="text-sm text-muted-foreground">{exportLabels[kind]} (CSV)</span>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  )
}
