import { StaffPage } from '#web/components/staff/staff-page'
import { useSiteText } from '#web/hooks/use-site-text'
import { ReviewsTab } from './reviews-tab'

/** /admin/reviews: product reviews to approve, hide or delete. */
export function ReviewsAdminPage() {
  const { text } = useSiteText()
  return (
    <StaffPage title="Reviews">
      <ReviewsTab timeZone={text('farm_timezone')} />
    </StaffPage>
  )
}
