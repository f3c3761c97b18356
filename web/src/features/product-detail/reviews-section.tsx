import { useRef, useState } from 'react'
import { BadgeCheck, Hourglass, MessageSquarePlus, RotateCcw, ThumbsUp } from 'lucide-react'
import {
  reviewAwaitingApprovalMessage,
  type Review,
  type SubmittedReview,
} from '#contracts/reviews'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { Skeleton } from '#web/components/ui/skeleton'
import { toast } from '#web/components/ui/use-toast'
import { apiErrorMessage } from '#web/lib/api-request'
import { ReviewForm } from './review-form'
import {
  formatAverage,
  formatReviewDate,
  reviewWord,
  starWord,
  summarizeReviews,
} from './review-summary'
import { StarDisplay } from '#web/components/star-display'
import { useHelpfulVote, useProductReviews } from './use-product-detail'
import { useReviewLinkFromUrl } from './use-review-link'

/** Reviews of one product (spec 1 §2): summary, per-star counts, the list and the Write Review form. */
export function ReviewsSection({
  productId,
  productName,
}: {
  productId: number
  productName: string
}) {
  const reviewsQuery = useProductReviews(productId)
  const [formOpen, setFormOpen] = useState(false)
  // The visitor's review waits for staff (not a Verified Purchase): say so where it would show.
  const [awaitingApproval, setAwaitingApproval] = useState(false)
  const writeButtonRef = useRef<HTMLButtonElement>(null)
  const formId = `review-form-${productId}`
  const reviewLink = useReviewLinkFromUrl(productId)

  // Opened from the review link in the buyer's e-mail: the form opens (once), prefilled.
  const linkToken = reviewLink.link?.token
  const [openedForLink, setOpenedForLink] = useState<string | null>(null)
  if (linkToken && openedForLink !== linkToken) {
    setOpenedForLink(linkToken)
    setFormOpen(true)
  }

  const closeForm = (submitted: SubmittedReview | null) => {
    if (submitted && reviewLink.link) reviewLink.forget()
    if (submitted) setAwaitingApproval(submitted.awaitingApproval)
    setFormOpen(false)
    // Back to the button that opened the form, once it is rendered again.
    requestAnimationFrame(() => writeButtonRef.current?.focus())
  }

  const writeButton = (
    <Button
      ref={writeButtonRef}
      variant={formOpen ? 'outline' : 'default'}
      aria-expanded={formOpen}
      aria-controls={formOpen ? formId : undefined}
      onClick={() => setFormOpen((open) => !open)}
    >
      <MessageSquarePlus aria-hidden="true" />
      Write Review
    </Button>
  )

  const awaitingNote = awaitingApproval && (
    <p
      data-testid="review-awaiting-approval"
      className="flex items-start gap-2 rounded-xl border border-border/70 bg-card p-4 text-sm"
    >
      <Hourglass className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      {reviewAwaitingApprovalMessage}
    </p>
  )

  const form = formOpen && (
    <Card id={formId} className="relative p-5 sm:p-6">
      <h3 className="mb-5 font-serif text-xl font-semibold">Write a review</h3>
      <ReviewForm
        key={linkToken ?? 'form'}
        productId={productId}
        productName={productName}
        reviewLink={reviewLink.link}
        onDone={closeForm}
      />
    </Card>
  )

  return (
    <section aria-labelledby="reviews-heading" className="page-column py-12">
      <h2 id="reviews-heading" className="font-serif text-3xl font-semibold">
        Customer Reviews
      </h2>

      {reviewsQuery.isPending ? (
        <ReviewsSkeleton />
      ) : reviewsQuery.isError ? (
        <div className="mt-6 flex flex-col items-start gap-3 rounded-2xl border border-dashed border-input bg-card p-6">
          <p className="font-medium">We couldn’t load the reviews.</p>
          <p className="text-sm text-muted-foreground">{apiErrorMessage(reviewsQuery.error)}</p>
          <Button
            variant="outline"
            onClick={() => void reviewsQuery.refetch()}
            disabled={reviewsQuery.isFetching}
          >
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : reviewsQuery.data.length === 0 ? (
        <div className="mt-6 grid gap-6">
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-input bg-card px-6 py-10 text-center">
            <StarDisplay value={0} label="No ratings yet" starClassName="size-6" />
            <h3 className="font-serif text-xl font-semibold">No reviews yet</h3>
            <p className="max-w-md text-sm text-muted-foreground">
              Tried our {productName}? Be the first to tell other customers what you think.
            </p>
            {writeButton}
          </div>
          {awaitingNote}
          {form}
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-12">
          <div className="grid content-start gap-5 lg:sticky lg:top-24">
            <ReviewSummaryCard reviews={reviewsQuery.data} />
            <div>{writeButton}</div>
            {awaitingNote}
          </div>
          <div className="grid min-w-0 content-start gap-6">
            {form}
            <ReviewList reviews={reviewsQuery.data} productId={productId} />
          </div>
        </div>
      )}
    </section>
  )
}

function ReviewSummaryCard({ reviews }: { reviews: Review[] }) {
  const summary = summarizeReviews(reviews)
  const average = formatAverage(summary.average ?? 0)
  return (
    <Card className="gap-5 p-6" data-testid="review-summary">
      <div className="flex items-center gap-4">
        <p className="font-serif text-5xl font-bold text-foreground" aria-hidden="true">
          {average}
        </p>
        <div className="grid gap-1">
          <StarDisplay
            value={summary.average ?? 0}
            label={`Average rating ${average} out of 5`}
            starClassName="size-5"
          />
          <p className="text-sm text-muted-foreground">
            Based on {summary.total} {reviewWord(summary.total)}
          </p>
        </div>
      </div>
      <ul aria-label="Ratings by stars" className="grid gap-2">
        {summary.rows.map((row) => (
          <li
            key={row.stars}
            data-testid={`stars-${row.stars}`}
            className="flex items-center gap-3 text-sm"
          >
            <span className="sr-only">
              {row.stars} {starWord(row.stars)}: {row.count} {reviewWord(row.count)}, {row.percent}%
            </span>
            <span aria-hidden="true" className="w-14 shrink-0 font-medium">
              {row.stars} {starWord(row.stars)}
            </span>
            <span
              aria-hidden="true"
              className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset"
            >
              <span
                className="block h-full rounded-full bg-honey"
                style={{ width: `${row.percent}%` }}
              />
            </span>
            <span
              aria-hidden="true"
              className="w-10 shrink-0 text-right text-muted-foreground tabular-nums"
            >
              {row.percent}%
            </span>
            <span
              aria-hidden="true"
              className="w-8 shrink-0 text-right text-muted-foreground tabular-nums"
            >
              ({row.count})
            </span>
          </li>
        ))}
      </ul>
    </Card>
  )
}

function ReviewList({ reviews, productId }: { reviews: Review[]; productId: number }) {
  const vote = useHelpfulVote(productId)
  // Reviews this visitor marked helpful on this page; the server keeps the real one-vote rule.
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set())

  const markHelpful = (reviewId: number) => {
    if (marked.has(reviewId) || vote.isPending) return
    vote.mutate(reviewId, {
      onSuccess: () => setMarked((current) => new Set(current).add(reviewId)),
      onError: (error) =>
        toast({
          title: 'Could not record your vote',
          description: apiErrorMessage(error),
          variant: 'destructive',
        }),
    })
  }

  return (
    <ul aria-label="Reviews" className="grid gap-4">
      {reviews.map((review) => {
        const done = marked.has(review.id)
        const busy = vote.isPending && vote.variables === review.id
        return (
          <li key={review.id} data-testid="review">
            <Card className="gap-3 p-5 sm:p-6">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <StarDisplay value={review.rating} />
                {review.title && (
                  <h3 className="font-serif text-lg leading-snug font-semibold">{review.title}</h3>
                )}
              </div>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
                <span className="font-semibold text-foreground">{review.customerName}</span>
                <span aria-hidden="true">·</span>
                <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
                {review.verified && (
                  <Badge variant="secondary">
                    <BadgeCheck aria-hidden="true" />
                    Verified Purchase
                  </Badge>
                )}
              </p>
              <p className="leading-relaxed whitespace-pre-line text-foreground">
                {review.comment}
              </p>
              <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border/70 pt-3">
                <p
                  className="text-sm text-muted-foreground"
                  data-testid="helpful-count"
                  aria-live="polite"
                >
                  {/* Nobody yet: no "0 people found this helpful" under a new review. */}
                  {review.helpful === 0
                    ? null
                    : review.helpful === 1
                      ? '1 person found this helpful'
                      : `${review.helpful} people found this helpful`}
                </p>
                <Button
                  variant={done ? 'secondary' : 'outline'}
                  size="sm"
                  // aria-disabled keeps focus on the button after the vote (a disabled button drops it)
                  aria-disabled={done || busy || undefined}
                  onClick={() => markHelpful(review.id)}
                >
                  <ThumbsUp aria-hidden="true" className={done ? 'fill-current' : undefined} />
                  {done ? 'Marked helpful' : 'Helpful'}{' '}
                  <span className="sr-only">(review by {review.customerName})</span>
                </Button>
              </div>
            </Card>
          </li>
        )
      })}
    </ul>
  )
}

function ReviewsSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="mt-6 grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-12"
    >
      <Skeleton className="h-64" />
      <div className="grid gap-4">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  )
}
