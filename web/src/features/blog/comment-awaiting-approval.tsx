import { useEffect, useRef } from 'react'
import { CircleCheck, PenLine } from 'lucide-react'
import { Button } from '#web/components/ui/button'

/**
 * Shown in place of the comment form once a comment is sent: it is not on the page yet (staff
 * approve comments first), and the page must not look as if nothing happened. Takes the focus
 * from the form's button, which is gone.
 */
export function CommentAwaitingApproval({
  authorName,
  onWriteAnother,
}: {
  authorName: string
  onWriteAnother: () => void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])

  return (
    <div data-testid="comment-awaiting-approval" className="flex flex-col items-start gap-4">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h3
            tabIndex={-1}
            ref={headingRef}
            className="font-serif text-2xl font-semibold break-words"
          >
            Thank you, {authorName}!
          </h3>
          <p className="mt-1 text-muted-foreground">
            Your comment is awaiting approval. It will appear on this page once the farm has
            approved it.
          </p>
        </div>
      </div>
      <Button variant="outline" onClick={onWriteAnother}>
        <PenLine aria-hidden="true" />
        Write Another Comment
      </Button>
    </div>
  )
}
