import { useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  CalendarDays,
  CircleDollarSign,
  Clock,
  Mail,
  Phone,
  ShoppingBasket,
  UserX,
} from 'lucide-react'
import type { CustomerDetail } from '#contracts/customers'
import * as customersApi from '#contracts/customers-api'
import { formatShortVisitDate } from '#contracts/farm-time'
import { orderStatusLabels, paymentStatusLabels } from '#contracts/order-states'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { QueryState } from '#web/components/query-state'
import { StaffPage } from '#web/components/staff/staff-page'
import { StaffSection } from '#web/components/staff/staff-section'
import { StatCardGroup } from '#web/components/staff/stat-card-group'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { useSignedInStaff } from '#web/hooks/use-current-user'
import { apiQuery, callApi } from '#web/lib/api-client'
import { apiErrorMessage } from '#web/lib/api-request'
import { formatMoney } from '#web/lib/format-money'
import { formatShortDate } from '#web/lib/format-date'
import { formatStaffDate } from '#web/lib/format-staff-date'
import { CustomerNoteForm } from './customer-note-form'
import { CustomerStoreCredit } from './customer-store-credit'

function ListOrNone<Item>({
  items,
  none,
  children,
}: {
  items: Item[]
  none: string
  children: (item: Item) => ReactNode
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{none}</p>
  return (
    <ul className="divide-y divide-border rounded-2xl border border-border/70 bg-card text-sm">
      {items.map(children)}
    </ul>
  )
}

const rowClass = 'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2.5'

function EraseCustomer({ customer }: { customer: CustomerDetail }) {
  const [open, setOpen] = useState(false)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const erase = useMutation({
    mutationFn: () => callApi(customersApi.eraseCustomer, { params: { key: customer.key } }),
    onSuccess: async () => {
      toast({
        title: 'Customer erased',
        description: 'Their personal data is gone; the orders stay for the books.',
      })
      queryClient.removeQueries({ predicate: () => true, type: 'inactive' })
      await navigate('/admin/customers')
    },
    onError: (error) =>
      toast({
        title: 'Failed to erase the customer',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  })
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <UserX aria-hidden="true" />
        Erase customer
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Erase ${customer.name || customer.email}?`}
        description="Their name, e-mail, phone and address go from every order, booking and review, with their account, sign-ups and notes. The orders' amounts, dates and items stay for the farm's books. This cannot be undone."
        confirmLabel="Erase customer"
        onConfirm={() => erase.mutateAsync()}
        pending={erase.isPending}
      />
    </>
  )
}

/**
 * /admin/customers/:key: a customer's contact details, lifetime spend, orders, bookings,
 * subscriptions, reviews, consent and staff notes; the owner can erase them.
 */
export function CustomerAdminPage() {
  const { key = '' } = useParams()
  const { staff } = useSignedInStaff()
  const timeZone = useFarmTimeZone()
  const customer = useQuery({
    ...apiQuery(customersApi.getCustomer, { params: { key } }),
    refetchOnMount: 'always',
  })
  const title = customer.data ? customer.data.name || customer.data.email : 'Customer'

  return (
    <StaffPage
      title={title}
      description={<Link to="/admin/customers">All customers</Link>}
      actions={
        customer.data && staff?.role === 'owner' ? (
          <EraseCustomer customer={customer.data} />
        ) : undefined
      }
    >
      <QueryState query={customer} loading="Loading the customer..." what="this customer">
        {(data) => (
          <div className="grid gap-8">
            <section aria-label="Contact" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <a
                href={`mailto:${data.email}`}
                className="inline-flex items-center gap-2 text-primary"
              >
                <Mail className="size-4" aria-hidden="true" />
                {data.email}
              </a>
              {data.phone && (
                <a
                  href={`tel:${data.phone}`}
                  className="inline-flex items-center gap-2 text-primary"
                >
                  <Phone className="size-4" aria-hidden="true" />
                  {data.phone}
                </a>
              )}
              <span className="text-muted-foreground">
                Newsletter: {data.newsletter ? 'yes' : 'no'} · Harvest alerts:{' '}
                {data.harvestAlerts ? 'yes' : 'no'} · Account: {data.hasAccount ? 'yes' : 'no'}
              </span>
            </section>
            <StatCardGroup
              className="grid grid-cols-2 gap-3 sm:grid-cols-4"
              stats={[
                {
                  label: 'Lifetime spend',
                  value: formatMoney(data.lifetimeSpend),
                  icon: <CircleDollarSign />,
                  testId: 'customer-spend',
                },
                {
                  label: 'Orders',
                  value: String(data.orders),
                  icon: <ShoppingBasket />,
                  testId: 'customer-orders',
                },
                {
                  label: 'Bookings',
                  value: String(data.bookings),
                  icon: <CalendarDays />,
                  testId: 'customer-bookings',
                },
                {
                  label: 'First seen',
                  value: formatShortDate(data.firstSeen, timeZone),
                  icon: <Clock />,
                  testId: 'customer-first-seen',
                },
              ]}
            />
            <StaffSection title="Orders">
              <ListOrNone items={data.orderList} none="No orders.">
                {(order) => (
                  <li key={order.id} className={rowClass}>
                    <Link
                      to={`/admin/orders?q=${encodeURIComponent(`#${order.id}`)}`}
                      className="font-semibold text-primary"
                    >
                      Order #{order.id}
                    </Link>
                    <span className="text-muted-foreground">
                      {formatStaffDate(order.createdAt, timeZone)}
                    </span>
                    <span>
                      {orderStatusLabels[order.status]} · {paymentStatusLabels[order.paymentStatus]}
                    </span>
                    <span className="tabular-nums">{formatMoney(order.total)}</span>
                  </li>
                )}
              </ListOrNone>
            </StaffSection>
            <StaffSection title="Bookings">
              <ListOrNone items={data.bookingList} none="No bookings.">
                {(booking) => (
                  <li key={`${booking.kind}-${booking.id}`} className={rowClass}>
                    <span className="font-medium">{booking.title}</span>
                    <span>{formatShortVisitDate(booking.date)}</span>
                    <span>
                      {booking.people} {booking.people === 1 ? 'person' : 'people'} ·{' '}
                      {booking.status}
                    </span>
                  </li>
                )}
              </ListOrNone>
            </StaffSection>
            <StaffSection title="Subscriptions">
              <ListOrNone items={data.subscriptionList} none="No subscriptions.">
                {(subscription) => (
                  <li key={subscription.id} className={rowClass}>
                    <span className="font-medium">{subscription.planName}</span>
                    <span>{subscription.status}</span>
                  </li>
                )}
              </ListOrNone>
            </StaffSection>
            <StaffSection title="Reviews">
              <ListOrNone items={data.reviews} none="No reviews.">
                {(review) => (
                  <li key={review.id} className={rowClass}>
                    <span className="font-medium">{review.productName}</span>
                    <span>{review.rating} of 5 stars</span>
                  </li>
                )}
              </ListOrNone>
            </StaffSection>
            <StaffSection title="Store credit">
              <CustomerStoreCredit
                customerKey={data.key}
                customerName={data.name || data.email}
                timeZone={timeZone}
              />
            </StaffSection>
            <StaffSection title="Notes">
              <div className="grid gap-4">
                <CustomerNoteForm customerKey={data.key} />
                <ListOrNone items={data.notes} none="No notes yet.">
                  {(note) => (
                    <li key={note.id} className="grid gap-1 px-4 py-3">
                      <p className="whitespace-pre-line">{note.body}</p>
                      <p className="text-xs text-muted-foreground">
                        {note.author ?? 'Staff'} · {formatStaffDate(note.createdAt, timeZone)}
                      </p>
                    </li>
                  )}
                </ListOrNone>
              </div>
            </StaffSection>
          </div>
        )}
      </QueryState>
    </StaffPage>
  )
}
