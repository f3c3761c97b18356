import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight, Package, ShoppingBag, Smile, Star, type LucideIcon } from 'lucide-react'
import type { User } from '#contracts/identity'
import type { CustomerOrder } from '#contracts/orders'
import { orderStatusLabels, type OrderStatus } from '#contracts/order-states'
import { Badge, type BadgeProps } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { Skeleton } from '#web/components/ui/skeleton'
import { WrappingText } from '#web/components/ui/wrapping-text'
import { formatMoney } from '#web/lib/format-money'
import { useSiteText } from '#web/hooks/use-site-text'
import { userDisplayName } from '#web/hooks/use-current-user'
import { BlogTeaserCard, CardSkeletons, FeaturedProductCard, SectionHeading } from './home-cards'
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

/** Home dashboard for a signed-in customer (spec 1 §2). */
export function DashboardPage({ user }: { user: User }) {
  const { text } = useSiteText()
  const products = useQuery(homeProductsQuery)
  const orders = useQuery(myOrdersQuery)
  const posts = useQuery(blogTeasersQuery)
  const reviewSummary = useQuery(reviewSummaryQuery)
  const reviews = reviewStats(reviewSummary.data ?? null)
  useScrollToHash(!products.isPending && !orders.isPending && !posts.isPending)

  const timeZone = text('farm_timezone')
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
            <Button asChild variant="outline">
              <Link to="/account">
                Your Account
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
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

      <section
        aria-labelledby="recent-orders-heading"
        id="recent-orders"
        className="page-column pt-12 sm:pt-16"
      >
        <SectionHeading
          id="recent-orders-heading"
          title="Recent Orders"
          action={
            <Button asChild variant="outline">
              <Link to="/products">
                Shop Products
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        />
        <RecentOrders
          orders={recentOrders}
          isLoading={orders.isPending}
          isError={orders.isError}
          timeZone={timeZone}
        />
      </section>

      <SubscriptionsSection timeZone={timeZone} />

      <section
        aria-labelledby="featured-products-heading"
        id="featured-products"
        className="page-column pt-16 sm:pt-20"
      >
        <SectionHeading
          id="featured-products-heading"
          eyebrow="Fresh this week"
          title="Featured Products"
          action={
            <Button asChild variant="outline">
              <Link to="/products">
                View All Products
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        />
        <div className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-3">
          {products.isPending ? (
            <CardSkeletons count={3} />
          ) : featured.length > 0 ? (
            featured.map((product) => <FeaturedProductCard key={product.id} product={product} />)
          ) : (
            <p className="col-span-full text-muted-foreground">
              {products.isError
                ? 'Our products could not be loaded just now.'
                : 'Our featured picks are on their way.'}
            </p>
          )}
        </div>
      </section>

      <section
        aria-labelledby="latest-posts-heading"
        id="latest-posts"
        className="page-column py-16 sm:py-20"
      >
        <SectionHeading
          id="latest-posts-heading"
          eyebrow="Farm journal"
          title="Latest from the Blog"
          action={
            <Button asChild variant="outline">
              <Link to="/blog">
                View All Posts
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        />
        <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {posts.isPending ? (
            <CardSkeletons count={POST_COUNT} className="aspect-[4/3]" />
          ) : teasers.length > 0 ? (
            teasers.map((post) => <BlogTeaserCard key={post.id} post={post} timeZone={timeZone} />)
          ) : (
            <p className="col-span-full text-muted-foreground">
              New stories from the grove are on their way. Check back soon!
            </p>
          )}
        </div>
      </section>
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
          <Card className="transition-colors hover:border-primary">
            <Link
              to={`/account/orders/${order.id}`}
              className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-2xl p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <div className="flex flex-col">
                <span className="font-serif text-lg font-semibold">Order #{order.id}</span>
                <time dateTime={order.createdAt} className="text-sm text-muted-foreground">
                  {formatShortDate(order.createdAt, timeZone)}
                </time>
              </div>
              <div className="flex items-center gap-4">
                <Badge variant={statusVariant[order.status]}>
                  {orderStatusLabels[order.status]}
                </Badge>
                <span className="text-lg font-semibold text-primary tabular-nums">
                  {formatMoney(order.totalAmount)}
                </span>
              </div>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  )
}
