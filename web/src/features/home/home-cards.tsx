import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Product } from '#contracts/catalog'
import { Badge } from '#web/components/ui/badge'
import { Card } from '#web/components/ui/card'
import { Skeleton } from '#web/components/ui/skeleton'
import { cn } from '#web/lib/cn'
import { formatMoney } from '#web/lib/format-money'
import { formatUnit } from '#web/lib/format-unit'
import type { BlogTeaser } from './home-data'
import { HoverZoomImage } from '#web/components/hover-zoom-image'
import { formatShortDate } from '#web/lib/format-date'

const cardLinkClass =
  'group block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring'

/**
 * A card that is one link: a 640-pixel-wide picture on top (hover zooms it), then `children`.
 * `onPicture` sits over the picture (a badge).
 */
function LinkedCard({
  to,
  testId,
  picture,
  pictureClassName,
  onPicture,
  children,
}: {
  to: string
  testId: string
  picture: { src: string | null; sizes: string; height: number; className?: string }
  pictureClassName: string
  onPicture?: ReactNode
  children: ReactNode
}) {
  return (
    <Link to={to} className={cardLinkClass} data-testid={testId}>
      <Card className="h-full overflow-hidden transition-shadow duration-200 group-hover:shadow-lifted">
        <div className={pictureClassName}>
          <HoverZoomImage {...picture} alt="" width={640} />
          {onPicture}
        </div>
        {children}
      </Card>
    </Link>
  )
}

/** A featured product: picture, name, price and unit, linking to its page. */
export function FeaturedProductCard({ product }: { product: Product }) {
  const unit = formatUnit(product.unit)
  return (
    <LinkedCard
      to={`/products/${product.id}`}
      testId="featured-product"
      pictureClassName="relative aspect-[4/3] overflow-hidden bg-muted"
      picture={{
        src: product.imageUrl,
        sizes: '(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw',
        height: 480,
        className: product.inStock ? undefined : 'grayscale-[35%]',
      }}
      onPicture={
        !product.inStock && (
          <Badge variant="dark" className="absolute top-3 left-3 shadow-sm">
            Out of Stock
          </Badge>
        )
      }
    >
      <div className="flex flex-1 flex-col gap-1 p-5">
        <h3 className="font-serif text-lg leading-snug font-semibold group-hover:text-primary">
          {product.name}
        </h3>
        <p className="mt-auto flex items-baseline gap-1.5 pt-2">
          <span className="text-lg font-semibold text-primary">{formatMoney(product.price)}</span>
          {unit && <span className="text-sm text-muted-foreground">{unit}</span>}
        </p>
      </div>
    </LinkedCard>
  )
}

/** A blog post teaser: picture, category, title, date and excerpt, linking to the post. */
export function BlogTeaserCard({ post, timeZone }: { post: BlogTeaser; timeZone: string }) {
  return (
    <LinkedCard
      to={`/blog/${post.slug}`}
      testId="blog-teaser"
      pictureClassName="aspect-[16/9] overflow-hidden bg-muted"
      picture={{
        src: post.imageUrl,
        sizes: '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
        height: 360,
      }}
    >
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium text-muted-foreground">
          {post.category && <Badge variant="honey">{post.category}</Badge>}
          <time dateTime={post.createdAt}>{formatShortDate(post.createdAt, timeZone)}</time>
        </p>
        <h3 className="font-serif text-lg leading-snug font-semibold group-hover:text-primary">
          {post.title}
        </h3>
        {post.excerpt && (
          <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        )}
      </div>
    </LinkedCard>
  )
}

/** Grey stand-ins for `count` cards while their data loads. */
export function CardSkeletons({ count, className }: { count: number; className?: string }) {
  return Array.from({ length: count }, (_, index) => (
    <Skeleton key={index} className={cn('aspect-[4/5] rounded-2xl', className)} />
  ))
}

/** Heading block of a page section; the heading takes focus when a button scrolls here. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  action,
}: {
  id: string
  eyebrow?: string
  title: string
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-2xl">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-widest text-mango-strong uppercase">
            {eyebrow}
          </p>
        )}
        <h2
          id={id}
          tabIndex={-1}
          data-section-focus
          className="mt-1 font-serif text-3xl font-bold text-foreground focus:outline-none sm:text-4xl"
        >
          {title}
        </h2>
        {children && <p className="mt-3 text-lg text-muted-foreground">{children}</p>}
      </div>
      {action}
    </div>
  )
}
