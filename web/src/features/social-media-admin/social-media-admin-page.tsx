import { useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CheckCircle2, ExternalLink, FileText, Megaphone, Sparkles } from 'lucide-react'
import type { BlogPostSummary } from '../../../../contracts/blog'
import {
  platformLabel,
  socialPlatforms,
  socialStatusLabel,
  type SocialPost,
  type SocialPostUpdate,
} from '../../../../contracts/social-media'
import { EmptyState, QueryState } from '../../components/query-state'
import { StaffPage } from '../../components/staff/staff-page'
import { StatCard } from '../../components/staff/stat-card'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { formatStaffDate } from '../../lib/format-staff-date'
import {
  blogPostsShown,
  useBlogPosts,
  useGeneratePosts,
  useSocialAccounts,
  useSocialPosts,
  useUpdatePost,
} from './social-media-api'
import { SocialPostCard } from './social-post-card'

const tabs = ['posts', 'overview', 'accounts', 'automation', 'setup'] as const
type Tab = (typeof tabs)[number]

/** The open tab lives in the address (?tab=accounts), so a link or a reload keeps it. */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams()
  const tab = tabs.find((each) => each === params.get('tab')) ?? 'posts'
  const setTab = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === 'posts') updated.delete('tab')
        else updated.set('tab', next)
        return updated
      },
      { replace: true },
    )
  return [tab, setTab]
}

const sectionHeading = 'font-serif text-xl font-semibold sm:text-2xl'

/**
 * Social media management (spec 3 §2 /social-media, decision 0035): tabs Posts (the first 5 blog
 * posts, each with Generate Posts and its drafts, edited one at a time), Overview, Accounts,
 * Automation (direct publishing is off: nothing is posted from here) and Setup Guide.
 */
export function SocialMediaAdminPage() {
  const [tab, setTab] = useTab()
  return (
    <StaffPage
      title="Social Media Management"
      description="Draft posts for the farm’s accounts from the blog, edit them, then copy them to each platform."
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Social Media Management" className="flex-wrap h-auto">
          <TabsTrigger value="posts">Posts</TabsTrigger>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="accounts">Accounts</TabsTrigger>
          <TabsTrigger value="automation">Automation</TabsTrigger>
          <TabsTrigger value="setup">Setup Guide</TabsTrigger>
        </TabsList>
        <TabsContent value="posts">
          <PostsTab />
        </TabsContent>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="accounts">
          <AccountsTab />
        </TabsContent>
        <TabsContent value="automation">
          <AutomationTab />
        </TabsContent>
        <TabsContent value="setup">
          <SetupGuideTab />
        </TabsContent>
      </Tabs>
    </StaffPage>
  )
}

