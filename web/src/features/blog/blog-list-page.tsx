import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import {
  ArrowRight,
  CalendarDays,
  Flower2,
  Mail,
  Newspaper,
  RotateCcw,
  Sprout,
  Sun,
  type LucideIcon,
} from 'lucide-react'
import type { BlogPostSummary } from '#contracts/blog'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { Skeleton } from '#web/components/ui/skeleton'
import { apiErrorMessage } from '#web/lib/api-request'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useSiteText } from '#web/hooks/use-site-text'
import { formatLongDate } from '#web/lib/format-date'
import { articleCount } from './blog-format'
import { blogPostsQuery } from './blog-queries'
import { FarmImage } from '#web/components/farm-image'

const topics: { title: string; description: string; icon: LucideIcon; tone: string }[] = [
  {
    title: 'Harvest Updates',
    description: 'What’s ripe in the grove this week, and how to enjoy it at its best.',
    icon: Sun,
    tone: 'bg-mango-soft text-mango-soft-foreground',
  },
  {
    title: 'Beekeeping',
    description: 'Notes from our hives: the mango bloom, the honey flow and the bees’ busy year.',
    icon: Flower2,
    tone: 'bg-honey-soft text-honey-soft-foreground',
  },
  {
    title: 'Growing Tips',
    description: 'Planting, pruning and caring for tropical trees in sandy Florida soil.',
    icon: Sprout,
    tone: 'bg-primary-soft text-primary',
  },
]

