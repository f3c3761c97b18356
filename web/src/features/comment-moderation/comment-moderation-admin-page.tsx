import { useId, useMemo, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Check, Clock, MessageSquareOff, Newspaper, Trash2 } from 'lucide-react'
import type { AdminBlogComment, AdminBlogPost } from '#contracts/blog'
import * as blogApi from '#contracts/blog-api'
import * as commentModerationApi from '#contracts/comment-moderation-api'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { EmptyState, QueryState } from '#web/components/query-state'
import { FilterSelect } from '#web/components/staff/filter-select'
import { ScreenLink } from '#web/components/staff/screen-link'
import { StaffPage } from '#web/components/staff/staff-page'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'
import { useSiteText } from '#web/hooks/use-site-text'
import { formatStaffDate } from '#web/lib/format-staff-date'
import { moderationView, parsePostFilter, postLabel, type PostFilter } from './moderation'

/** The Admin menu's "N pending" beside Blog Comments. */
const pendingCountKey = apiKey(commentModerationApi.countPendingComments)

/** Comment moderation (spec 3 §2), for staff only. */
export function CommentModerationAdminPage() {
  const { text } = useSiteText()
  const timeZone = text('farm_timezone')
  const [filter, setFilter] = useState<PostFilter>('all')

  const postsQuery = useQuery(apiQuery(blogApi.blogPosts.list, undefined, { parse: true }))
  const commentsQuery = useQuery({
    ...apiQuery(blogApi.listAllBlogComments, undefined, { parse: true }),
    refetchOnMount: 'always',
  })

  const posts = useMemo(() => postsQuery.data ?? [], [postsQuery.data])
  const postChoices = useMemo(
    () =>
      new Map(
        posts.map((post) => [
          String(post.id),
          post.published ? post.title : `${post.title} (Draft)`,
        ]),
      ),
    [posts],
  )
  const view = useMemo(
    () => moderationView(commentsQuery.data ?? [], filter),
    [commentsQuery.data, filter],
  )

  return (
    <StaffPage
      title="Comment Moderation"
      description="Approved comments appear under their blog post; pending ones are seen only here."
      actions={
        <ScreenLink to="/blog" icon={Newspaper}>
          View Blog
        </ScreenLink>
      }
    >
      <div className="grid gap-4 rounded-2xl border border-border/70 bg-card p-4 shadow-soft sm:grid-cols-[minmax(0,22rem)_1fr] sm:items-end">
        <FilterSelect
          label="Filter by post"
          allLabel="All Posts"
          value={filter === 'all' ? undefined : String(filter)}
          options={[...postChoices.keys()]}
          optionLabel={(id) => postChoices.get(id) ?? id}
          onChange={(id) => setFilter(id === undefined ? 'all' : parsePostFilter(id))}
        />
        <dl className="grid grid-cols-2 gap-3 sm:justify-self-end">
          <Counter
            label="Pending"
            value={commentsQuery.data ? view.pending.length : null}
            tone="pending"
          />
          <Counter
            label="Approved"
            value={commentsQuery.data ? view.approved.length : null}
            tone="approved"
          />
        </dl>
      </div>

      <div className="mt-8">
        <QueryState
          query={commentsQuery}
          loading="Loading comments..."
          what="the comments"
          isEmpty={() => view.pending.length + view.approved.length === 0}
          empty={
            <EmptyState
              icon={<MessageSquareOff className="size-10 text-primary" aria-hidden="true" />}
              title="No comments yet"
              description={
                filter === 'all'
                  ? 'When visitors comment on a story, their comments wait here for approval.'
                  : 'Nobody has commented on this post yet.'
              }
            />
          }
        >
          {() => (
            <div className="grid gap-8">
              <CommentSection
                title="Pending Approval"
                emptyText="Nothing is waiting for approval."
                comments={view.pending}
                posts={posts}
                timeZone={timeZone}
                canApprove
              />
              <CommentSection
                title="Approved Comments"
                emptyText="No approved comments yet."
                comments={view.approved}
                posts={posts}
                timeZone={timeZone}
                canApprove={false}
              />
            </div>
          )}
        </QueryState>
      </div>
    </StaffPage>
  )
}

