import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { Gift } from 'lucide-react'
import type { CheckoutQuote } from '#contracts/checkout'
import { FieldMessage } from '#web/components/field-message'
import { SectionCard } from '#web/components/section-card'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { formatMoney } from '#web/lib/format-money'
import type { CheckoutFormInput } from './checkout-form'

/**
 * A gift card at checkout (decision 0066): the code is applied to the server's quote, which says
 * what the card pays and what stays on it, or why it cannot pay. It pays before store credit and
 * the card.
 */
export function GiftCardSection({
  giftCard,
  problem,
}: {
  giftCard: CheckoutQuote['giftCard']
  problem: string | null
}) {
  const { control, setValue, formState } = useFormContext<CheckoutFormInput>()
  const applied = useWatch({ control, name: 'giftCardCode' })
  const [draft, setDraft] = useState('')
  const message = (applied && problem) || formState.errors.giftCardCode?.message
  const apply = () => {
    if (draft.trim()) setValue('giftCardCode', draft.trim(), { shouldValidate: false })
  }
  return (
    <SectionCard id="checkout-gift-card-heading" title="Gift Card" icon={<Gift />}>
      {applied && giftCard ? (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p data-testid="gift-card-applied">
            Gift card ending {giftCard.lastFour} pays {formatMoney(giftCard.applied)}
            <span className="block text-muted-foreground">
              {formatMoney((Number(giftCard.balance) - Number(giftCard.applied)).toFixed(2))} stays
              on the card.
            </span>
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setValue('giftCardCode', undefined)
              setDraft('')
            }}
          >
            Remove
          </Button>
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor="checkout-gift-card-code">Gift card code</Label>
          <div className="flex gap-2">
            <Input
              id="checkout-gift-card-code"
              value={draft}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="GROV-XXXX-XXXX-XXXX-XXXX"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  apply()
                }
              }}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? 'checkout-gift-card-error' : undefined}
            />
            <Button type="button" variant="outline" onClick={apply}>
              Apply
            </Button>
          </div>
          <FieldMessage id="checkout-gift-card-error">{message}</FieldMessage>
        </div>
      )}
    </SectionCard>
  )
}
