import { Link, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowUpRight, CircleDollarSign, ClipboardList, Hourglass } from 'lucide-react'
import { StaffPage } from '#web/components/staff/staff-page'
import { StatCardGroup } from '#web/components/staff/stat-card-group'
import { Button } from '#web/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { formatMoney } from '#web/lib/format-money'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { AnalyticsTab } from './analytics-tab'
import { BookingsTab } from './bookings-tab'
import { SubscriptionsTab } from './subscriptions-tab'
import { OrdersTab } from './orders-tab'
import { ReviewsTab } from './reviews-tab'
import {
  builtQuickActions,
  countByFilter,
  orderSummaryQuery,
  subscriptionRevenueText,
} from './orders-view'

const tabs = ['orders', 'subscriptions', 'bookings', 'reviews', 'analytics'] as const
type Tab = (typeof tabs)[number]

/**
 * The open tab lives in the address (?tab=bookings), so a link or a reload keeps it. Another tab
 * starts without the last one's search and filters (they share the address's names).
 */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams()
  const tab = tabs.find((each) => each === params.get('tab')) ?? 'orders'
  const setTab = (next: Tab) =>
    setParams(() => new URLSearchParams(next === 'orders' ? {} : { tab: next }), { replace: true })
  return [tab, setTab]
}

/**
 * /staff-dashboard (spec 3 §2): summary cards, quick actions, and the tabs Orders, Subscriptions
 * (with this week's boxes) and Bookings (each filtered by status), Reviews and Analytics.
 */
export function StaffDashboardAdminPage() {
  const [tab, setTab] = useTab()
  const summary = useQuery({
    ...orderSummaryQuery,
    refetchOnMount: 'always',
  }).data
  const timeZone = useFarmTimeZone()
  const counts = summary ? countByFilter(summary) : null
  const actions = builtQuickActions()

  return (
    <StaffPage
      title="Staff Dashboard"
      description="Paid orders from the shop and the farm stand (checkouts that were never paid are under ‘Unpaid or failed’), and the bookings of farm events, workshops and pick-your-own sessions."
    >
      <StatCardGroup
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4"
        stats={[
          {
            label: 'Total Orders',
            value: summary ? String(summary.totalOrders) : null,
            icon: <ClipboardList />,
            testId: 'summary-total-orders',
          },
          {
            label: 'To Ship',
            value: summary ? String(summary.toShip) : null,
            icon: <Hourglass />,
            testId: 'summary-to-ship',
          },
          {
            label: 'Paid Revenue',
            value: summary ? formatMoney(summary.paidRevenue) : null,
            detail: subscriptionRevenueText(summary),
            icon: <CircleDollarSign />,
            testId: 'summary-paid-revenue',
            className: 'col-span-2 sm:col-span-1',
          },
        ]}
      />

      {actions.length > 0 && (
        <section aria-labelledby="quick-actions-heading" className="mt-6">
          <h2
            id="quick-actions-heading"
            className="text-sm font-semibold tracking-wide text-muted-foreground uppercase font-sans"
          >
            Quick Actions
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {actions.map((action) => (
              <li key={action.to}>
                <Button asChild variant="outline" size="sm">
                  <Link to={action.to} title={action.description}>
                    {action.label}
                    <ArrowUpRight aria-hidden="true" />
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-8">
        <TabsList aria-label="Staff Dashboard">
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="subscriptions">Subscriptions</TabsTrigger>
          <TabsTrigger value="bookings">Bookings</TabsTrigger>
          <TabsTrigger value="reviews">Reviews</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="orders">
          <OrdersTab counts={counts} timeZone={timeZone} />
        </TabsContent>
        <TabsContent value="subscriptions">
          <SubscriptionsTab />
        </TabsContent>
        <TabsContent value="bookings">
          <BookingsTab />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsTab timeZone={timeZone} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </StaffPage>
  )
}
