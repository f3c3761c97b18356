import { lazy, Suspense, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  CalendarCheck,
  CalendarDays,
  CircleDollarSign,
  Hourglass,
  Package,
  Receipt,
  Repeat,
  ShoppingBag,
  Smile,
  Star,
  TicketCheck,
  Undo2,
} from 'lucide-react'
import { defaultAnalyticsPeriod, type Analytics, type AnalyticsPeriod } from '#contracts/analytics'
import * as analyticsApi from '#contracts/analytics-api'
import { QueryState } from '#web/components/query-state'
import { FilterSelect } from '#web/components/staff/filter-select'
import { StatCardGroup } from '#web/components/staff/stat-card-group'
import { Card } from '#web/components/ui/card'
import { Spinner } from '#web/components/ui/spinner'
import { apiQuery } from '#web/lib/api-client'
import { formatMoney } from '#web/lib/format-money'
import {
  formatPercent,
  periodChoices,
  periodLabels,
  periodOf,
  ratingText,
  revenueBars,
  revenueGrowthText,
  revenueSummary,
  reviewCountText,
  shortDay,
} from './analytics-view'

// Recharts is loaded only when this tab is opened (the other tabs never pay for it).
const loadCharts = () => import('./analytics-charts')
const RevenueChart = lazy(async () => ({ default: (await loadCharts()).RevenueChart }))
const ProductsChart = lazy(async () => ({ default: (await loadCharts()).ProductsChart }))

const chartSpace = <div className="h-64" />

/**
 * The dashboard's Analytics tab (spec 3 §2, decision 0034): the figures of the last 7, 30 or 90
 * farm days against the days before, revenue by day and the best-selling products as charts,
 * each with its data as text.
 */
export function AnalyticsTab() {
  const [period, setPeriod] = useState<AnalyticsPeriod>(defaultAnalyticsPeriod)
  const analytics = useQuery({
    ...apiQuery(analyticsApi.getAnalytics, { query: { period } }),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  })

  return (
    <section aria-labelledby="analytics-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 id="analytics-heading" className="font-serif text-2xl font-semibold">
            Analytics
          </h2>
          {analytics.isFetching && !analytics.isPending && (
            <Spinner size="sm" label="Refreshing analytics" />
          )}
        </div>
        <div className="w-44">
          <FilterSelect
            label="Period"
            allLabel={null}
            value={String(period)}
            options={periodChoices}
            optionLabel={(choice) => periodLabels[periodOf(choice)]}
            onChange={(choice) => setPeriod(periodOf(choice))}
          />
        </div>
      </div>
      <div className="mt-4">
        <QueryState query={analytics} loading="Loading analytics..." what="the analytics">
          {(data) => <AnalyticsFigures analytics={data} />}
        </QueryState>
      </div>
    </section>
  )
}

