import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Package, ShoppingBag, Smile, Star, type LucideIcon } from 'lucide-react'
import type { User } from '#contracts/identity'
import type { CustomerOrder } from '#contracts/orders'
import type { OrderStatus } from '#contracts/order-states'
import { OrderLinkCard } from '#web/components/order-link-card'
import type { BadgeProps } from '#web/components/ui/badge'
import { Card } from '#web/components/ui/card'
import { Skeleton } from '#web/components/ui/skeleton'
import { WrappingText } from '#web/components/ui/wrapping-text'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { useSiteText } from '#web/hooks/use-site-text'
import { userDisplayName } from '#web/hooks/use-current-user'
import {
  FeaturedProductsSection,
  HomeSection,
  LatestPostsSection,
  SectionLink,
} from './home-sections'
import {
  blogTeasersQuery,
  featuredProducts,
  homeProductsQuery,
  inStockCount,
  latestPosts,
  myOrdersQuery,
  reviewStats,
  reviewSummaryQuery,
} from './home-data'
import { useScrollToHash } from './section-scroll'
import { SubscriptionsSection } from './subscriptions-section'
import { formatShortDate } from '#web/lib/format-date'

/** Spec 1 §9: up to 6 featured products, 3 recent orders and 3 blog posts on the dashboard. */
const FEATURED_COUNT = 6
const RECENT_ORDER_COUNT = 3
const POST_COUNT = 3

const statusVariant: Record<OrderStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'honey',
  confirmed: 'sky',
  processing: 'sky',
  ready_for_pickup: 'mango',
  out_for_delivery: 'mango',
  shipped: 'mango',
  delivered: 'secondary',
  cancelled: 'outline',
}

/** The home page for a signed-in customer (spec 1 §2): a greeting, their orders and what is new on the farm. */
export function DashboardPage({ user }: { user: User }) {
  const { text } = useSiteText()
  const products = useQuery(homeProductsQuery)
  const orders = useQuery(myOrdersQuery)
  const posts = useQuery(blogTeasersQuery)
  const reviewSummary = useQuery(reviewSummaryQuery)
  const reviews = reviewStats(reviewSummary.data ?? null)
  useScrollToHash(!products.isPending && !orders.isPending && !posts.isPending)

  const timeZone = useFarmTimeZone()
  const featured = featuredProducts(products.data ?? [], FEATURED_COUNT)
  const teasers = latestPosts(posts.data ?? [], POST_COUNT)
  const recentOrders = (orders.data ?? []).slice(0, RECENT_ORDER_COUNT)

  const stats: { label: string; value: string | null; icon: LucideIcon }[] = [
    {
      label: 'Total Orders',
      value: orders.data ? String(orders.data.length) : orders.isError ? '–' : null,
      icon: ShoppingBag,
    },
    {
      label: 'Products Available',
      value: products.data ? String(inStockCount(products.data)) : products.isError ? '–' : null,
      icon: Package,
    },
  ]
  // Real figures from the shop's shown reviews; the cards are left out when there are none.
  if (reviewSummary.isPending) {
    stats.push(
      { label: 'Average Rating', value: null, icon: Star },
      { label: 'Satisfaction', value: null, icon: Smile },
    )
  } else if (reviews) {
    stats.push(
      { label: 'Average Rating', value: reviews.averageRating, icon: Star },
      { label: 'Satisfaction', value: reviews.satisfaction, icon: Smile },
    )
  }

  return (
    <>
      <section
        aria-labelledby="welcome-heading"
        id="overview"
        className="border-b border-border/70 bg-gradient-to-b from-honey-soft/70 to-background"
      >
        <div className="page-column pt-12 pb-10 sm:pt-16">
          <h1 id="welcome-heading" className="font-serif text-3xl font-bold sm:text-5xl">
            Welcome back, <WrappingText className="text-primary" text={userDisplayName(user)} />!
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{text('welcome_message')}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
            <SectionLink to="/account">Your Account</SectionLink>
            {!user.firstName?.trim() && (
              <Link
                to="/account#details"
                className="rounded-sm text-sm text-primary underline underline-offset-4"
              >
                Tell us your name, and we’ll greet you by it
              </Link>
            )}
          </p>

          <ul
            className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
            aria-label="Your farm at a glance"
          >
            {stats.map(({ label, value, icon: Icon }) => (
              <li key={label} data-testid="stat-card">
                <Card className="h-full">
                  <div className="flex items-center gap-3 p-4 sm:gap-4 sm:p-5">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary sm:size-12">
                      <Icon className="size-5 sm:size-6" aria-hidden="true" />
                    </span>
                    <p className="flex min-w-0 flex-col">
                      <span className="font-serif text-2xl font-bold text-foreground sm:text-3xl">
                        {value ?? (
                          <span
                            aria-hidden="true"
                            className="my-1 block h-7 w-10 animate-pulse rounded-lg bg-muted motion-reduce:animate-none"
                          />
                        )}
                      </span>{' '}
                      <span className="text-sm leading-snug text-muted-foreground">{label}</span>
                    </p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <HomeSection
        id="recent-orders"
        className="page-column pt-12 sm:pt-16"
        title="Recent Orders"
        action={<SectionLink to="/products">Shop Products</SectionLink>}
      >
        <RecentOrders
          orders={recentOrders}
          isLoading={orders.isPending}
          isError={orders.isError}
          timeZone={timeZone}
        />
      </HomeSection>

      <SubscriptionsSection timeZone={timeZone} />

      <FeaturedProductsSection
        className="page-column pt-16 sm:pt-20"
        eyebrow="Fresh this week"
        products={featured}
        state={products}
        skeletonCount={3}
        gridClassName="lg:grid-cols-3"
      />

      <LatestPostsSection
        title="Latest from the Blog"
        posts={teasers}
        isPending={posts.isPending}
        skeletonCount={POST_COUNT}
        timeZone={timeZone}
      />
    </>
  )
}

function RecentOrders({
  orders,
  isLoading,
  isError,
  timeZone,
}: {
  orders: CustomerOrder[]
  isLoading: boolean
  isError: boolean
  timeZone: string
}) {
  if (isLoading) {
    return (
      <div className="grid gap-3">
        {Array.from({ length: RECENT_ORDER_COUNT }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-2xl" />
        ))}
      </div>
    )
  }
  if (isError) {
    return (
      <Card className="p-6 text-muted-foreground">
        Your orders could not be loaded just now. Please try again in a moment.
      </Card>
    )
  }
  if (orders.length === 0) {
    return (
      <Card className="items-center gap-2 p-8 text-center">
        <ShoppingBag className="size-8 text-primary" aria-hidden="true" />
        <p className="font-serif text-xl font-semibold">No orders yet</p>
        <p className="max-w-md text-muted-foreground">
          When you order from the farm, your orders will show up here.
        </p>
      </Card>
    )
  }
  return (
    <ul className="grid gap-3" aria-label="Your most recent orders">
      {orders.map((order) => (
        <li key={order.id} data-testid="recent-order">
          <OrderLinkCard order={order} badgeVariant={statusVariant[order.status]}>
            <time dateTime={order.createdAt} className="text-sm text-muted-foreground">
              {formatShortDate(order.createdAt, timeZone)}
            </time>
          </OrderLinkCard>
        </li>
      ))}
    </ul>
  )
}
