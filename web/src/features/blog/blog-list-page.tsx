import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight, Flower2, Mail, Newspaper, Sprout, Sun, type LucideIcon } from 'lucide-react'
import type { BlogPostSummary } from '#contracts/blog'
import { CardGrid } from '#web/components/card-grid'
import { CardPicture } from '#web/components/card-picture'
import { EyebrowHero } from '#web/components/eyebrow-hero'
import { QueryState } from '#web/components/query-state'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { Skeleton } from '#web/components/ui/skeleton'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { useSiteText } from '#web/hooks/use-site-text'
import { cn } from '#web/lib/cn'
import { stretchedTarget, targetCard } from '#web/lib/target-card'
import { articleCount } from './blog-format'
import { blogPostsQuery } from './blog-queries'
import { PostDate } from './post-date'

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
  const timeZone = useFarmTimeZone()
  usePageMeta()

  const postsQuery = useQuery(blogPostsQuery)

  return (
    <>
      <EyebrowHero
        eyebrow={`The ${farmName} Blog`}
        title="Stories from the Grove"
        lead="Harvest updates, beekeeping notes and growing tips, written by the family that works the farm."
      />

      <div className="page-column py-10 sm:py-12">
        <QueryState
          query={postsQuery}
          loading="Loading stories…"
          loadingView={<BlogListSkeleton />}
          what="the stories"
          empty={
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-input bg-card px-6 py-14 text-center">
              <Newspaper className="size-10 text-primary" aria-hidden="true" />
              <h2 className="font-serif text-xl">No stories yet</h2>
              <p className="max-w-md text-sm text-muted-foreground">
                We’re busy in the grove. Our first story is on its way.
              </p>
            </div>
          }
        >
          {([featured, ...rest]) => (
            <>
              <section aria-labelledby="featured-story-heading">
                <h2 id="featured-story-heading" className="sr-only">
                  Featured Story
                </h2>
                <FeaturedStory post={featured!} timeZone={timeZone} />
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
                  <CardGrid items={rest}>
                    {(post) => <StoryCard post={post} timeZone={timeZone} />}
                  </CardGrid>
                )}
              </section>
            </>
          )}
        </QueryState>

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

function StoryLink({ post }: { post: BlogPostSummary }) {
  return (
    <Link to={`/blog/${post.slug}`} className={stretchedTarget}>
      {post.title}
    </Link>
  )
}

function FeaturedStory({ post, timeZone }: { post: BlogPostSummary; timeZone: string }) {
  return (
    <Card
      data-testid="featured-story"
      className={cn(
        targetCard({ target: 'link', lift: false }),
        'md:grid md:grid-cols-2 md:items-stretch',
      )}
    >
      <CardPicture
        src={post.imageUrl}
        width={960}
        sizes="(min-width: 1024px) 36rem, 100vw"
        fetchPriority="high"
        zoom="subtle"
        frameClassName="md:aspect-auto md:h-full"
      />
      <div className="flex flex-col gap-4 p-6 sm:p-8 lg:p-10">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="mango">Featured Story</Badge>
          <Badge variant="secondary">{post.category}</Badge>
        </div>
        <h3 className="font-serif text-2xl leading-tight font-bold sm:text-3xl">
          <StoryLink post={post} />
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
    <Card data-testid="story-card" className={targetCard({ target: 'link' })}>
      <CardPicture src={post.imageUrl} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Badge variant="secondary">{post.category}</Badge>
        <h3 className="font-serif text-lg leading-snug font-semibold">
          <StoryLink post={post} />
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
          <SkeletonLines
            className="grid content-start gap-4 p-8"
            lines={['h-5 w-40', 'h-8 w-4/5', 'h-4 w-full', 'h-4 w-3/4']}
          />
        </Card>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Card className="overflow-hidden">
                <Skeleton className="aspect-[16/10] rounded-none" />
                <SkeletonLines
                  className="grid gap-3 p-5"
                  lines={['h-4 w-24', 'h-5 w-4/5', 'h-4 w-full']}
                />
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}

/** A card's text while it loads: one bar a line (its height and width as classes). */
function SkeletonLines({ className, lines }: { className: string; lines: string[] }) {
  return (
    <div className={className}>
      {lines.map((line, index) => (
        <Skeleton key={index} className={line} />
      ))}
    </div>
  )
}