function AnalyticsFigures({ analytics }: { analytics: Analytics }) {
  const { period } = analytics
  const noOrders = 'No orders yet'
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground" data-testid="analytics-period">
        {shortDay(period.from)} to {shortDay(period.to)} (farm days), against{' '}
        {shortDay(period.previousFrom)} to {shortDay(period.previousTo)}. Cancelled orders and
        unfinished checkouts are left out; refunds are taken off; paid CSA boxes count as revenue.
      </p>
      <StatCardGroup
        className="grid grid-cols-1 gap-3 min-[26rem]:grid-cols-2 sm:gap-4 lg:grid-cols-3"
        stats={[
          {
            label: 'Total Revenue',
            value: formatMoney(analytics.totalRevenue),
            detail: revenueGrowthText(analytics),
            icon: <CircleDollarSign />,
            testId: 'analytics-total-revenue',
          },
          {
            label: 'CSA Boxes',
            value: formatMoney(analytics.subscriptionRevenue),
            detail: 'Subscriptions paid, in Total Revenue',
            icon: <Package />,
            testId: 'analytics-subscription-revenue',
          },
          {
            label: 'Refunded',
            value: formatMoney(analytics.refundedTotal),
            icon: <Undo2 />,
            testId: 'analytics-refunded',
          },
          {
            label: 'Total Orders',
            value: String(analytics.totalOrders),
            icon: <ShoppingBag />,
            testId: 'analytics-total-orders',
          },
          {
            label: 'Average Order Value',
            value:
              analytics.averageOrderValue === null
                ? noOrders
                : formatMoney(analytics.averageOrderValue),
            icon: <Receipt />,
            testId: 'analytics-average-order-value',
          },
          {
            label: 'Pending Orders',
            value: String(analytics.pendingOrders),
            detail: 'Waiting to be sent, now',
            icon: <Hourglass />,
            testId: 'analytics-pending-orders',
          },
          {
            label: 'Repeat Customers',
            value: formatPercent(analytics.repeatCustomers, noOrders),
            icon: <Repeat />,
            testId: 'analytics-repeat-customers',
          },
          {
            label: 'Total Bookings',
            value: String(analytics.totalBookings),
            icon: <CalendarDays />,
            testId: 'analytics-total-bookings',
          },
          {
            label: 'Upcoming Bookings',
            value: String(analytics.upcomingBookings),
            detail: 'Confirmed, from today',
            icon: <CalendarCheck />,
            testId: 'analytics-upcoming-bookings',
          },
          {
            label: 'Tour Conversion',
            value: formatPercent(analytics.tourConversion, 'No requests yet'),
            detail: 'Confirmed of requested events',
            icon: <TicketCheck />,
            testId: 'analytics-tour-conversion',
          },
          {
            label: 'Average Rating',
            value: ratingText(analytics),
            detail: analytics.reviewCount > 0 ? reviewCountText(analytics.reviewCount) : undefined,
            icon: <Star />,
            testId: 'analytics-average-rating',
          },
          {
            label: 'Customer Satisfaction',
            value: formatPercent(analytics.customerSatisfaction, 'No reviews yet'),
            detail: 'Reviews with 4 or 5 stars',
            icon: <Smile />,
            testId: 'analytics-customer-satisfaction',
          },
        ]}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-4 sm:p-5">
          <figure className="grid gap-3" data-testid="revenue-chart">
            <figcaption>
              <h3 className="font-serif text-lg font-semibold">Revenue by Day</h3>
              <p className="text-sm text-muted-foreground">{revenueSummary(analytics)}</p>
            </figcaption>
            <Suspense fallback={chartSpace}>
              <RevenueChart bars={revenueBars(analytics.revenueByDay)} />
            </Suspense>
            <table className="sr-only">
              <caption>Revenue and orders by farm day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Revenue</th>
                  <th scope="col">Orders</th>
                </tr>
              </thead>
              <tbody>
                {analytics.revenueByDay.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{shortDay(day.date)}</th>
                    <td>{formatMoney(day.revenue)}</td>
                    <td>{day.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        </Card>

        <Card className="p-4 sm:p-5">
          <figure className="grid gap-3" data-testid="products-chart">
            <figcaption>
              <h3 className="font-serif text-lg font-semibold">Popular Products</h3>
              <p className="text-sm text-muted-foreground">Top 5 by units sold in the period.</p>
            </figcaption>
            {analytics.popularProducts.length === 0 ? (
              <p className="py-8 text-center text-sm text-muted-foreground">
                No products sold in this period.
              </p>
            ) : (
              <>
                <Suspense fallback={chartSpace}>
                  <ProductsChart products={analytics.popularProducts} />
                </Suspense>
                <table className="w-full text-sm" data-testid="popular-products">
                  <thead className="text-left text-muted-foreground">
                    <tr>
                      <th scope="col" className="py-1 font-medium">
                        Product
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        Units sold
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        Revenue
                      </th>
                    </tr>
                  </thead>
                  <tbody className="tabular-nums">
                    {analytics.popularProducts.map((product) => (
                      <tr key={product.name} className="border-t border-border/70">
                        <th scope="row" className="py-1.5 text-left font-medium">
                          {product.name}
                        </th>
                        <td className="py-1.5 text-right">{product.sales}</td>
                        <td className="py-1.5 text-right">{formatMoney(product.revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </figure>
        </Card>
      </div>
    </div>
  )
}
