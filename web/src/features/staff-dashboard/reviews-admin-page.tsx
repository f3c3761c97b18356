import { StaffPage } from '#web/components/staff/staff-page'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { ReviewsTab } from './reviews-tab'

/** /admin/reviews: product reviews to approve, hide or delete. */
export function ReviewsAdminPage() {
  const timeZone = useFarmTimeZone()
  return (
    <StaffPage title="Reviews">
      <ReviewsTab timeZone={timeZone} />
    </StaffPage>
  )
}
