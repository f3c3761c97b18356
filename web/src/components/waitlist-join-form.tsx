import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldPath } from 'react-hook-form'
import { peopleField } from '#contracts/visits'
import { waitlistJoinSchema, type WaitlistJoin, type WaitlistJoinInput } from '#contracts/waitlists'
import { FormField } from '#web/components/form-field'
import { VisitorContactFields } from '#web/components/visitor-contact-fields'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { HoneypotField } from '#web/components/ui/honeypot-field'
import { joinWaitlistFromForm } from '#web/lib/waitlist-join'

const emptyJoin: WaitlistJoinInput = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  numberOfPeople: '1',
  website: '',
}

const joinFields: FieldPath<WaitlistJoinInput>[] = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'numberOfPeople',
]

const peopleText = (count: number) => (count === 1 ? '1 person' : `${count} people`)

/**
 * Joins the waitlist of a full session or event date (decision 0057): the visitor's contact and
 * group size. The server e-mails the entry's link; the page then shows the entry from it
 * (`onJoined`). `summary` says what is waited for; `join` sends the entry.
 */
export function WaitlistJoinForm({
  summary,
  maxPeople,
  idPrefix,
  join,
  onJoined,
}: {
  summary: ReactNode
  /** The largest group the place takes. */
  maxPeople: number
  idPrefix: string
  join: (values: WaitlistJoin) => Promise<{ token: string }>
  onJoined: (token: string) => void
}) {
  const form = useForm<WaitlistJoinInput, unknown, WaitlistJoin>({
    resolver: zodResolver(waitlistJoinSchema.extend({ numberOfPeople: peopleField(maxPeople) })),
    defaultValues: emptyJoin,
  })
  const { errors, isSubmitting } = form.formState
  const groupChoices = Array.from({ length: maxPeople }, (_, n) => ({
    value: String(n + 1),
    label: peopleText(n + 1),
  }))

  const submit = form.handleSubmit((values) =>
    joinWaitlistFromForm({
      join: () => join(values),
      email: values.customerEmail,
      onJoined,
      setError: form.setError,
      fields: joinFields,
    }),
  )

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Join the waitlist"
      className="grid gap-4"
    >
      <div
        className="rounded-xl border border-border/70 bg-muted/50 p-4 text-sm"
        data-testid="waitlist-session"
      >
        {summary}
      </div>
      <VisitorContactFields form={form} />
      <FormField
        form={form}
        kind="select"
        name="numberOfPeople"
        label="Number of people"
        options={groupChoices}
      />
      <HoneypotField id={`${idPrefix}-website`} {...form.register('website')} />
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Joining...' : 'Join the Waitlist'}
      </Button>
    </form>
  )
}
