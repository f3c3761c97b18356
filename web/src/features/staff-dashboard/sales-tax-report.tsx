import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Landmark, Percent, Receipt, ShoppingBasket } from 'lucide-react'
import { farmToday } from '#contracts/farm-time'
import type { SalesTaxReport as Report } from '#contracts/sales-tax'
import * as salesTaxApi from '#contracts/sales-tax-api'
import { QueryState } from '#web/components/query-state'
import { SectionCard } from '#web/components/section-card'
import { StatCard } from '#web/components/staff/stat-card'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { apiQuery } from '#web/lib/api-client'
import { formatMoney } from '#web/lib/format-money'

/**
 * A month's sales and tax in the lines of Florida's return (DR-15) with the surtax by county
 * (decision 0062), for the farm's accountant. The month is on the farm's calendar.
 */
export function SalesTaxReport() {
  const thisMonth = farmToday(useFarmTimeZone()).slice(0, 7)
  const [month, setMonth] = useState(thisMonth)
  const monthId = useId()
  const report = useQuery({
    ...apiQuery(salesTaxApi.getSalesTaxReport, { query: { month } }),
    enabled: /^\d{4}-\d{2}$/.test(month),
  })
  return (
    <SectionCard id="sales-tax-report-heading" title="Sales tax report" icon={<Landmark />}>
      <div className="grid max-w-48 gap-2">
        <Label htmlFor={monthId}>Month</Label>
        <Input
          id={monthId}
          type="month"
          value={month}
          max={thisMonth}
          onChange={(event) => setMonth(event.target.value)}
        />
      </div>
      <QueryState query={report} loading="Loading the sales tax report..." what="the report">
        {(data) => <ReportLines report={data} />}
      </QueryState>
    </SectionCard>
  )
}

function ReportLines({ report }: { report: Report }) {
  return (
    <div className="grid min-w-0 gap-5">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Gross sales"
          value={formatMoney(report.grossSales)}
          icon={<ShoppingBasket />}
          testId="tax-gross-sales"
          detail={`${report.orderCount} orders, ${report.refundCount} refunds`}
        />
        <StatCard
          label="Exempt sales"
          value={formatMoney(report.exemptSales)}
          icon={<Receipt />}
          testId="tax-exempt-sales"
        />
        <StatCard
          label="Taxable amount"
          value={formatMoney(report.taxableAmount)}
          icon={<Percent />}
          testId="tax-taxable-amount"
        />
        <StatCard
          label="Tax collected"
          value={formatMoney(report.taxCollected)}
          icon={<Landmark />}
          testId="tax-collected"
          detail={`State ${formatMoney(report.stateTax)} + surtax ${formatMoney(report.surtax)}`}
        />
      </dl>
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold">Exempt sales by reason</h3>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm tabular-nums">
            {report.exemptByReason.map((line) => (
              <div key={line.reason} className="contents">
                <dt className="text-muted-foreground">{line.reason}</dt>
                <dd className="text-right">{formatMoney(line.amount)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="min-w-0 overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <caption className="mb-2 text-left text-sm font-semibold">Surtax by county</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  County
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  Rate
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  Taxable
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  State tax
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  Surtax
                </th>
              </tr>
            </thead>
            <tbody>
              {report.byCounty.length === 0 ? (
                <tr>
                  <td colSpan={5} className="py-2 text-muted-foreground">
                    No taxable sales this month.
                  </td>
                </tr>
              ) : (
                report.byCounty.map((row) => (
                  <tr key={`${row.county}-${row.surtaxRate}`} className="border-b border-border/60">
                    <th scope="row" className="py-1.5 pr-3 text-left font-medium">
                      {row.county}
                    </th>
                    <td className="py-1.5 pr-3 text-right">{Number(row.surtaxRate)}%</td>
                    <td className="py-1.5 pr-3 text-right">{formatMoney(row.taxableAmount)}</td>
                    <td className="py-1.5 pr-3 text-right">{formatMoney(row.stateTax)}</td>
                    <td className="py-1.5 text-right">{formatMoney(row.surtax)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          {report.otherStates.length > 0 && (
            <p className="mt-3 text-sm">
              Other states:{' '}
              {report.otherStates
                .map(
                  (row) =>
                    `${row.state} ${formatMoney(row.tax)} on ${formatMoney(row.taxableAmount)}`,
                )
                .join('; ')}
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
