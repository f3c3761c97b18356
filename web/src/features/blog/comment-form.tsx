import { useEffect, useId } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { Send } from 'lucide-react'
import {
  blogCommentFormSchema,
  blogCommentLimits,
  isBlankCommentField,
  missingCommentFieldsMessage,
  type NewBlogComment,
} from '#contracts/blog'
import * as blogApi from '#contracts/blog-api'
import { honeypotField } from '#contracts/identity'
import { BusyIcon } from '#web/components/busy-icon'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Textarea } from '#web/components/ui/textarea'
import { toast } from '#web/components/ui/use-toast'
import { callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { HoneypotField } from '#web/components/ui/honeypot-field'
import { FieldMessage } from '#web/components/field-message'

const formSchema = blogCommentFormSchema.extend(honeypotField)
type FormInput = z.input<typeof formSchema>
type FormValues = z.output<typeof formSchema>

const emptyForm: FormInput = { authorName: '', authorEmail: '', content: '', website: '' }

const commentFields = ['authorName', 'authorEmail', 'content'] as const
type CommentField = (typeof commentFields)[number]
const isCommentField = (name: string): name is CommentField =>
  (commentFields as readonly string[]).includes(name)

/** Spec 1 §8's text, unless the server refused with a reason (e.g. a rate limit and its wait). */
const submitFailedText = 'Failed to submit comment. Please try again.'
function failureText(error: unknown) {
  const { status, message } = parseApiError(error)
  return status !== null && status >= 400 && status < 500 ? message : submitFailedText
}

/** The fields whose only problem is being blank (after trimming). */
function blankFields(errors: FieldErrors<FormInput>) {
  return commentFields.filter((field) => isBlankCommentField(field, errors[field]?.message ?? ''))
}

/**
 * The comment form of a post (spec 1 §2, §5, §8). Values are trimmed; blank ones show
 * 'Missing information' / 'Please fill in all fields.' and each its message under it. New
 * comments wait for approval: the page shows that in place of the form (`onSubmitted`). A
 * refusal keeps what was typed.
 */
export function CommentForm({
  blogPostId,
  onSubmitted,
  focusOnMount = false,
}: {
  blogPostId: number
  /** Called with the (trimmed) author name once the server has the comment. */
  onSubmitted: (authorName: string) => void
  /** Put the focus in the first field (the form replaced the button that was focused). */
  focusOnMount?: boolean
}) {
  const id = useId()
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: emptyForm,
  })

  useEffect(() => {
    if (focusOnMount) setFocus('authorName')
  }, [focusOnMount, setFocus])

  const onSubmit = handleSubmit(
    async (values) => {
      const body: NewBlogComment = { ...values, blogPostId }
      try {
        await callApi(blogApi.submitBlogComment, { body })
        toast({
          title: 'Comment submitted!',
          description: 'Thank you! Your comment will appear once it has been approved.',
        })
        onSubmitted(values.authorName)
      } catch (error) {
        let focused = false
        for (const [name, message] of Object.entries(parseApiError(error).fields)) {
          if (!isCommentField(name)) continue
          setError(name, { message }, { shouldFocus: !focused })
          focused = true
        }
        if (!focused) setError('root', { message: failureText(error) })
        toast({ title: 'Error', description: failureText(error), variant: 'destructive' })
      }
    },
    (formErrors) => {
      if (blankFields(formErrors).length > 0) {
        toast({
          title: 'Missing information',
          description: missingCommentFieldsMessage,
          variant: 'destructive',
        })
      }
    },
  )

  const fieldError = (field: CommentField) => errors[field]?.message

  const describedBy = (field: CommentField, hint?: string) =>
    [hint, fieldError(field) ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined

  const errorText = (field: CommentField) => (
    <FieldMessage id={`${id}-${field}-error`}>{fieldError(field)}</FieldMessage>
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="grid gap-5">
      <div>
        <h3 id={`${id}-heading`} className="font-serif text-2xl font-semibold">
          Leave a Comment
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          We read every comment and publish it once it’s approved. Your e-mail is never shown.
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-authorName`}>Name</Label>
          <Input
            id={`${id}-authorName`}
            autoComplete="name"
            maxLength={blogCommentLimits.authorName}
            aria-invalid={errors.authorName ? true : undefined}
            aria-describedby={describedBy('authorName')}
            {...register('authorName')}
          />
          {errorText('authorName')}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-authorEmail`}>Email</Label>
          <Input
            id={`${id}-authorEmail`}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={blogCommentLimits.authorEmail}
            aria-invalid={errors.authorEmail ? true : undefined}
            aria-describedby={describedBy('authorEmail', `${id}-email-hint`)}
            {...register('authorEmail')}
          />
          <p id={`${id}-email-hint`} className="text-xs text-muted-foreground">
            Only the farm sees it.
          </p>
          {errorText('authorEmail')}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-content`}>Comment</Label>
        <Textarea
          id={`${id}-content`}
          rows={5}
          maxLength={blogCommentLimits.content}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy('content')}
          {...register('content')}
        />
        {errorText('content')}
      </div>
      <HoneypotField id={`${id}-website`} {...register('website')} />
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          <BusyIcon busy={isSubmitting} label="Submitting" icon={<Send aria-hidden="true" />} />
          Submit Comment
        </Button>
      </div>
    </form>
  )
}
