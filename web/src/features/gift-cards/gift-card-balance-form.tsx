import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { giftCardStatusLabels } from '#contracts/gift-cards'
import * as giftCardsApi from '#contracts/gift-cards-api'
import { FieldMessage } from '#web/components/field-message'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { formatMoney } from '#web/lib/format-money'

/** The balance check: a code in, what is left on the card out (never the code itself). */
export function GiftCardBalanceForm() {
  const [code, setCode] = useState('')
  const check = useMutation({
    mutationFn: () => callApi(giftCardsApi.checkGiftCardBalance, { body: { code } }),
  })
  const problem = check.error
    ? (parseApiError(check.error).fields.code ?? parseApiError(check.error).message)
    : null
  return (
    <form
      noValidate
      aria-label="Check a gift card balance"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        check.mutate()
      }}
    >
      <Label htmlFor="gift-card-balance-code">Gift card code</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          className="min-w-48 flex-1"
          id="gift-card-balance-code"
          value={code}
          autoComplete="off"
          spellCheck={false}
          placeholder="GROV-XXXX-XXXX-XXXX-XXXX"
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'gift-card-balance-error' : undefined}
        />
        <Button type="submit" variant="outline" disabled={check.isPending}>
          Check balance
        </Button>
      </div>
      <FieldMessage id="gift-card-balance-error">{problem}</FieldMessage>
      {check.data && (
        <p role="status" className="text-sm" data-testid="gift-card-balance">
          Card ending {check.data.lastFour}:{' '}
          <strong className="font-serif text-lg text-primary">
            {formatMoney(check.data.balance)}
          </strong>{' '}
          left of {formatMoney(check.data.initial)}
          {check.data.status !== 'active' && ` (${giftCardStatusLabels[check.data.status]})`}.
        </p>
      )}
    </form>
  )
}
