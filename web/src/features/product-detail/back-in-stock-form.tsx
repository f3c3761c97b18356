import { useId, useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { BellRing, MailCheck } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { Label } from '#web/components/ui/label'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import * as backInStockApi from '#contracts/back-in-stock-api'
import { callApi } from '#web/lib/api-client'
import { apiErrorMessage, parseApiError } from '#web/lib/api-request'
import { emailInputProblem } from '#web/lib/email-input-check'
import { HoneypotField } from '#web/components/ui/honeypot-field'
import { FieldMessage } from '#web/components/field-message'
import { EmailInput } from '#web/components/email-input'

/**
 * "E-mail me when it's back" for an out-of-stock product: one e-mail when staff put it back in
 * stock. The server answers every sign-up alike (it does not tell who asked before).
 */
export function BackInStockForm({ productId }: { productId: number }) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [website, setWebsite] = useState('')
  /** What the browser's check found wrong with the address at the last try. */
  const [problem, setProblem] = useState<string>()

  const signUp = useMutation({
    mutationFn: async (body: { email: string; website: string }) =>
      callApi(backInStockApi.requestBackInStock, { params: { id: productId }, body }),
    onSuccess: (answer) => {
      toast({ title: "You're on the List!", description: answer.message })
    },
    onError: (error) => {
      toast({
        title: 'Request Failed',
        description: apiErrorMessage(error),
        variant: 'destructive',
      })
    },
  })

  if (signUp.isSuccess) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-xl bg-primary-soft p-4 text-sm text-foreground"
      >
        <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {signUp.data.message}
      </p>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (signUp.isPending) return
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement
    const found = emailInputProblem(input)
    setProblem(found)
    if (found) {
      signUp.reset()
      input.focus()
      return
    }
    signUp.mutate({ email: email.trim(), website })
  }

  const emailId = `${id}-email`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const refusal = signUp.isError ? parseApiError(signUp.error) : null
  const fieldError = problem ?? refusal?.fields.email
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="E-mail me when it's back"
      className="grid gap-2"
    >
      <Label htmlFor={emailId}>E-mail me when it&apos;s back</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="grid flex-1 gap-1.5">
          <EmailInput
            id={emailId}
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
          />
          <FieldMessage id={errorId}>{fieldError}</FieldMessage>
        </div>
        <HoneypotField
          id={`${id}-website`}
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={signUp.isPending}>
          {signUp.isPending ? (
            <Spinner size="sm" label="Sending" className="[&_svg]:text-current" />
          ) : (
            <BellRing aria-hidden="true" />
          )}
          Notify me
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        One e-mail when it&apos;s back in stock, with a link to unsubscribe.
      </p>
      {refusal && !refusal.fields.email && <FormAlert>{refusal.message}</FormAlert>}
    </form>
  )
}
