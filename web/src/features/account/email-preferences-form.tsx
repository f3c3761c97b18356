import { Link } from 'react-router'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import {
  emailPreferencesInputSchema,
  type EmailConsent,
  type EmailPreferences,
  type EmailPreferencesInput,
} from '#contracts/identity'
import * as identityApi from '#contracts/identity-api'
import { FormField } from '#web/components/form-field'
import { QueryState } from '#web/components/query-state'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { toast } from '#web/components/ui/use-toast'
import { WrappingText } from '#web/components/ui/wrapping-text'
import { callApi } from '#web/lib/api-client'
import { showServerFieldErrors } from '#web/lib/server-field-errors'
import { emailPreferencesQuery } from './account-data'

const isOn = (consent: EmailConsent) => consent !== 'off'

/** The newsletter and the harvest alerts of the account's e-mail (double opt-in both). */
export function EmailPreferencesForm() {
  const preferences = useQuery(emailPreferencesQuery)
  return (
    <QueryState
      query={preferences}
      loading="Loading your e-mail choices..."
      what="your e-mail choices"
      headingLevel="h3"
    >
      {(current) =>
        current.email ? (
          // Keyed by the answer, so the switches start from what the server says.
          <PreferencesForm key={JSON.stringify(current)} current={current} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Your account has no e-mail address, so the farm does not write to you.
          </p>
        )
      }
    </QueryState>
  )
}

function PreferencesForm({ current }: { current: EmailPreferences }) {
  const queryClient = useQueryClient()
  const form = useForm<EmailPreferencesInput>({
    resolver: zodResolver(emailPreferencesInputSchema),
    defaultValues: {
      newsletter: isOn(current.newsletter),
      harvestAlerts: isOn(current.harvestAlerts),
    },
  })
  const {
    formState: { errors, isSubmitting, isDirty },
  } = form

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await callApi(identityApi.setEmailPreferences, { body: values })
      queryClient.setQueryData(emailPreferencesQuery.queryKey, saved)
      toast({
        title: 'E-mail Choices Saved',
        description:
          saved.newsletter === 'pending'
            ? `Please confirm the newsletter with the link we sent to ${saved.email}.`
            : undefined,
      })
    } catch (error) {
      const parsed = showServerFieldErrors(form.setError, error, ['newsletter', 'harvestAlerts'])
      toast({ title: 'Could Not Save', description: parsed.message, variant: 'destructive' })
    }
  })

  const alertsHint =
    current.harvestAlerts === 'subscribed' ? (
      `About ${current.harvestAlertProducts.join(', ') || 'your chosen products'}.`
    ) : current.harvestAlerts === 'pending' ? (
      'Waiting for you to confirm them with the link we e-mailed.'
    ) : (
      <>
        Choose what to hear about on{' '}
        <Link to="/harvest-alerts" className="rounded-sm text-primary underline underline-offset-4">
          Harvest Alerts
        </Link>
        .
      </>
    )

  return (
    <form noValidate onSubmit={onSubmit} aria-label="E-mails from the farm" className="grid gap-4">
      <p className="text-sm">
        <span className="text-muted-foreground">Sent to </span>
        <WrappingText className="font-medium" text={current.email ?? ''} />
      </p>
      <FormField
        form={form}
        kind="switch"
        name="newsletter"
        label="Newsletter"
        hint={
          current.newsletter === 'pending'
            ? 'Waiting for you to confirm it with the link we e-mailed.'
            : 'Harvest news, recipes and farm events, a few times a season.'
        }
      />
      <FormField
        form={form}
        kind="switch"
        name="harvestAlerts"
        label="Harvest alerts"
        hint={alertsHint}
      />
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <Button type="submit" disabled={isSubmitting || !isDirty} className="justify-self-start">
        {isSubmitting && (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        )}
        Save E-mail Choices
      </Button>
    </form>
  )
}
