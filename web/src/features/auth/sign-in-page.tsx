import { useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Mail, MailCheck } from 'lucide-react'
import { emailLinkRequestSchema, type EmailLinkRequest } from '#contracts/identity'
import * as identityApi from '#contracts/identity-api'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Spinner } from '#web/components/ui/spinner'
import { WrappingText } from '#web/components/ui/wrapping-text'
import { callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { SignInAlert } from './sign-in-alert'
import { SignInCard } from './sign-in-card'
import { useCurrentUser, userDisplayName } from '#web/hooks/use-current-user'
import { HoneypotField } from '#web/components/ui/honeypot-field'
import { isReturnPath } from '#contracts/return-path'
import { FieldMessage } from '#web/components/field-message'

type EmailLinkValues = { email: string; website?: string }

/**
 * /sign-in: where /api/login sends the browser when no OpenID provider is configured. The visitor
 * asks for a one-time sign-in link by e-mail; `?failed=1` means a provider sign-in failed.
 */
export function SignInPage() {
  usePageMeta()
  const [searchParams] = useSearchParams()
  const failed = searchParams.get('failed') === '1'
  const { user } = useCurrentUser()
  const [sent, setSent] = useState<{ email: string } | null>(null)

  if (user) {
    return (
      <SignInCard
        icon={<MailCheck className="size-7" aria-hidden="true" />}
        title="You're signed in"
      >
        <p className="mt-3 text-muted-foreground">
          You're signed in as{' '}
          <WrappingText className="font-semibold text-foreground" text={userDisplayName(user)} />.
        </p>
        <Button asChild size="lg" className="mt-8 w-full">
          <Link to="/">Continue to the Farm</Link>
        </Button>
      </SignInCard>
    )
  }

  if (sent) {
    return (
      <SignInCard
        icon={<MailCheck className="size-7" aria-hidden="true" />}
        title="Check your inbox"
        focusTitle
      >
        <p className="mt-3 text-muted-foreground" role="status">
          We sent a sign-in link to{' '}
          <span className="font-semibold break-all text-foreground">{sent.email}</span>. Open the
          e-mail on this device and follow the link: it works once, for 15 minutes.
        </p>
        <Button variant="outline" size="lg" className="mt-8 w-full" onClick={() => setSent(null)}>
          Use a Different E-mail
        </Button>
      </SignInCard>
    )
  }

  return (
    <SignInCard icon={<Mail className="size-7" aria-hidden="true" />} title="Sign In">
      <p className="mt-3 text-muted-foreground">
        Enter your e-mail address and we'll send you a link that signs you in. No password to
        remember.
      </p>
      {failed && (
        <SignInAlert>
          We couldn't sign you in just now. Please try again, or ask for a sign-in link below.
        </SignInAlert>
      )}
      <EmailLinkForm onSent={setSent} />
    </SignInCard>
  )
}

function EmailLinkForm({ onSent }: { onSent: (sent: { email: string }) => void }) {
  const id = useId()
  const [searchParams] = useSearchParams()
  const returnTo = searchParams.get('returnTo')
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailLinkRequest, unknown, EmailLinkValues>({
    resolver: zodResolver(emailLinkRequestSchema),
    defaultValues: { email: '', website: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await callApi(identityApi.requestEmailLink, {
        body: isReturnPath(returnTo) ? { ...values, returnTo } : values,
      })
      onSent({ email: values.email })
    } catch (error) {
      const parsed = parseApiError(error)
      if (parsed.fields.email)
        setError('email', { message: parsed.fields.email }, { shouldFocus: true })
      else setError('root', { message: parsed.message })
    }
  })

  const emailId = `${id}-email`
  const emailError = errors.email?.message
  const formError = errors.root?.message

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 grid gap-4 text-left">
      <div className="grid gap-2">
        <Label htmlFor={emailId}>E-mail</Label>
        <Input
          id={emailId}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          className="h-12 text-base sm:text-base"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${emailId}-error` : undefined}
          {...register('email')}
        />
        <FieldMessage id={`${emailId}-error`}>{emailError}</FieldMessage>
      </div>
      <HoneypotField id={`${id}-website`} {...register('website')} />
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting && <Spinner size="sm" label="Sending" className="[&_svg]:text-current" />}
        Email Me a Sign-In Link
      </Button>
    </form>
  )
}
