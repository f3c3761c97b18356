import { CustomerContact } from './customer-contact'

/**
 * A staff table row's customer column (an order's, a booking's, a subscription's): across the
 * card on a phone, its own column on a desktop.
 */
export function RowCustomer({
  record,
}: {
  record: { customerName: string; customerEmail: string; customerPhone?: string | null }
}) {
  return (
    <CustomerContact
      name={record.customerName}
      email={record.customerEmail}
      phone={record.customerPhone ?? null}
      className="col-span-2 lg:col-span-1"
    />
  )
}
