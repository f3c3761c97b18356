import { useState } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Check, Eye, EyeOff, MessageSquareText, Trash2 } from 'lucide-react'
import { endpointUrl } from '#contracts/endpoint'
import * as catalogApi from '#contracts/catalog-api'
import { listPageSizes } from '#contracts/paged-list'
import {
  staffReviewQuerySchema,
  type ReviewStatus,
  type StaffReviewListItem,
  type StaffReviewQuery,
  type StaffReviewSort,
} from '#contracts/reviews'
import * as reviewsApi from '#contracts/reviews-api'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { EmptyState, QueryState } from '#web/components/query-state'
import { StarDisplay } from '#web/components/star-display'
import { FilterButtons } from '#web/components/staff/filter-buttons'
import { FilterSelect } from '#web/components/staff/filter-select'
import { FilteredListSection } from '#web/components/staff/filtered-list-section'
import { ListFilterPanel } from '#web/components/staff/list-filter-panel'
import { ListPager } from '#web/components/staff/list-pager'
import { NoMatches } from '#web/components/staff/no-matches'
import { SortSelect, type SortChoice } from '#web/components/staff/sort-select'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { toast } from '#web/components/ui/use-toast'
import { listQuery, useListSearch } from '#web/hooks/use-list-search'
import { apiQuery, callApi } from '#web/lib/api-client'
import { apiErrorMessage } from '#web/lib/api-request'
import { formatStaffDate } from '#web/lib/format-staff-date'

const reviewFilters = ['all', 'awaiting_approval', 'shown', 'hidden'] as const
type ReviewFilter = (typeof reviewFilters)[number]
const reviewFilterLabels: Record<ReviewFilter, string> = {
  all: 'All',
  awaiting_approval: 'Awaiting approval',
  shown: 'Shown in the shop',
  hidden: 'Hidden',
}

const ratings = ['5', '4', '3', '2', '1'] as const

/** The orders the list offers (the server's whitelist, each with its direction). */
const reviewSortChoices: readonly SortChoice<StaffReviewSort>[] = [
  { sort: 'created', dir: 'desc', label: 'Newest first' },
  { sort: 'created', dir: 'asc', label: 'Oldest first' },
  { sort: 'rating', dir: 'asc', label: 'Lowest rating first' },
  { sort: 'rating', dir: 'desc', label: 'Highest rating first' },
  { sort: 'product', dir: 'asc', label: 'Product A–Z' },
  { sort: 'customer', dir: 'asc', label: 'Reviewer A–Z' },
]

/** Clear filters: search, status and rating off; the sort and page size kept. */
const clearedFilters: Partial<StaffReviewQuery> = {
  q: undefined,
  status: undefined,
  rating: undefined,
}

/**
 * The answers built from reviews: the staff list, the shop's review summary, and the products
 * (their lists, pages and reviews carry ratings).
 */
const reviewAnswerPrefixes = [
  endpointUrl(reviewsApi.listStaffReviews),
  endpointUrl(reviewsApi.getReviewSummary),
  endpointUrl(catalogApi.listProducts),
]

/** A change to a review reaches the staff list and every public answer built from reviews. */
function isReviewQueryKey([address]: readonly unknown[]) {
  return (
    typeof address === 'string' && reviewAnswerPrefixes.some((prefix) => address.startsWith(prefix))
  )
}

/**
 * The Reviews screen (spec 3 §2): the reviews, newest first, with their product, the reviewer's
 * name, rating, comment, date and whether the purchase is verified; searched, filtered by status
 * (with counts) and rating, sorted and paged on the server, every choice in the address (issue
 * 25). A review that is not a Verified Purchase awaits approval (decision 0043): staff approve it
 * (it shows on the product page and in the averages) or hide it; they hide an abusive review,
 * show it again, or delete one for good.
 */
