import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'
import type { Product } from '#contracts/catalog'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { BlogTeaserCard, CardSkeletons, FeaturedProductCard, SectionHeading } from './home-cards'
import type { BlogTeaser } from './home-data'

/** The outlined button at the right of a section's heading: 'View All Posts →'. */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>
        {children}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  )
}

/** A section of the home page, named by its heading; `/#{id}` scrolls to it. */
export function HomeSection({
  id,
  className,
  eyebrow,
  title,
  intro,
  action,
  children,
}: {
  id: string
  className: string
  eyebrow?: string
  title: string
  /** The line under the heading. */
  intro?: ReactNode
  action?: ReactNode
  children: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <section aria-labelledby={headingId} id={id} className={className}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} action={action}>
        {intro}
      </SectionHeading>
      {children}
    </section>
  )
}

interface ListState {
  isPending: boolean
  isError: boolean
}

/** Featured Products: a grid of product cards, stand-ins while they load, or a note. */
export function FeaturedProductsSection({
  className,
  eyebrow,
  intro,
  products,
  state,
  skeletonCount,
  gridClassName,
  afterNote,
}: {
  className: string
  eyebrow: string
  intro?: ReactNode
  products: readonly Product[]
  state: ListState
  skeletonCount: number
  /** The grid's columns at larger widths. */
  gridClassName: string
  /** Follows the note shown when there is nothing to feature. */
  afterNote?: ReactNode
}) {
  return (
    <HomeSection
      id="featured-products"
      className={className}
      eyebrow={eyebrow}
      title="Featured Products"
      intro={intro}
      action={<SectionLink to="/products">View All Products</SectionLink>}
    >
      <div className={cn('grid grid-cols-1 gap-6 min-[480px]:grid-cols-2', gridClassName)}>
        {state.isPending ? (
          <CardSkeletons count={skeletonCount} />
        ) : products.length > 0 ? (
          products.map((product) => <FeaturedProductCard key={product.id} product={product} />)
        ) : (
          <p className="col-span-full text-muted-foreground">
            {state.isError
              ? 'Our products could not be loaded just now.'
              : 'Our featured picks are on their way.'}
            {afterNote}
          </p>
        )}
      </div>
    </HomeSection>
  )
}

/** The latest blog posts as teaser cards, stand-ins while they load, or a note. */
export function LatestPostsSection({
  title,
  intro,
  posts,
  isPending,
  skeletonCount,
  timeZone,
}: {
  title: string
  intro?: ReactNode
  posts: readonly BlogTeaser[]
  isPending: boolean
  skeletonCount: number
  timeZone: string
}) {
  return (
    <HomeSection
      id="latest-posts"
      className="page-column py-16 sm:py-20"
      eyebrow="Farm journal"
      title={title}
      intro={intro}
      action={<SectionLink to="/blog">View All Posts</SectionLink>}
    >
      <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {isPending ? (
          <CardSkeletons count={skeletonCount} className="aspect-[4/3]" />
        ) : posts.length > 0 ? (
          posts.map((post) => <BlogTeaserCard key={post.id} post={post} timeZone={timeZone} />)
        ) : (
          <p className="col-span-full text-muted-foreground">
            New stories from the grove are on their way. Check back soon!
          </p>
        )}
      </div>
    </HomeSection>
  )
}