function Counter({
  label,
  value,
  tone,
}: {
  label: string
  value: number | null
  tone: 'pending' | 'approved'
}) {
  return (
    <div
      className={
        tone === 'pending'
          ? 'min-w-28 rounded-xl bg-mango-soft px-4 py-2 text-mango-soft-foreground'
          : 'min-w-28 rounded-xl bg-primary-soft px-4 py-2 text-primary'
      }
    >
      <dt className="text-xs font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums" data-testid={`${tone}-count`}>
        {value ?? '–'}
      </dd>
    </div>
  )
}

function CommentSection({
  title,
  emptyText,
  comments,
  posts,
  timeZone,
  canApprove,
}: {
  title: string
  emptyText: string
  comments: AdminBlogComment[]
  posts: AdminBlogPost[]
  timeZone: string
  canApprove: boolean
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 font-serif text-2xl font-semibold">
        {title}
        <Badge variant={canApprove ? 'mango' : 'secondary'}>{comments.length}</Badge>
      </h2>
      {comments.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-input bg-card px-4 py-4 text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <Card className="mt-3 overflow-hidden">
          <ul className="divide-y divide-border/70">
            {comments.map((comment) => (
              <CommentRow
                key={comment.id}
                comment={comment}
                postTitle={postLabel(posts, comment.blogPostId)}
                timeZone={timeZone}
                canApprove={canApprove}
              />
            ))}
          </ul>
        </Card>
      )}
    </section>
  )
}

function useCommentActions(comment: AdminBlogComment) {
  const queryClient = useQueryClient()
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: apiKey(blogApi.listAllBlogComments) }),
      queryClient.invalidateQueries({ queryKey: pendingCountKey }),
      queryClient.invalidateQueries({
        queryKey: apiKey(blogApi.listPostBlogComments, {
          params: { postId: comment.blogPostId },
        }),
      }),
      queryClient.invalidateQueries({
        queryKey: apiKey(blogApi.listBlogComments, {
          params: { blogPostId: comment.blogPostId },
        }),
      }),
    ])
  }

  const approve = useMutation({
    mutationFn: async () => {
      await callApi(blogApi.approveBlogComment, { params: { commentId: comment.id } })
    },
    onSuccess: async () => {
      toast({ title: 'Comment approved', description: 'The comment is now visible on your blog.' })
      await refresh()
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Failed to approve comment. Please try again.',
        variant: 'destructive',
      })
    },
  })

  const remove = useMutation({
    mutationFn: async () => {
      await callApi(blogApi.deleteBlogComment, { params: { commentId: comment.id } })
    },
    onSuccess: async () => {
      toast({ title: 'Comment deleted', description: 'The comment has been removed.' })
      await refresh()
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Failed to delete comment. Please try again.',
        variant: 'destructive',
      })
    },
  })

  return { approve, remove, busy: approve.isPending || remove.isPending }
}

function CommentRow({
  comment,
  postTitle,
  timeZone,
  canApprove,
}: {
  comment: AdminBlogComment
  postTitle: string
  timeZone: string
  canApprove: boolean
}) {
  const { approve, remove, busy } = useCommentActions(comment)
  const [confirmOpen, setConfirmOpen] = useState(false)
  const date = formatStaffDate(comment.createdAt, timeZone)

  return (
    <li
      data-testid="moderation-comment"
      className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:gap-6"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <p className="font-semibold">{comment.authorName}</p>
          <a
            href={`mailto:${comment.authorEmail}`}
            className="truncate rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {comment.authorEmail}
          </a>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>
            On <span className="font-medium text-foreground">{postTitle}</span>
          </span>
          <span className="flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {date === 'No date' ? date : <time dateTime={comment.createdAt}>{date}</time>}
          </span>
        </p>
        <p className="mt-2 text-sm whitespace-pre-line break-words text-foreground/90">
          {comment.content}
        </p>
      </div>
      <div className="flex items-start gap-2 sm:flex-col sm:items-stretch">
        {canApprove && (
          <Button
            size="sm"
            onClick={() => approve.mutate()}
            disabled={busy}
            aria-label={`Approve comment by ${comment.authorName}`}
          >
            {approve.isPending ? (
              <Spinner size="sm" label="Approving" className="[&_svg]:text-current" />
            ) : (
              <Check aria-hidden="true" />
            )}
            Approve
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() => setConfirmOpen(true)}
          disabled={busy}
          aria-label={`Delete comment by ${comment.authorName}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete this comment?"
        description={`The comment by ${comment.authorName} will be removed for good.`}
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync()}
      />
    </li>
  )
}
