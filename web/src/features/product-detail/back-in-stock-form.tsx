import { useId, useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { BellRing, MailCheck } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { FormAlert } from '../../components/ui/form-alert'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Spinner } from '../../components/ui/spinner'
import { toast } from '../../components/ui/use-toast'
import { apiErrorMessage, apiRequest } from '../../lib/api-request'
import { HoneypotField } from '../../components/ui/honeypot-field'

/**
 * "E-mail me when it's back" for an out-of-stock product: one e-mail when staff put it back in
 * stock. The server answers every sign-up alike (it does not tell who asked before).
 */
export function BackInStockForm({ productId }: { productId: number }) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [website, setWebsite] = useState('')

  const signUp = useMutation({
    mutationFn: async (body: { email: string; website: string }) => {
      const response = await apiRequest('POST', `/api/products/${productId}/back-in-stock`, body)
      return (await response.json()) as { message: string }
    },
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
    signUp.mutate({ email: email.trim(), website })
  }

  const emailId = `${id}-email`
  return (
    <form onSubmit={onSubmit} aria-label="E-mail me when it's back" className="grid gap-2">
      <Label htmlFor={emailId}>E-mail me when it&apos;s back</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={emailId}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="flex-1"
        />
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
      <p className="text-xs text-muted-foreground">
        One e-mail when it&apos;s back in stock, with a link to unsubscribe.
      </p>
      {signUp.isError && <FormAlert>{apiErrorMessage(signUp.error)}</FormAlert>}
    </form>
  )
}
