import { useEffect, useId, useRef } from 'react'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  defaultReviewRating,
  reviewFormSchema,
  reviewLimits,
  type ReviewFormInput,
  type ReviewFormValues,
} from '../../../../contracts/reviews'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { apiErrorMessage, parseApiError } from '../../lib/api-request'
import { StarRatingInput } from './star-rating'
import { useSubmitReview } from './use-product-detail'
import type { ReviewLinkPrefill } from './use-review-link'
import { HoneypotField } from '../../components/ui/honeypot-field'

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
  /** Called after a successful submit or Cancel; the form is closed by the parent. */
  onDone: (submitted: boolean) => void
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
      onSuccess: () => {
        toast({ title: 'Review submitted successfully!' })
        reset(emptyReview)
        onDone(true)
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
          <FieldError id={errorId('customerName')} message={errors.customerName?.message} />
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
              : 'Never shown publicly. Bought from us? Write your review while signed in, from the browser you ordered with, or from the link in the e-mail we sent after your order, and we mark it as a verified purchase.'}
          </p>
          <FieldError id={errorId('customerEmail')} message={errors.customerEmail?.message} />
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
            <FieldError id={errorId('rating')} message={errors.rating?.message} />
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
        <FieldError id={errorId('title')} message={errors.title?.message} />
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
        <FieldError id={errorId('comment')} message={errors.comment?.message} />
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
            onDone(false)
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  )
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  )
}
