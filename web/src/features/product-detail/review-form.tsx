import { useEffect, useId, useRef } from 'react'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  defaultReviewRating,
  reviewAwaitingApprovalMessage,
  reviewFormSchema,
  reviewLimits,
  type ReviewFormInput,
  type ReviewFormValues,
  type SubmittedReview,
} from '#contracts/reviews'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Textarea } from '#web/components/ui/textarea'
import { toast } from '#web/components/ui/use-toast'
import { apiErrorMessage, parseApiError } from '#web/lib/api-request'
import { StarRatingInput } from './star-rating'
import { useSubmitReview } from './use-product-detail'
import type { ReviewLinkPrefill } from './use-review-link'
import { HoneypotField } from '#web/components/ui/honeypot-field'
import { FieldMessage } from '#web/components/field-message'

/** Spec 1 §4: the form opens empty with a rating of 5, and resets to that after a submit. */
export const emptyReview: ReviewFormInput = {
  customerName: '',
  customerEmail: '',
  rating: defaultReviewRating,
  title: '',
  comment: '',
  website: '',
}

const formFields = ['customerName', 'customerEmail', 'rating', 'title', 'comment'] as const

/** The Write Review form (spec 1 §4-5), validated with the same schema the server uses. */
export function ReviewForm({
  productId,
  productName,
  reviewLink = null,
  onDone,
}: {
  productId: number
  productName: string
  /** The review link from the buyer's e-mail: prefills name and e-mail, and verifies the review. */
  reviewLink?: ReviewLinkPrefill | null
  /** Called with the stored review after a submit, or null on Cancel; the parent closes the form. */
  onDone: (submitted: SubmittedReview | null) => void
}) {
  const id = useId()
  const fieldId = (name: string) => `${id}-${name}`
  const errorId = (name: string) => `${id}-${name}-error`
  const nameRef = useRef<HTMLInputElement | null>(null)

  const form = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: reviewLink
      ? {
          ...emptyReview,
          customerName: reviewLink.customerName,
          customerEmail: reviewLink.customerEmail,
        }
      : emptyReview,
  })
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = form
  const submit = useSubmitReview(productId)

  useEffect(() => {
    nameRef.current?.focus()
  }, [])

  const onSubmit = handleSubmit((values) =>
    submit.mutate(reviewLink ? { ...values, reviewToken: reviewLink.token } : values, {
      onSuccess: (submitted) => {
        toast({
          title: 'Review submitted successfully!',
          description: submitted.awaitingApproval ? reviewAwaitingApprovalMessage : undefined,
        })
        reset(emptyReview)
        onDone(submitted)
      },
      onError: (error) => {
        toast({
          title: 'Failed to submit review',
          description: apiErrorMessage(error),
          variant: 'destructive',
        })
        const { fields } = parseApiError(error)
        for (const field of formFields) {
          const message = fields[field]
          if (message) setError(field as FieldPath<ReviewFormInput>, { message })
        }
      },
    }),
  )

  const nameField = register('customerName')
  const describe = (name: (typeof formFields)[number], hint?: string) => {
    const ids = [hint, errors[name] ? errorId(name) : undefined].filter(Boolean).join(' ')
    return {
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': ids || undefined,
    } as const
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Write a review of ${productName}`}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={fieldId('customerName')}>Your name</Label>
          <Input
            id={fieldId('customerName')}
            autoComplete="name"
            maxLength={reviewLimits.customerName}
            {...nameField}
            ref={(element) => {
              nameField.ref(element)
              nameRef.current = element
            }}
            {...describe('customerName')}
          />
          <FieldMessage id={errorId('customerName')}>{errors.customerName?.message}</FieldMessage>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={fieldId('customerEmail')}>E-mail</Label>
          <Input
            id={fieldId('customerEmail')}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...register('customerEmail')}
            {...describe('customerEmail', errorId('customerEmail-hint'))}
          />
          <p id={errorId('customerEmail-hint')} className="text-xs text-muted-foreground">
            {reviewLink
              ? 'Never shown publicly. You came from the review link of your order, so your review is marked as a verified purchase.'
              : 'Never shown publicly. Bought from us? Write your review while signed in, from the browser you ordered with, or from the link in the e-mail we sent after your order, and we mark it as a verified purchase and show it at once. Other reviews show once we have approved them.'}
          </p>
          <FieldMessage id={errorId('customerEmail')}>{errors.customerEmail?.message}</FieldMessage>
        </div>
      </div>

      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <div className="grid gap-1">
            <StarRatingInput
              name={`${id}-rating`}
              value={field.value ?? defaultReviewRating}
              onChange={field.onChange}
              describedBy={errors.rating ? errorId('rating') : undefined}
            />
            <FieldMessage id={errorId('rating')}>{errors.rating?.message}</FieldMessage>
          </div>
        )}
      />

      <div className="grid gap-2">
        <Label htmlFor={fieldId('title')}>
          Title <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input
          id={fieldId('title')}
          maxLength={reviewLimits.title}
          {...register('title')}
          {...describe('title')}
        />
        <FieldMessage id={errorId('title')}>{errors.title?.message}</FieldMessage>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={fieldId('comment')}>Your review</Label>
        <Textarea
          id={fieldId('comment')}
          rows={5}
          maxLength={reviewLimits.comment}
          {...register('comment')}
          {...describe('comment')}
        />
        <FieldMessage id={errorId('comment')}>{errors.comment?.message}</FieldMessage>
      </div>

      <HoneypotField id={`${id}-website`} {...register('website')} />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit Review'}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            reset(emptyReview)
            onDone(null)
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  )
}
