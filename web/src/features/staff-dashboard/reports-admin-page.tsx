import { StaffPage } from '#web/components/staff/staff-page'
import { AnalyticsTab } from './analytics-tab'

/** /admin/reports: sales, visits and bookings over 7, 30 or 90 days. */
export function ReportsAdminPage() {
  return (
    <StaffPage title="Reports">
      <AnalyticsTab />
    </StaffPage>
  )
}