/** Blog list (spec 1 §2): a featured story, the All Stories grid, topics and a newsletter note. */
export function BlogListPage() {
  const { text } = useSiteText()
  const farmName = text('farm_name')
  const timeZone = text('farm_timezone')
  usePageMeta()

  const postsQuery = useQuery(blogPostsQuery)
  const posts = postsQuery.data
  const [featured, ...rest] = posts ?? []

  return (
    <>
      <section className="border-b border-border/70 bg-gradient-to-b from-honey-soft/70 to-background">
        <div className="page-column pt-12 pb-10 sm:pt-16">
          <p className="text-sm font-semibold tracking-widest text-mango-strong uppercase">
            The {farmName} Blog
          </p>
          <h1 className="mt-2 max-w-3xl font-serif text-4xl font-bold text-foreground sm:text-5xl">
            Stories from the Grove
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
            Harvest updates, beekeeping notes and growing tips, written by the family that works the
            farm.
          </p>
        </div>
      </section>

      <div className="page-column py-10 sm:py-12">
        {postsQuery.isPending ? (
          <BlogListSkeleton />
        ) : postsQuery.isError ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-input bg-card px-6 py-12 text-center">
            <h2 className="font-serif text-xl">We couldn’t load the stories</h2>
            <p className="max-w-md text-sm text-muted-foreground">
              {apiErrorMessage(postsQuery.error)}
            </p>
            <Button
              variant="outline"
              onClick={() => void postsQuery.refetch()}
              disabled={postsQuery.isFetching}
            >
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : !featured ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-input bg-card px-6 py-14 text-center">
            <Newspaper className="size-10 text-primary" aria-hidden="true" />
            <h2 className="font-serif text-xl">No stories yet</h2>
            <p className="max-w-md text-sm text-muted-foreground">
              We’re busy in the grove. Our first story is on its way.
            </p>
          </div>
        ) : (
          <>
            <section aria-labelledby="featured-story-heading">
              <h2 id="featured-story-heading" className="sr-only">
                Featured Story
              </h2>
              <FeaturedStory post={featured} timeZone={timeZone} />
            </section>

            <section aria-labelledby="all-stories-heading" className="mt-14">
              <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id="all-stories-heading" className="font-serif text-3xl font-semibold">
                  All Stories
                </h2>
                <p className="text-sm text-muted-foreground">{articleCount(rest.length)}</p>
              </div>
              {rest.length === 0 ? (
                <p className="rounded-2xl border border-dashed border-input bg-card px-6 py-8 text-center text-muted-foreground">
                  More stories are on their way.
                </p>
              ) : (
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {rest.map((post) => (
                    <li key={post.id}>
                      <StoryCard post={post} timeZone={timeZone} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}

        <section aria-labelledby="topics-heading" className="mt-16">
          <h2 id="topics-heading" className="font-serif text-3xl font-semibold">
            What We Write About
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {topics.map(({ title, description, icon: Icon, tone }) => (
              <li key={title}>
                <Card className="h-full flex-row items-start gap-4 p-6">
                  <span className={`rounded-full p-3 ${tone}`}>
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="font-serif text-xl font-semibold">{title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{description}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="blog-newsletter-heading"
          className="mt-16 flex flex-col items-start gap-5 rounded-2xl bg-primary px-6 py-8 text-primary-foreground sm:flex-row sm:items-center sm:justify-between sm:px-10"
        >
          <div className="flex items-start gap-4">
            <span className="rounded-full bg-primary-foreground/10 p-3 text-honey">
              <Mail className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h2 id="blog-newsletter-heading" className="font-serif text-2xl font-semibold">
                Never miss a story
              </h2>
              <p className="mt-1 max-w-xl text-primary-foreground/85">
                New posts, harvest news and farm events go out in our newsletter. You can sign up on
                our home page.
              </p>
            </div>
          </div>
          <Button asChild variant="accent" size="lg">
            <Link to="/#newsletter">
              Sign up on the home page
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </section>
      </div>
    </>
  )
}

function PostDate({ value, timeZone }: { value: string; timeZone: string }) {
  return (
    <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <CalendarDays className="size-4" aria-hidden="true" />
      <time dateTime={value}>{formatLongDate(value, timeZone)}</time>
    </span>
  )
}

function FeaturedStory({ post, timeZone }: { post: BlogPostSummary; timeZone: string }) {
  return (
    <Card
      data-testid="featured-story"
      className="group relative overflow-hidden md:grid md:grid-cols-2 md:items-stretch has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
    >
      <div className="aspect-[16/10] overflow-hidden bg-muted md:aspect-auto md:h-full">
        <FarmImage
          src={post.imageUrl}
          sizes="(min-width: 1024px) 36rem, 100vw"
          alt=""
          width={960}
          height={600}
          fetchPriority="high"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-col gap-4 p-6 sm:p-8 lg:p-10">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="mango">Featured Story</Badge>
          <Badge variant="secondary">{post.category}</Badge>
        </div>
        <h3 className="font-serif text-2xl leading-tight font-bold sm:text-3xl">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className="text-muted-foreground sm:text-lg">{post.excerpt}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <PostDate value={post.createdAt} timeZone={timeZone} />
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary group-hover:underline"
          >
            Read Story
            <ArrowRight className="size-4" />
          </span>
        </div>
      </div>
    </Card>
  )
}

function StoryCard({ post, timeZone }: { post: BlogPostSummary; timeZone: string }) {
  return (
    <Card
      data-testid="story-card"
      className="group relative h-full overflow-hidden transition-shadow duration-200 hover:shadow-lifted has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
    >
      <div className="aspect-[16/10] overflow-hidden bg-muted">
        <FarmImage
          src={post.imageUrl}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Badge variant="secondary">{post.category}</Badge>
        <h3 className="font-serif text-lg leading-snug font-semibold">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        {post.excerpt && (
          <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        )}
        <div className="mt-auto pt-3">
          <PostDate value={post.createdAt} timeZone={timeZone} />
        </div>
      </div>
    </Card>
  )
}

function BlogListSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading stories…
      </p>
      <div aria-hidden="true">
        <Card className="overflow-hidden md:grid md:grid-cols-2">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="grid content-start gap-4 p-8">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-8 w-4/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </Card>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Card className="overflow-hidden">
                <Skeleton className="aspect-[16/10] rounded-none" />
                <div className="grid gap-3 p-5">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-5 w-4/5" />
                  <Skeleton className="h-4 w-full" />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
