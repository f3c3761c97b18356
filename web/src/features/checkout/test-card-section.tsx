import type { ReactNode } from 'react'
import { CreditCard } from 'lucide-react'
import { SectionCard } from '#web/components/section-card'
import { TestCardFields } from '#web/components/test-card-fields'
import { TestModeBadge } from '#web/components/test-mode-badge'

/**
 * The built-in test provider's card form (the shared `TestCardFields`) under its 'TEST MODE'
 * badge. After a decline the message stays beside the fields and the card number takes the focus.
 */
export function TestCardSection({
  note,
  declined = false,
}: {
  note?: ReactNode
  declined?: boolean
}) {
  return (
    <SectionCard
      id="checkout-payment-heading"
      title="Payment Information"
      icon={<CreditCard />}
      badge={<TestModeBadge />}
    >
      <TestCardFields idPrefix="checkout" note={note} declined={declined} />
    </SectionCard>
  )
}
