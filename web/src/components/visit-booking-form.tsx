import { useId, type ReactNode } from 'react'
import type {
  FieldPath,
  FieldValues,
  SubmitErrorHandler,
  UseFormRegister,
  UseFormReturn,
} from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { CalendarCheck, LoaderCircle } from 'lucide-react'
import type { BookedVisit } from '#contracts/visits'
import { refreshVisitAnswers } from '../hooks/use-cancel-visit'
import { formatMoney, multiplyAmount } from '../lib/format-money'
import { showServerFieldErrors } from '../lib/server-field-errors'
import { FormField } from './form-field'
import { Button } from './ui/button'
import { FormAlert } from './ui/form-alert'
import { HoneypotField } from './ui/honeypot-field'
import { toast } from './ui/use-toast'
import { VisitorContactFields } from './visitor-contact-fields'

/** What every visit booking form holds besides its own fields (spec 2 §5). */
interface VisitBookingValues extends FieldValues {
  customerName: string
  customerEmail: string
  customerPhone?: string | null
  specialRequests?: string | null
  website?: string | null
}

/**
 * A visit booking form (a farm event request, a pick-your-own session): the choice summed up,
 * the visitor's contact fields, the form's own fields, special requests, the total, and the
 * submit button. On success the form resets and `onBooked` gets what was booked; when the
 * server refuses, its messages go under the fields and a 'Booking Failed' toast says why, and
 * a visit gone or full (404, 409) calls `onUnavailable`.
 */
export function VisitBookingForm<
  Input extends VisitBookingValues,
  Output extends FieldValues & { customerEmail: string },
>({
  form,
  heading,
  label,
  summaryTestId,
  summary,
  children,
  specialRequestsPlaceholder,
  totalLabel,
  totalTestId,
  price,
  paymentNote,
  submitLabel,
  submittingLabel,
  disabledHint,
  book,
  serverFields,
  emptyValues,
  onInvalid,
  onUnavailable,
  onBooked,
}: {
  form: UseFormReturn<Input, unknown, Output>
  /** A visible heading naming the form, or else `label`. */
  heading?: string
  label?: string
  summaryTestId: string
  /** What is being booked, above the fields. */
  summary: ReactNode
  /** The fields between the contact fields and special requests (people, dates). */
  children: ReactNode
  specialRequestsPlaceholder: string
  totalLabel: string
  totalTestId: string
  /** The price of each person and how many come, once both are known and the group allowed. */
  price: { perPerson: string; people: number } | null
  paymentNote: string
  submitLabel: string
  submittingLabel: string
  /** Why nothing can be sent yet: the button is disabled and described by it. */
  disabledHint?: string
  /** Sends the checked values; resolves to what was booked. */
  book: (values: Output) => Promise<BookedVisit>
  /** Fields a server's 400 can name; a message for anything else stays beside the button. */
  serverFields: readonly FieldPath<Input>[]
  /** The form after a booking. */
  emptyValues: Input
  onInvalid?: SubmitErrorHandler<Input>
  onUnavailable?: () => void | Promise<void>
  /** What was booked, and where its e-mail went. */
  onBooked: (visit: BookedVisit, email: string) => void
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const {
    formState: { errors, isSubmitting },
  } = form
  // The booking names exist on every such form; the cast only forgets the wider type.
  const booking = form as unknown as UseFormReturn<VisitBookingValues, unknown, unknown>
  const register = form.register as unknown as UseFormRegister<VisitBookingValues>
  const total = price ? multiplyAmount(price.perPerson, price.people) : null

  const onSubmit = form.handleSubmit(async (values) => {
    let visit: BookedVisit
    try {
      visit = await book(values)
    } catch (error) {
      const parsed = showServerFieldErrors(form.setError, error, serverFields)
      toast({ title: 'Booking Failed', description: parsed.message, variant: 'destructive' })
      if (parsed.status === 404 || parsed.status === 409) await onUnavailable?.()
      return
    }
    // Spec 2 §4: the form resets; the page shows what was booked.
    form.reset(emptyValues)
    onBooked(visit, values.customerEmail)
    void refreshVisitAnswers(queryClient)
  }, onInvalid)

  const headingId = `${id}-heading`
  const hintId = `${id}-hint`
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
      className="grid gap-5"
    >
      {heading && (
        <h2 id={headingId} className="font-serif text-2xl font-semibold">
          {heading}
        </h2>
      )}

      <div
        aria-live="polite"
        className="rounded-xl bg-muted/70 px-4 py-3 text-sm"
        data-testid={summaryTestId}
      >
        {summary}
      </div>

      <VisitorContactFields form={form} />
      {children}
      <FormField
        form={booking}
        kind="textarea"
        rows={3}
        name="specialRequests"
        label="Special requests (optional)"
        placeholder={specialRequestsPlaceholder}
      />
      <HoneypotField id={`${id}-website`} {...register('website')} />

      <div className="grid gap-1 rounded-xl border border-border/70 bg-background px-4 py-3">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="font-medium">{totalLabel}</span>
          <span
            className="text-lg font-semibold text-primary tabular-nums"
            data-testid={totalTestId}
            aria-live="polite"
          >
            {total ? formatMoney(total) : '–'}
          </span>
        </p>
        {price && (
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatMoney(price.perPerson)} × {price.people}{' '}
            {price.people === 1 ? 'person' : 'people'}
          </p>
        )}
        <p className="text-xs text-muted-foreground">{paymentNote}</p>
      </div>

      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}

      <div className="grid gap-2">
        <Button
          type="submit"
          size="lg"
          disabled={Boolean(disabledHint) || isSubmitting}
          aria-describedby={disabledHint ? hintId : undefined}
          className="w-full"
        >
          {isSubmitting ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <CalendarCheck aria-hidden="true" />
          )}
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
        {disabledHint && (
          <p id={hintId} className="text-center text-xs text-muted-foreground">
            {disabledHint}
          </p>
        )}
      </div>
    </form>
  )
}
