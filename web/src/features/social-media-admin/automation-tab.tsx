import { useId } from 'react'
import { z } from 'zod'
import { listPageNumber, listPageSizes } from '#contracts/paged-list'
import { platformLabel, socialStatusLabel } from '#contracts/social-media'
import { ListPager } from '#web/components/staff/list-pager'
import { Badge } from '#web/components/ui/badge'
import { useListSearch } from '#web/hooks/use-list-search'
import { useSocialPosts } from './social-media-api'

/** The address's page of the ready posts (`?readyPage=2`), apart from the Posts tab's page. */
const readySearchSchema = z.object({ readyPage: listPageNumber })
const readyPageSize = listPageSizes[0]
import { sectionHeading } from './section-heading'

export function AutomationTab() {
  const [search, change] = useListSearch(readySearchSchema, ['readyPage'])
  const posts = useSocialPosts({
    status: 'ready',
    sort: 'newest',
    dir: 'desc',
    page: search.readyPage,
    pageSize: readyPageSize,
  })
  const headingId = useId()
  const ready = posts.data?.items ?? []
  return (
    <section aria-labelledby={headingId} className="grid max-w-3xl gap-4">
      <h2 id={headingId} className={sectionHeading}>
        Automation
      </h2>
      <div className="rounded-xl border border-border/70 bg-card p-4 shadow-soft">
        <p className="font-semibold">Direct publishing is off.</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Posting straight to Twitter/X, Facebook, Instagram and LinkedIn needs each platform to
          approve the farm’s app first (see the Setup Guide tab). Until then nothing is posted from
          this screen: copy a post, download its image and post it on the platform yourself.
        </p>
      </div>
      <div>
        <h3 className="font-serif text-lg font-semibold">What would be posted, and when</h3>
        <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm">
          <li>
            When a blog post is published, drafts for each platform would be generated, as Generate
            Posts does now.
          </li>
          <li>Drafts wait for staff: nothing is posted until a post is marked Published/Ready.</li>
          <li>
            A post marked Published/Ready would be posted to its platform, with the blog post’s
            image.
          </li>
        </ul>
      </div>
      <div>
        <h3 className="font-serif text-lg font-semibold">Ready to post by hand</h3>
        {posts.isPending ? (
          <p className="mt-2 text-sm text-muted-foreground">Loading posts...</p>
        ) : posts.isError ? (
          <p role="alert" className="mt-2 text-sm text-destructive">
            We couldn’t load the ready posts.
          </p>
        ) : !posts.data || posts.data.total === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No posts are marked Published/Ready.</p>
        ) : (
          <div className="mt-2 grid gap-3">
            <ul className="grid gap-2 text-sm" data-testid="ready-posts">
              {ready.map((post) => (
                <li key={post.id} className="rounded-lg border border-border/70 bg-card p-3">
                  <span className="font-semibold">{platformLabel(post.platform)}</span>{' '}
                  <Badge variant="default">{socialStatusLabel(post.status)}</Badge>
                  <p className="mt-1 line-clamp-2 text-muted-foreground">{post.content}</p>
                </li>
              ))}
            </ul>
            {posts.data.total > readyPageSize && (
              <ListPager
                page={search.readyPage}
                pageSize={readyPageSize}
                total={posts.data.total}
                sizes={[readyPageSize]}
                what="ready posts"
                onPage={(readyPage) => change({ readyPage })}
                onPageSize={() => {}}
              />
            )}
          </div>
        )}
      </div>
    </section>
  )
}
