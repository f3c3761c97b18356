import type { Ref } from 'react'
import { CircleAlert } from 'lucide-react'

/** The built-in test provider's two cards, told wherever its card form is shown. */
export const testCardHint = 'Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline'

/** Beside the card fields after a decline, as well as the 'Payment Failed' toast. */
export const cardDeclinedMessage = 'Your card was declined. Try another card.'

/**
 * The lasting decline message. Give the card number field `aria-describedby={id}` so the focus
 * that lands there reads it.
 */
export function CardDeclinedNotice({ id, ref }: { id: string; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p
      id={id}
      ref={ref}
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border border-destructive/40 bg-destructive/8 px-4 py-3 text-sm font-medium text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {cardDeclinedMessage}
    </p>
  )
}
