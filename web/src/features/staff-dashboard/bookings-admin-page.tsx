import { StaffPage } from '#web/components/staff/staff-page'
import { BookingsTab } from './bookings-tab'

/** /admin/bookings: event, workshop and pick-your-own bookings, filtered by status. */
export function BookingsAdminPage() {
  return (
    <StaffPage title="Bookings">
      <BookingsTab />
    </StaffPage>
  )
}
