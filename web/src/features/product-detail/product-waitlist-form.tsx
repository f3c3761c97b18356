import { useForm, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Hourglass } from 'lucide-react'
import {
  productWaitlistJoinSchema,
  type ProductWaitlistJoin,
  type ProductWaitlistJoinInput,
} from '#contracts/product-waitlist'
import * as productWaitlistApi from '#contracts/product-waitlist-api'
import { FormField } from '#web/components/form-field'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { HoneypotField } from '#web/components/ui/honeypot-field'
import { callApi } from '#web/lib/api-client'
import { joinWaitlistFromForm } from '#web/lib/waitlist-join'

const joinFields: FieldPath<ProductWaitlistJoinInput>[] = [
  'customerName',
  'customerEmail',
  'quantity',
]

/**
 * "Join the waitlist" for a sold-out product whose stock the farm counts (decision 0067): when
 * it comes back, the first customers whose quantity fits are e-mailed an offer that holds it.
 * `onJoined` opens the entry from its token, as its e-mailed link does.
 */
export function ProductWaitlistForm({
  productId,
  onJoined,
}: {
  productId: number
  onJoined: (token: string) => void
}) {
  const form = useForm<ProductWaitlistJoinInput, unknown, ProductWaitlistJoin>({
    resolver: zodResolver(productWaitlistJoinSchema),
    defaultValues: { customerName: '', customerEmail: '', quantity: 1, website: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit((values) =>
    joinWaitlistFromForm({
      join: () =>
        callApi(productWaitlistApi.joinProductWaitlist, {
          params: { id: productId },
          body: values,
        }),
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
      aria-labelledby="product-waitlist-heading"
      className="grid gap-4 rounded-2xl border border-border/70 bg-card p-5 shadow-soft"
    >
      <div className="grid gap-1">
        <h2
          id="product-waitlist-heading"
          className="flex items-center gap-2 font-serif text-xl font-semibold"
        >
          <Hourglass className="size-5 text-primary" aria-hidden="true" />
          Join the Waitlist
        </h2>
        <p className="text-sm text-muted-foreground">
          When it is back, we hold it for the first people waiting and e-mail them a link to buy it.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="customerName" label="Full name" autoComplete="name" />
        <FormField
          form={form}
          name="customerEmail"
          label="E-mail"
          type="email"
          autoComplete="email"
        />
      </div>
      <FormField form={form} name="quantity" label="How many" kind="integer" className="w-32" />
      <HoneypotField id={`product-${productId}-waitlist-website`} {...form.register('website')} />
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-fit">
        {isSubmitting ? 'Joining...' : 'Join the Waitlist'}
      </Button>
    </form>
  )
}
