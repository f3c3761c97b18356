import { StaffPage } from '#web/components/staff/staff-page'
import { AnalyticsTab } from './analytics-tab'
import { SalesTaxReport } from './sales-tax-report'

/** /admin/reports: sales, visits and bookings over 7, 30 or 90 days, and the month's sales tax. */
export function ReportsAdminPage() {
  return (
    <StaffPage title="Reports">
      <div className="grid min-w-0 gap-8">
        <AnalyticsTab />
        <SalesTaxReport />
      </div>
    </StaffPage>
  )
}