export function ReviewsTab({ timeZone }: { timeZone: string }) {
  const [search, change] = useListSearch(staffReviewQuerySchema)
  const reviews = useQuery({
    ...apiQuery(reviewsApi.listStaffReviews, {
      query: listQuery(staffReviewQuerySchema, search),
    }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })
  const narrowed = Boolean(search.q || search.rating)
  const clear = () => change(clearedFilters)

  return (
    <FilteredListSection
      id="reviews-heading"
      title="Reviews"
      refreshing={reviews.isFetching && !reviews.isPending}
      refreshingLabel="Refreshing reviews"
      filter={
        <div className="grid gap-3">
          <FilterButtons
            label="Filter reviews"
            options={reviewFilters}
            value={search.status ?? 'all'}
            onChange={(filter) => change({ status: filter === 'all' ? undefined : filter })}
            optionLabel={(option) => reviewFilterLabels[option]}
            counts={reviews.data?.counts ?? null}
          />
          <ListFilterPanel
            search={{
              label: 'Search reviews',
              placeholder: 'Product, reviewer, title or comment',
              value: search.q,
              onSearch: (q) => change({ q }),
            }}
            filtered={narrowed || Boolean(search.status)}
            onClear={clear}
          >
            <FilterSelect
              label="Rating"
              value={search.rating ? String(search.rating) : undefined}
              options={ratings}
              optionLabel={(rating) => (rating === '1' ? '1 star' : `${rating} stars`)}
              onChange={(rating) => change({ rating: rating ? Number(rating) : undefined })}
            />
            <SortSelect
              value={search}
              choices={reviewSortChoices}
              onChange={(sort, dir) => change({ sort, dir })}
            />
          </ListFilterPanel>
        </div>
      }
    >
      <QueryState
        query={reviews}
        isEmpty={(page) => page.total === 0}
        loading="Loading reviews..."
        what="the reviews"
        empty={
          narrowed ? (
            <NoMatches what="reviews" onClear={clear} />
          ) : (
            <EmptyState
              icon={<MessageSquareText className="size-9 text-primary" aria-hidden="true" />}
              title="No reviews available"
            />
          )
        }
      >
        {(page) => (
          <div className="grid gap-4">
            <Card className="overflow-hidden">
              <ul className="divide-y divide-border/70">
                {page.items.map((review) => (
                  <ReviewRow key={review.id} review={review} timeZone={timeZone} />
                ))}
              </ul>
            </Card>
            <ListPager
              page={search.page}
              pageSize={search.pageSize as (typeof listPageSizes)[number]}
              total={page.total}
              sizes={listPageSizes}
              what="reviews"
              onPage={(next) => change({ page: next })}
              onPageSize={(pageSize) => change({ pageSize })}
            />
          </div>
        )}
      </QueryState>
    </FilteredListSection>
  )
}

function ReviewRow({ review, timeZone }: { review: StaffReviewListItem; timeZone: string }) {
  const headingId = `review-${review.id}-heading`
  const title = review.title || `Review of ${review.productName}`
  return (
    <li
      aria-labelledby={headingId}
      data-testid="staff-review"
      className={`grid gap-3 px-4 py-4 sm:grid-cols-[minmax(0,1fr)_auto] ${review.status === 'hidden' ? 'bg-muted/50' : ''}`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-sans text-base font-semibold break-words">
            {title}
          </h3>
          {review.verified && <Badge variant="secondary">Verified Purchase</Badge>}
          {review.status === 'awaiting_approval' && (
            <Badge variant="mango" data-testid="review-awaiting-approval">
              Awaiting approval
            </Badge>
          )}
          {review.status === 'hidden' && (
            <Badge variant="outline" data-testid="review-hidden">
              Hidden from the shop
            </Badge>
          )}
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <StarDisplay value={review.rating} />
          <span>
            {review.productName} · {review.customerName} ·{' '}
            {formatStaffDate(review.createdAt, timeZone)}
          </span>
        </p>
        <p className="mt-2 text-sm break-words whitespace-pre-line">{review.comment}</p>
      </div>
      <ReviewActions review={review} title={title} />
    </li>
  )
}

function ReviewActions({ review, title }: { review: StaffReviewListItem; title: string }) {
  const queryClient = useQueryClient()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const refresh = () =>
    queryClient.invalidateQueries({ predicate: (query) => isReviewQueryKey(query.queryKey) })
  const visibility = useMutation({
    mutationFn: (hidden: boolean) =>
      callApi(reviewsApi.setReviewVisibility, { params: { id: review.id }, body: { hidden } }),
    onSuccess: async (_answer, hidden) => {
      toast(visibilityToast(review, hidden))
      await refresh()
    },
    onError: (error) =>
      toast({
        title: 'Failed to Update Review',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  })
  const removal = useMutation({
    mutationFn: () => callApi(reviewsApi.deleteReview, { params: { id: review.id } }),
    onSuccess: async () => {
      toast({ title: 'Review Deleted' })
      await refresh()
    },
    onError: (error) =>
      toast({
        title: 'Failed to Delete Review',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  })
  const busy = visibility.isPending || removal.isPending

  return (
    <div className="flex flex-wrap items-start gap-1.5 sm:justify-end">
      {review.status === 'awaiting_approval' && (
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Approve: ${title}`}
          onClick={() => visibility.mutate(false)}
        >
          <Check aria-hidden="true" />
          Approve
        </Button>
      )}
      {review.status === 'hidden' ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Show: ${title}`}
          onClick={() => visibility.mutate(false)}
        >
          <Eye aria-hidden="true" />
          Show
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Hide: ${title}`}
          onClick={() => visibility.mutate(true)}
        >
          <EyeOff aria-hidden="true" />
          Hide
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Delete: ${title}`}
        onClick={() => setConfirmingDelete(true)}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete this review?"
        description={`${review.customerName}’s review of ${review.productName} is removed for good. Hiding it keeps it out of the shop but lets you show it again.`}
        pending={removal.isPending}
        onConfirm={() => removal.mutateAsync()}
      />
    </div>
  )
}

/** The toast after staff show (approve) or hide a review, saying what the shop shows now. */
function visibilityToast(
  review: { customerName: string; productName: string; status: ReviewStatus },
  hidden: boolean,
) {
  const whose = `${review.customerName}’s review`
  if (hidden) {
    return {
      title: 'Review Hidden',
      description:
        review.status === 'awaiting_approval'
          ? `${whose} stays out of the shop.`
          : `${whose} no longer shows on ${review.productName} or in its rating.`,
    }
  }
  if (review.status === 'awaiting_approval') {
    return {
      title: 'Review Approved',
      description: `${whose} now shows on ${review.productName} and counts in its rating.`,
    }
  }
  return { title: 'Review Shown', description: `${whose} shows on ${review.productName} again.` }
}
