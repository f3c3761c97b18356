import { useId, useMemo, useState } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Check, Clock, MessageSquareOff, Newspaper, Trash2 } from 'lucide-react'
import {
  adminCommentQuerySchema,
  type AdminBlogComment,
  type AdminBlogPost,
  type AdminCommentPage,
  type CommentStatus,
} from '#contracts/blog'
import * as blogApi from '#contracts/blog-api'
import { endpointUrl } from '#contracts/endpoint'
import { listPageSizes } from '#contracts/paged-list'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { EmptyState, QueryState, type QueryStateProps } from '#web/components/query-state'
import { FilterSelect } from '#web/components/staff/filter-select'
import { ListPager } from '#web/components/staff/list-pager'
import { NoMatches } from '#web/components/staff/no-matches'
import { ScreenLink } from '#web/components/staff/screen-link'
import { ServerSearchField } from '#web/components/staff/server-search-field'
import { SortSelect } from '#web/components/staff/sort-select'
import { StaffPage } from '#web/components/staff/staff-page'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { listQuery, useListSearch } from '#web/hooks/use-list-search'
import { formatStaffDate } from '#web/lib/format-staff-date'
import { commentSortChoices, moderationSearchSchema, postLabel } from './moderation'

type PageSize = (typeof listPageSizes)[number]

/**
 * Every staff answer about comments: both lists (any search and page), the Admin menu's
 * "N pending" and a post's comments.
 */
const staffCommentsPrefix = endpointUrl(blogApi.listAllBlogComments)

/**
 * Comment moderation (spec 3 §2), for staff only: filter by post (and search, sort), counters of
 * pending and approved, the Pending Approval list with Approve and Delete, and the Approved
 * Comments list with Delete only. Each list is paged on the server, and every choice is in the
 * address (issue 25).
 */
export function CommentModerationAdminPage() {
  const timeZone = useFarmTimeZone()
  const [search, change] = useListSearch(moderationSearchSchema, ['pendingPage', 'approvedPage'])

  const postsQuery = useQuery(apiQuery(blogApi.blogPosts.list, undefined, { parse: true }))
  const listOf = (status: CommentStatus, page: number) => ({
    ...apiQuery(blogApi.listAllBlogComments, {
      query: listQuery(adminCommentQuerySchema, {
        q: search.q,
        post: search.post,
        status,
        sort: search.sort,
        dir: search.dir,
        page,
        pageSize: search.pageSize,
      }),
    }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always' as const,
  })
  const pending = useQuery(listOf('pending', search.pendingPage))
  const approved = useQuery(listOf('approved', search.approvedPage))
  // One loading, error and empty state for the two lists.
  const lists: QueryStateProps<{ pending: AdminCommentPage; approved: AdminCommentPage }>['query'] =
    {
      data:
        pending.data && approved.data
          ? { pending: pending.data, approved: approved.data }
          : undefined,
      error: pending.error ?? approved.error,
      isPending: pending.isPending || approved.isPending,
      isError: pending.isError || approved.isError,
      isFetching: pending.isFetching || approved.isFetching,
      // Retry both; the state reads the two queries again on the next render.
      refetch: (async () => {
        await Promise.all([pending.refetch(), approved.refetch()])
      }) as never,
    }

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
  const filtered = Boolean(search.q || search.post)
  const clear = () => change({ q: undefined, post: undefined })

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
      <div className="grid gap-4 rounded-2xl border border-border/70 bg-card p-4 shadow-soft lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <div className="grid gap-3">
          <ServerSearchField
            label="Search comments"
            placeholder="Author, e-mail, comment or post"
            value={search.q}
            onSearch={(q) => change({ q })}
          />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <FilterSelect
              label="Filter by post"
              allLabel="All Posts"
              value={search.post === undefined ? undefined : String(search.post)}
              options={[...postChoices.keys()]}
              optionLabel={(id) => postChoices.get(id) ?? postLabel(posts, Number(id))}
              onChange={(id) => change({ post: id === undefined ? undefined : Number(id) })}
            />
            <SortSelect
              value={search}
              choices={commentSortChoices}
              onChange={(sort, dir) => change({ sort, dir })}
            />
          </div>
          {filtered && (
            <div>
              <Button variant="ghost" size="sm" onClick={clear}>
                Clear filters
              </Button>
            </div>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-3 lg:justify-self-end">
          <Counter label="Pending" value={pending.data?.total ?? null} tone="pending" />
          <Counter label="Approved" value={approved.data?.total ?? null} tone="approved" />
        </dl>
      </div>

      <div className="mt-8">
        <QueryState
          query={lists}
          loading="Loading comments..."
          what="the comments"
          isEmpty={(both) => both.pending.total + both.approved.total === 0}
          empty={
            search.q ? (
              <NoMatches what="comments" onClear={clear} />
            ) : (
              <EmptyState
                icon={<MessageSquareOff className="size-10 text-primary" aria-hidden="true" />}
                title="No comments yet"
                description={
                  search.post === undefined
                    ? 'When visitors comment on a story, their comments wait here for approval.'
                    : 'Nobody has commented on this post yet.'
                }
              />
            )
          }
        >
          {(both) => (
            <div className="grid gap-8">
              <CommentSection
                title="Pending Approval"
                emptyText="Nothing is waiting for approval."
                list={both.pending}
                pager={{
                  page: search.pendingPage,
                  onPage: (pendingPage) => change({ pendingPage }),
                }}
                pageSize={search.pageSize as PageSize}
                onPageSize={(pageSize) => change({ pageSize })}
                posts={posts}
                timeZone={timeZone}
                canApprove
              />
              <CommentSection
                title="Approved Comments"
                emptyText="No approved comments yet."
                list={both.approved}
                pager={{
                  page: search.approvedPage,
                  onPage: (approvedPage) => change({ approvedPage }),
                }}
                pageSize={search.pageSize as PageSize}
                onPageSize={(pageSize) => change({ pageSize })}
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
  list,
  pager,
  pageSize,
  onPageSize,
  posts,
  timeZone,
  canApprove,
}: {
  title: string
  emptyText: string
  list: AdminCommentPage
  pager: { page: number; onPage: (page: number) => void }
  pageSize: PageSize
  onPageSize: (size: PageSize) => void
  posts: AdminBlogPost[]
  timeZone: string
  canApprove: boolean
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 font-serif text-2xl font-semibold">
        {title}
        <Badge variant={canApprove ? 'mango' : 'secondary'}>{list.total}</Badge>
      </h2>
      {list.total === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-input bg-card px-4 py-4 text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <div className="mt-3 grid gap-3">
          <Card className="overflow-hidden">
            <ul className="divide-y divide-border/70">
              {list.items.map((comment) => (
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
          {list.total > pageSize || pager.page > 1 ? (
            <ListPager
              page={pager.page}
              pageSize={pageSize}
              total={list.total}
              sizes={listPageSizes}
              what={title === 'Pending Approval' ? 'pending comments' : 'approved comments'}
              onPage={pager.onPage}
              onPageSize={onPageSize}
            />
          ) : null}
        </div>
      )}
    </section>
  )
}

function useCommentActions(comment: AdminBlogComment) {
  const queryClient = useQueryClient()
  const refresh = async () => {
    await Promise.all([
      // Both lists, the Admin menu's "N pending" and the post's comments.
      queryClient.invalidateQueries({
        predicate: ({ queryKey: [address] }) =>
          typeof address === 'string' && address.startsWith(staffCommentsPrefix),
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
