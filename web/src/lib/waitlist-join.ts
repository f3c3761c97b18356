import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { toast } from '#web/components/ui/use-toast'
import { showServerFieldErrors } from './server-field-errors'

/**
 * Sends a waitlist join (a visit's or a product's) and says how it went: on success the e-mailed
 * link is announced and `onJoined` opens the entry; a refusal goes under its fields.
 */
export async function joinWaitlistFromForm<Values extends FieldValues>({
  join,
  email,
  onJoined,
  setError,
  fields,
}: {
  join: () => Promise<{ token: string }>
  email: string
  onJoined: (token: string) => void
  setError: UseFormSetError<Values>
  fields: readonly FieldPath<Values>[]
}) {
  try {
    const joined = await join()
    toast({
      title: 'You are on the waitlist',
      description: `We e-mailed ${email} a link to your place in line.`,
    })
    onJoined(joined.token)
  } catch (error) {
    const refused = showServerFieldErrors(setError, error, fields)
    toast({
      title: 'Could not join the waitlist',
      description: refused.message,
      variant: 'destructive',
    })
  }
}
