import { StaffPage } from '#web/components/staff/staff-page'
import { SubscriptionsTab } from './subscriptions-tab'

/** /admin/subscriptions: the CSA members and this week's boxes. */
export function SubscriptionsAdminPage() {
  return (
    <StaffPage title="Subscriptions">
      <SubscriptionsTab />
    </StaffPage>
  )
}
