import { useId, useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { cva, type VariantProps } from 'class-variance-authority'
import { Send } from 'lucide-react'
import * as engagementApi from '#contracts/engagement-api'
import { callApi } from '../lib/api-client'
import { apiErrorMessage, parseApiError } from '../lib/api-request'
import { cn } from '../lib/cn'
import { emailInputProblem } from '../lib/email-input-check'
import { FieldMessage } from './field-message'
import { BusyIcon } from './busy-icon'
import { Button } from './ui/button'
import { FormAlert } from './ui/form-alert'
import { toast } from './ui/use-toast'
import { HoneypotField } from './ui/honeypot-field'
import { EmailInput } from './email-input'

/*
 * This form sits on the landing page, the first screen most people load, so it keeps to the
 * browser's own e-mail check (read without its bubble, shown under the field) and the server's
 * answer: no zod (spec 1 §5: required, type email; the server validates with
 * contracts/engagement.ts and names the field on a 400, shown under the field too).
 */

const signupVariants = cva('grid gap-3', {
  variants: {
    /** `light` on cream or card backgrounds; `dark` on the leaf-green bands. */
    tone: {
      light: 'text-foreground',
      dark: 'text-primary-foreground',
    },
  },
  defaultVariants: { tone: 'light' },
})

const noteVariants = cva('text-sm', {
  variants: {
    tone: {
      light: 'text-muted-foreground',
      dark: 'text-primary-foreground/85',
    },
  },
  defaultVariants: { tone: 'light' },
})

export type NewsletterSignupProps = VariantProps<typeof signupVariants> & {
  className?: string
  /** Show the '1,200+ subscribers' line under the form (spec 1 §9). */
  showSubscriberCount?: boolean
}

/**
 * Newsletter sign-up (spec 1 §2 landing page, §5, §8): an e-mail field, Subscribe, and a hidden
 * honeypot. The server sends a confirmation e-mail (double opt-in); a repeated sign-up is fine.
 */
export function NewsletterSignup({
  className,
  tone,
  showSubscriberCount = true,
}: NewsletterSignupProps) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [website, setWebsite] = useState('')
  /** What the browser's check found wrong with the address at the last try. */
  const [problem, setProblem] = useState<string>()

  const subscribe = useMutation({
    mutationFn: async (body: { email: string; website: string }) => {
      await callApi(engagementApi.subscribeToNewsletter, { body })
    },
    // The server answers every sign-up alike (it does not tell who is already on the list).
    onSuccess: () => {
      setEmail('')
      toast({
        title: 'Subscribed!',
        description:
          'Thank you for subscribing to our newsletter. Please check your inbox to confirm.',
      })
    },
    onError: (error) => {
      toast({
        title: 'Subscription Failed',
        description: apiErrorMessage(error),
        variant: 'destructive',
      })
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (subscribe.isPending) return
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement
    const found = emailInputProblem(input)
    setProblem(found)
    if (found) {
      subscribe.reset()
      input.focus()
      return
    }
    subscribe.mutate({ email: email.trim(), website })
  }

  const emailId = `${id}-email`
  const noteId = `${id}-note`
  const errorId = `${id}-error`
  const refusal = subscribe.isError ? parseApiError(subscribe.error) : null
  const fieldError = problem ?? refusal?.fields.email

  return (
    <div className={cn(signupVariants({ tone }), className)}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        aria-label="Newsletter sign-up"
      >
        <div className="grid flex-1 gap-1.5">
          <label htmlFor={emailId} className="sr-only">
            Email address
          </label>
          <EmailInput
            id={emailId}
            placeholder="Enter your email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            invalid={Boolean(fieldError)}
            aria-describedby={
              [fieldError ? errorId : '', showSubscriberCount ? noteId : ''].join(' ').trim() ||
              undefined
            }
          />
          <FieldMessage id={errorId} tone={tone}>
            {fieldError}
          </FieldMessage>
        </div>
        <HoneypotField
          id={`${id}-website`}
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
        <Button
          type="submit"
          variant={tone === 'dark' ? 'accent' : 'default'}
          disabled={subscribe.isPending}
          className="w-full sm:w-auto"
        >
          <BusyIcon
            busy={subscribe.isPending}
            label="Subscribing"
            icon={<Send aria-hidden="true" />}
          />
          Subscribe
        </Button>
      </form>
      {/* The refusal stays until the next try (the toast leaves); the address stays typed. */}
      {refusal && !refusal.fields.email && <FormAlert>{refusal.message}</FormAlert>}
      {showSubscriberCount && (
        <p id={noteId} className={noteVariants({ tone })}>
          Join 1,200+ subscribers. A few e-mails a season; unsubscribe with one click.
        </p>
      )}
    </div>
  )
}
