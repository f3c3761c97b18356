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

const cardFields: {
  name: CardField
  label: string
  className: string
  autoComplete: string
  placeholder: string
  format: (typed: string) => string
}[] = [
  {
    name: 'cardNumber',
    label: 'Card Number',
    className: 'col-span-2 grid content-start gap-2 sm:col-span-4',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    format: formatCardNumber,
  },
  {
    name: 'cardExpiry',
    label: 'Expiry (MM/YY)',
    className: 'grid content-start gap-2 sm:col-span-2',
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
    format: formatCardExpiry,
  },
  {
    name: 'cardCvc',
    label: 'CVC',
    className: 'grid content-start gap-2 sm:col-span-2',
    autoComplete: 'cc-csc',
    placeholder: '123',
    format: formatCardCvc,
  },
]

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
  // The card number is also described by a decline: the next thing to do is type another card.
  const describedBy = (name: CardField) =>
    [
      errors[name]?.message && `${fieldId(name)}-error`,
      name === 'cardNumber' && declined && declinedId,
    ]
      .filter(Boolean)
      .join(' ') || undefined

  return (
    <div className="grid gap-5">
      <p className="rounded-lg border border-honey/60 bg-honey-soft px-4 py-3 text-sm text-honey-soft-foreground">
        <strong className="font-semibold">No real payment is taken.</strong>{' '}
        <span id={`${idPrefix}-test-card-hint`}>{testCardHint}</span>
      </p>
      {note}
      {declined && <CardDeclinedNotice id={declinedId} ref={declinedRef} />}
      <div className="grid grid-cols-2 gap-5 sm:grid-cols-4">
        {cardFields.map(({ name, label, className, autoComplete, placeholder, format }) => (
          <Field
            key={name}
            id={fieldId(name)}
            label={label}
            error={errors[name]?.message}
            className={className}
          >
            <Input
              id={fieldId(name)}
              inputMode="numeric"
              autoComplete={autoComplete}
              placeholder={placeholder}
              aria-invalid={errors[name]?.message ? true : undefined}
              aria-describedby={describedBy(name)}
              {...formattedAsTyped(register(name), format)}
            />
          </Field>
        ))}
      </div>
    </div>
  )
}
