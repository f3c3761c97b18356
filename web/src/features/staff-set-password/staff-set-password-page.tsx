import type { ReactNode } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import {
  staffPasswordFormSchema,
  staffPasswordMinLength,
  type StaffPasswordForm,
  type StaffPasswordLinkInfo,
} from '#contracts/staff-accounts'
import * as staffAccountsApi from '#contracts/staff-accounts-api'
import { controlProps, LabelledField } from '#web/components/labelled-field'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { Input } from '#web/components/ui/input'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { isNotSessionQuery, setSignedIn } from '#web/hooks/use-current-user'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { showServerFieldErrors } from '#web/lib/server-field-errors'

const incompleteLinkMessage =
  'This link is incomplete. Please open the whole link from the e-mail, or copy it into the address bar.'

function PasswordCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="px-4 py-12 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-md rounded-2xl border border-border bg-card p-6 shadow-soft sm:p-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <KeyRound className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-center font-serif text-3xl font-bold text-balance">{title}</h1>
        {children}
      </div>
    </section>
  )
}

function UnusableLink({ message }: { message: string }) {
  return (
    <PasswordCard title="This link can’t be used">
      <FormAlert className="mt-6">{message}</FormAlert>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        Links from the farm work once, for a limited time. Ask the farm owner to send you a new one.
      </p>
      <Button asChild variant="outline" size="lg" className="mt-6 w-full">
        <Link to="/">Back to the Farm</Link>
      </Button>
    </PasswordCard>
  )
}

const formId = 'staff-password'

function PasswordForm({ token, link }: { token: string; link: StaffPasswordLinkInfo }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffPasswordForm>({
    resolver: zodResolver(staffPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const save = useMutation({
    mutationFn: (password: string) =>
      callApi(staffAccountsApi.setStaffPasswordWithLink, { body: { token, password } }),
    onSuccess: async (staff) => {
      setSignedIn(queryClient, { staff })
      void queryClient.invalidateQueries({ predicate: isNotSessionQuery })
      toast({ title: 'Password set', description: `Welcome to the back office, ${staff.name}.` })
      await navigate('/admin', { replace: true })
    },
  })
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values.password)
    } catch (error) {
      showServerFieldErrors(setError, error, ['password'])
    }
  })
  const invite = link.purpose === 'invite'

  return (
    <PasswordCard title={invite ? `Welcome, ${link.name}` : 'Choose a new password'}>
      <p className="mt-3 text-center text-muted-foreground">
        {invite
          ? 'You were invited to the Groveside back office. Choose a password to finish setting up your account.'
          : `Choose a new password for your back-office account, ${link.name}.`}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-8 grid gap-4" aria-busy={isSubmitting}>
        <LabelledField formId={formId} name="email" label="Your sign-in e-mail">
          <Input
            {...controlProps(formId, 'email')}
            type="email"
            autoComplete="username"
            value={link.email}
            readOnly
          />
        </LabelledField>
        <LabelledField
          formId={formId}
          name="password"
          label="New password"
          error={errors.password?.message}
          hint={
            <p id={`${formId}-password-hint`} className="text-sm text-muted-foreground">
              At least {staffPasswordMinLength} characters. A few words you will remember work well.
            </p>
          }
        >
          <Input
            {...controlProps(
              formId,
              'password',
              errors.password?.message,
              `${formId}-password-hint`,
            )}
            type="password"
            autoComplete="new-password"
            {...register('password')}
          />
        </LabelledField>
        <LabelledField
          formId={formId}
          name="confirmPassword"
          label="Type it again"
          error={errors.confirmPassword?.message}
        >
          <Input
            {...controlProps(formId, 'confirmPassword', errors.confirmPassword?.message)}
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        </LabelledField>
        {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting && (
            <Spinner size="sm" label="Setting your password" className="[&_svg]:text-current" />
          )}
          Set password and sign in
        </Button>
      </form>
    </PasswordCard>
  )
}

/**
 * /staff/set-password?token=...: the page an invite or a password reset e-mail opens. It reads
 * who the link is for (using nothing up), then the person chooses a password; that creates an
 * invited account or replaces the password, signs them in and opens the back office. Mail
 * scanners that open the link change nothing.
 */
export function StaffSetPasswordPage() {
  usePageMeta()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const tokenLooksValid = token.length >= 20 && token.length <= 200
  const link = useQuery({
    queryKey: ['staff-password-link', token],
    queryFn: () => callApi(staffAccountsApi.describeStaffPasswordLink, { body: { token } }),
    enabled: tokenLooksValid,
    retry: false,
    staleTime: Infinity,
  })

  if (!tokenLooksValid) return <UnusableLink message={incompleteLinkMessage} />
  if (link.isPending) {
    return (
      <PasswordCard title="Checking your link">
        <div className="mt-6 flex justify-center">
          <Spinner size="lg" label="Checking your link" />
        </div>
      </PasswordCard>
    )
  }
  if (link.isError) {
    const error = parseApiError(link.error)
    return (
      <UnusableLink
        message={error.code === 'VALIDATION_FAILED' ? incompleteLinkMessage : error.message}
      />
    )
  }
  return <PasswordForm token={token} link={link.data} />
}
