import { StaffPage } from '#web/components/staff/staff-page'
import { AnalyticsTab } from './analytics-tab'
import { ExportsSection } from './exports-section'
import { SalesTaxReport } from './sales-tax-report'

/**
 * /admin/reports: sales, visits and bookings over 7, 30 or 90 days, the month's sales tax and
 * the accountant's exports.
 */
export function ReportsAdminPage() {
  return (
    <StaffPage title="Reports">
      <div className="grid min-w-0 gap-8">
        <AnalyticsTab />
        <SalesTaxReport />
        <ExportsSection />
      </div>
    </StaffPage>
  )
}
