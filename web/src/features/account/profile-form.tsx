import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import {
  accountProfileSchema,
  type AccountProfile,
  type AccountProfileInput,
  type User,
} from '#contracts/identity'
import * as identityApi from '#contracts/identity-api'
import { FormField } from '#web/components/form-field'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { toast } from '#web/components/ui/use-toast'
import { WrappingText } from '#web/components/ui/wrapping-text'
import { setSignedIn } from '#web/hooks/use-current-user'
import { callApi } from '#web/lib/api-client'
import { showServerFieldErrors } from '#web/lib/server-field-errors'

/**
 * The customer's name (PATCH /api/account/profile): the first name is how the shop greets them.
 * The e-mail is the one they sign in with, shown but not changed here.
 */
export function ProfileForm({ user }: { user: User }) {
  const queryClient = useQueryClient()
  const form = useForm<AccountProfileInput, unknown, AccountProfile>({
    resolver: zodResolver(accountProfileSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  })
  const {
    formState: { errors, isSubmitting },
  } = form

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await callApi(identityApi.updateProfile, { body: values })
      setSignedIn(queryClient, { customer: saved })
      form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' })
      toast({ title: 'Details Saved', description: `We'll greet you as ${saved.firstName}.` })
    } catch (error) {
      const parsed = showServerFieldErrors(form.setError, error, ['firstName', 'lastName'])
      toast({ title: 'Could Not Save', description: parsed.message, variant: 'destructive' })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Your details" className="grid gap-4">
      <FormField form={form} name="firstName" label="First name" autoComplete="given-name" />
      <FormField
        form={form}
        name="lastName"
        label="Last name (optional)"
        autoComplete="family-name"
      />
      {user.email && (
        <p className="text-sm">
          <span className="text-muted-foreground">E-mail: </span>
          <WrappingText className="font-medium" text={user.email} />
        </p>
      )}
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting && (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        )}
        Save Details
      </Button>
    </form>
  )
}
