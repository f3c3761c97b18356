import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldPath } from 'react-hook-form'
import { formatClockTime, formatVisitDate } from '#contracts/farm-time'
import type { PickYourOwnSlot } from '#contracts/visits'
import { visitLimits } from '#contracts/visits'
import { waitlistJoinSchema, type WaitlistJoin, type WaitlistJoinInput } from '#contracts/waitlists'
import * as waitlistsApi from '#contracts/waitlists-api'
import { FormField } from '#web/components/form-field'
import { VisitorContactFields } from '#web/components/visitor-contact-fields'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { HoneypotField } from '#web/components/ui/honeypot-field'
import { toast } from '#web/components/ui/use-toast'
import { callApi } from '#web/lib/api-client'
import { showServerFieldErrors } from '#web/lib/server-field-errors'
import { peopleText } from './group-slots'

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

const groupChoices = Array.from({ length: visitLimits.pickYourOwnPeoplePerBooking }, (_, n) => ({
  value: String(n + 1),
  label: peopleText(n + 1),
}))

/**
 * Joins a full session's waitlist (decision 0057): the visitor's contact and group size. The
 * server e-mails the entry's link; the page then shows the entry from it (`onJoined`).
 */
export function WaitlistJoinForm({
  slot,
  onJoined,
}: {
  slot: PickYourOwnSlot
  onJoined: (token: string) => void
}) {
  const form = useForm<WaitlistJoinInput, unknown, WaitlistJoin>({
    resolver: zodResolver(waitlistJoinSchema),
    defaultValues: emptyJoin,
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      const joined = await callApi(waitlistsApi.joinPickYourOwnWaitlist, {
        params: { id: slot.id },
        body: values,
      })
      toast({
        title: 'You are on the waitlist',
        description: `We e-mailed ${values.customerEmail} a link to your place in line.`,
      })
      onJoined(joined.token)
    } catch (error) {
      const refused = showServerFieldErrors(form.setError, error, joinFields)
      toast({
        title: 'Could not join the waitlist',
        description: refused.message,
        variant: 'destructive',
      })
    }
  })

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
        <p className="font-semibold">{slot.productName}</p>
        <p>
          {formatVisitDate(slot.date)}, {formatClockTime(slot.startTime)} –{' '}
          {formatClockTime(slot.endTime)}
        </p>
        <p className="mt-2 text-muted-foreground">
          This session is full. Join its waitlist: when spots free up for your group, we e-mail you
          a link that holds them for you.
        </p>
      </div>
      <VisitorContactFields form={form} />
      <FormField
        form={form}
        kind="select"
        name="numberOfPeople"
        label="Number of people"
        options={groupChoices}
      />
      <HoneypotField id={`waitlist-${slot.id}-website`} {...form.register('website')} />
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Joining...' : 'Join the Waitlist'}
      </Button>
    </form>
  )
}
