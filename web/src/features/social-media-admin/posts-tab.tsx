import { useId, useState } from 'react'
import { Link } from 'react-router'
import { FileText } from 'lucide-react'
import {
  socialBlogPostFilterLabels,
  socialBlogPostFilters,
  socialBlogPostPageSizes,
  socialBlogPostQuerySchema,
  type SocialBlogPostQuery,
  type SocialBlogPostSort,
} from '#contracts/social-media'
import { EmptyState, QueryState } from '#web/components/query-state'
import { FilterSelect } from '#web/components/staff/filter-select'
import { ListFilterPanel } from '#web/components/staff/list-filter-panel'
import { ListPager } from '#web/components/staff/list-pager'
import { NoMatches } from '#web/components/staff/no-matches'
import { SortSelect, type SortChoice } from '#web/components/staff/sort-select'
import { Button } from '#web/components/ui/button'
import { useListSearch } from '#web/hooks/use-list-search'
import { useGeneratePosts, useSocialBlogPosts, useUpdatePost } from './social-media-api'
import { BlogPostSection } from './blog-post-section'
import { sectionHeading } from './section-heading'

const sortChoices: readonly SortChoice<SocialBlogPostSort>[] = [
  { sort: 'newest', dir: 'desc', label: 'Newest first' },
  { sort: 'newest', dir: 'asc', label: 'Oldest first' },
  { sort: 'title', dir: 'asc', label: 'Title A–Z' },
]

const clearedFilters: Partial<SocialBlogPostQuery> = { q: undefined, status: undefined }

/**
 * The Posts tab: the published blog posts, newest first, 5 a page (spec 3 §9: the first 5), each
 * with Generate Posts and its drafts, edited one at a time; searched, filtered by the posts they
 * have, sorted and paged on the server with every choice in the address (issue 25).
 */
export function PostsTab() {
  const [search, change] = useListSearch(socialBlogPostQuerySchema)
  const blog = useSocialBlogPosts(search)
  const generate = useGeneratePosts()
  const update = useUpdatePost()
  const [editingId, setEditingId] = useState<number | null>(null)
  const headingId = useId()
  const filtered = Boolean(search.q || search.status)
  const clear = () => change(clearedFilters)

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${sectionHeading} mb-1`}>
        Posts
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        The blog posts, newest first. Generate Posts drafts one post for each platform from the
        post’s title, excerpt, category and link; earlier drafts are replaced, posts marked
        Published/Ready are kept.
      </p>
      <div className="mb-4">
        <ListFilterPanel
          search={{
            label: 'Search blog posts',
            placeholder: 'Blog post title or a post’s text',
            value: search.q,
            onSearch: (q) => change({ q }),
          }}
          filtered={filtered}
          onClear={clear}
        >
          <FilterSelect
            label="Social posts"
            value={search.status}
            options={socialBlogPostFilters}
            optionLabel={(status) => socialBlogPostFilterLabels[status]}
            onChange={(status) => change({ status })}
          />
          <SortSelect
            value={search}
            choices={sortChoices}
            onChange={(sort, dir) => change({ sort, dir })}
          />
        </ListFilterPanel>
      </div>
      <QueryState
        query={blog}
        loading="Loading blog posts..."
        what="the blog posts"
        headingLevel="h3"
        isEmpty={(page) => page.total === 0}
        empty={
          filtered ? (
            <NoMatches what="blog posts" onClear={clear} headingLevel="h3" />
          ) : (
            <EmptyState
              icon={<FileText className="size-8 text-muted-foreground" aria-hidden="true" />}
              title="No blog posts yet"
              description="Publish a blog post in the Blog Manager, then generate its social posts here."
              headingLevel="h3"
              action={
                <Button asChild variant="outline">
                  <Link to="/blog-admin">Open the Blog Manager</Link>
                </Button>
              }
            />
          )
        }
      >
        {(page) => (
          <div className="grid gap-6">
            {page.items.map((blogPost) => (
              <BlogPostSection
                key={blogPost.id}
                blogPost={blogPost}
                posts={blogPost.posts}
                generating={generate.isPending && generate.variables?.id === blogPost.id}
                onGenerate={() => generate.mutate(blogPost)}
                editingId={editingId}
                setEditingId={setEditingId}
                save={(post, values) => update.mutateAsync({ post, values })}
                savingId={update.isPending ? (update.variables?.post.id ?? null) : null}
              />
            ))}
            <ListPager
              page={search.page}
              pageSize={search.pageSize as (typeof socialBlogPostPageSizes)[number]}
              total={page.total}
              sizes={socialBlogPostPageSizes}
              what="blog posts"
              onPage={(next) => change({ page: next })}
              onPageSize={(pageSize) => change({ pageSize })}
            />
          </div>
        )}
      </QueryState>
    </section>
  )
}
