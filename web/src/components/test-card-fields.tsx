import { useEffect, useRef, type ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import {
  formatCardCvc,
  formatCardExpiry,
  formatCardNumber,
  formattedAsTyped,
} from '../lib/card-input'
import type { TestCardInput } from '../lib/test-card-form'
import { CardDeclinedNotice, testCardHint } from './card-payment-notices'
import { Input } from './ui/input'
import { Label } from './ui/label'

type CardField = keyof TestCardInput

function Field({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string
  label: string
  error?: string
  className: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * The built-in test provider's card fields (no real card is ever charged or stored), inside a
 * react-hook-form `FormProvider` whose values include {@link TestCardInput}. The fields format
 * what is typed (a phone's number pad has no "/" or space) and carry the standard autocomplete
 * names. After a decline the message stays beside the fields and the card number takes the
 * focus, described by the message: the next thing to do is type another card.
 */
export function TestCardFields({
  idPrefix,
  note,
  declined = false,
}: {
  /** Makes the fields' ids: `${idPrefix}-cardNumber`. */
  idPrefix: string
  note?: ReactNode
  declined?: boolean
}) {
  const {
    register,
    setFocus,
    formState: { errors },
  } = useFormContext<TestCardInput>()
  const declinedRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (!declined) return
    setFocus('cardNumber')
    declinedRef.current?.scrollIntoView({ block: 'center' })
  }, [declined, setFocus])

  const fieldId = (name: CardField) => `${idPrefix}-${name}`
  const declinedId = `${idPrefix}-card-declined`
  const invalidProps = (name: CardField) =>
    errors[name]?.message
      ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(name)}-error` }
      : {}
  const cardNumberError = errors.cardNumber?.message
  const cardNumberDescription = [
    cardNumberError && `${fieldId('cardNumber')}-error`,
    declined && declinedId,
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <div className="grid gap-5">
      <p className="rounded-lg border border-honey/60 bg-honey-soft px-4 py-3 text-sm text-honey-soft-foreground">
        <strong className="font-semibold">No real payment is taken.</strong>{' '}
        <span id={`${idPrefix}-test-card-hint`}>{testCardHint}</span>
      </p>
      {note}
      {declined && <CardDeclinedNotice id={declinedId} ref={declinedRef} />}
      <div className="grid grid-cols-2 gap-5 sm:grid-cols-4">
        <Field
          id={fieldId('cardNumber')}
          label="Card Number"
          error={cardNumberError}
          className="col-span-2 grid content-start gap-2 sm:col-span-4"
        >
          <Input
            id={fieldId('cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            aria-invalid={cardNumberError ? true : undefined}
            aria-describedby={cardNumberDescription || undefined}
            {...formattedAsTyped(register('cardNumber'), formatCardNumber)}
          />
        </Field>
        <Field
          id={fieldId('cardExpiry')}
          label="Expiry (MM/YY)"
          error={errors.cardExpiry?.message}
          className="grid content-start gap-2 sm:col-span-2"
        >
          <Input
            id={fieldId('cardExpiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            {...invalidProps('cardExpiry')}
            {...formattedAsTyped(register('cardExpiry'), formatCardExpiry)}
          />
        </Field>
        <Field
          id={fieldId('cardCvc')}
          label="CVC"
          error={errors.cardCvc?.message}
          className="grid content-start gap-2 sm:col-span-2"
        >
          <Input
            id={fieldId('cardCvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            {...invalidProps('cardCvc')}
            {...formattedAsTyped(register('cardCvc'), formatCardCvc)}
          />
        </Field>
      </div>
    </div>
  )
}