function PostsTab() {
  const blog = useBlogPosts()
  const posts = useSocialPosts()
  const generate = useGeneratePosts()
  const update = useUpdatePost()
  const [editingId, setEditingId] = useState<number | null>(null)
  const headingId = useId()

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${sectionHeading} mb-1`}>
        Posts
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        The latest {blogPostsShown} blog posts. Generate Posts drafts one post for each platform
        from the post’s title, excerpt, category and link; earlier drafts are replaced, posts marked
        Published/Ready are kept.
      </p>
      <QueryState
        query={blog}
        loading="Loading blog posts..."
        what="the blog posts"
        headingLevel="h3"
        empty={
          <EmptyState
            icon={<FileText className="size-8 text-muted-foreground" aria-hidden="true" />}
            title="No blog posts yet"
            description="Publish a blog post in the Blog Manager, then generate its social posts here."
            action={
              <Button asChild variant="outline">
                <Link to="/blog-admin">Open the Blog Manager</Link>
              </Button>
            }
            headingLevel="h3"
          />
        }
      >
        {(blogPosts) => (
          <div className="grid gap-6">
            {blogPosts.slice(0, blogPostsShown).map((blogPost) => (
              <BlogPostSection
                key={blogPost.id}
                blogPost={blogPost}
                posts={(posts.data ?? []).filter((post) => post.blogPostId === blogPost.id)}
                postsLoading={posts.isPending}
                generating={generate.isPending && generate.variables?.id === blogPost.id}
                onGenerate={() => generate.mutate(blogPost)}
                editingId={editingId}
                setEditingId={setEditingId}
                save={(post, values) => update.mutateAsync({ post, values })}
                savingId={update.isPending ? (update.variables?.post.id ?? null) : null}
              />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  )
}

function BlogPostSection({
  blogPost,
  posts,
  postsLoading,
  generating,
  onGenerate,
  editingId,
  setEditingId,
  save,
  savingId,
}: {
  blogPost: BlogPostSummary
  posts: SocialPost[]
  postsLoading: boolean
  generating: boolean
  onGenerate: () => void
  editingId: number | null
  setEditingId: (id: number | null) => void
  save: (post: SocialPost, values: SocialPostUpdate) => Promise<unknown>
  savingId: number | null
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border/70 bg-muted/30 p-4 sm:p-5"
      data-testid="blog-post-section"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-serif text-lg leading-snug font-semibold sm:text-xl">
            {blogPost.title}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="secondary">{blogPost.category}</Badge>
            <span>{formatStaffDate(blogPost.createdAt)}</span>
          </div>
        </div>
        <Button
          onClick={onGenerate}
          disabled={generating}
          aria-label={`Generate Posts for “${blogPost.title}”`}
        >
          {generating ? <Spinner size="sm" label="Generating" /> : <Sparkles aria-hidden="true" />}
          Generate Posts
        </Button>
      </div>
      {postsLoading ? null : posts.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No posts generated yet.</p>
      ) : (
        <div className="mt-4 grid gap-3 lg:grid-cols-2">
          {posts.map((post) => (
            <SocialPostCard
              key={post.id}
              post={post}
              blogTitle={blogPost.title}
              editing={editingId === post.id}
              onEdit={() => setEditingId(post.id)}
              onDone={() => setEditingId(null)}
              save={(values) => save(post, values)}
              saving={savingId === post.id}
            />
          ))}
        </div>
      )}
    </section>
  )
}

function OverviewTab() {
  const posts = useSocialPosts()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${sectionHeading} mb-4`}>
        Overview
      </h2>
      <QueryState query={posts} loading="Loading posts..." what="the posts" headingLevel="h3">
        {(list) => {
          const count = (platform: string | null, status: string | null) =>
            list.filter(
              (post) =>
                (platform === null || post.platform === platform) &&
                (status === null || post.status === status),
            ).length
          return (
            <div className="grid gap-6">
              <dl className="grid gap-3 sm:grid-cols-3">
                <StatCard
                  label="Total posts"
                  value={String(list.length)}
                  icon={<Megaphone />}
                  testId="social-total"
                />
                <StatCard
                  label="Drafts"
                  value={String(count(null, 'draft'))}
                  icon={<FileText />}
                  testId="social-drafts"
                />
                <StatCard
                  label="Published/Ready"
                  value={String(count(null, 'ready'))}
                  icon={<CheckCircle2 />}
                  testId="social-ready"
                />
              </dl>
              <div className="overflow-x-auto rounded-xl border border-border/70 bg-card">
                <table className="w-full text-sm">
                  <caption className="sr-only">Posts per platform and status</caption>
                  <thead>
                    <tr className="border-b border-border/70 text-left">
                      <th scope="col" className="p-3 font-semibold">
                        Platform
                      </th>
                      <th scope="col" className="p-3 text-right font-semibold">
                        Drafts
                      </th>
                      <th scope="col" className="p-3 text-right font-semibold">
                        Published/Ready
                      </th>
                      <th scope="col" className="p-3 text-right font-semibold">
                        Total
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {socialPlatforms.map((platform) => (
                      <tr key={platform} className="border-b border-border/40 last:border-0">
                        <th scope="row" className="p-3 text-left font-medium">
                          {platformLabel(platform)}
                        </th>
                        <td className="p-3 text-right tabular-nums">{count(platform, 'draft')}</td>
                        <td className="p-3 text-right tabular-nums">{count(platform, 'ready')}</td>
                        <td className="p-3 text-right tabular-nums">{count(platform, null)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )
        }}
      </QueryState>
    </section>
  )
}

function AccountsTab() {
  const accounts = useSocialAccounts()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${sectionHeading} mb-1`}>
        Accounts
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        The farm’s profiles, as written in the{' '}
        <Link to="/admin/content" className="font-medium text-primary underline">
          Website Content Manager
        </Link>{' '}
        (Footer). No account is connected for posting.
      </p>
      <QueryState
        query={accounts}
        loading="Loading accounts..."
        what="the accounts"
        headingLevel="h3"
        empty={
          <EmptyState
            title="No accounts yet"
            description="Add the farm’s profile addresses in the Website Content Manager."
            headingLevel="h3"
          />
        }
      >
        {(list) => (
          <ul className="grid gap-3 sm:grid-cols-2">
            {list.map((account) => (
              <li
                key={`${account.platform}-${account.accountName}-${String(account.connected)}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border/70 bg-card p-4 shadow-soft"
                data-testid="social-account"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{platformLabel(account.platform)}</p>
                  <p className="text-sm break-all text-muted-foreground">{account.accountName}</p>
                </div>
                {account.profileUrl ? (
                  <Button asChild variant="outline" size="sm">
                    <a href={account.profileUrl} target="_blank" rel="noopener noreferrer">
                      <ExternalLink aria-hidden="true" />
                      Open profile
                      <span className="sr-only">
                        {' '}
                        on {platformLabel(account.platform)} (opens in a new tab)
                      </span>
                    </a>
                  </Button>
                ) : (
                  <Badge variant="outline">Connected</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}

function AutomationTab() {
  const posts = useSocialPosts()
  const headingId = useId()
  const ready = (posts.data ?? []).filter((post) => post.status === 'ready')
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
        ) : ready.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No posts are marked Published/Ready.</p>
        ) : (
          <ul className="mt-2 grid gap-2 text-sm" data-testid="ready-posts">
            {ready.map((post) => (
              <li key={post.id} className="rounded-lg border border-border/70 bg-card p-3">
                <span className="font-semibold">{platformLabel(post.platform)}</span>{' '}
                <Badge variant="default">{socialStatusLabel(post.status)}</Badge>
                <p className="mt-1 line-clamp-2 text-muted-foreground">{post.content}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

const guides = [
  {
    to: '/help/twitter',
    title: 'Twitter API Setup Guide',
    text: 'Apply for API access; posts target under 280 characters.',
  },
  {
    to: '/help/linkedin',
    title: 'LinkedIn Business Page Setup',
    text: 'Create the farm’s business page and its admins.',
  },
  {
    to: '/help/facebook',
    title: 'Facebook Farm Page Setup',
    text: 'Set up the farm page; post 3-5 times by hand first.',
  },
] as const

function SetupGuideTab() {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${sectionHeading} mb-4`}>
        Setup Guide
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.to} className="rounded-xl border border-border/70 bg-card p-4 shadow-soft">
            <Link to={guide.to} className="font-semibold text-primary underline">
              {guide.title}
            </Link>
            <p className="mt-1 text-sm text-muted-foreground">{guide.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
