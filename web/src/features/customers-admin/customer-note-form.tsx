import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as customersApi from '#contracts/customers-api'
import { FieldMessage } from '#web/components/field-message'
import { Button } from '#web/components/ui/button'
import { Label } from '#web/components/ui/label'
import { Textarea } from '#web/components/ui/textarea'
import { toast } from '#web/components/ui/use-toast'
import { ApiError } from '#web/lib/api-error'
import { apiKey, callApi } from '#web/lib/api-client'
import { apiErrorMessage } from '#web/lib/api-request'

/** A staff note on the customer, added at the top of their notes. */
export function CustomerNoteForm({ customerKey }: { customerKey: string }) {
  const queryClient = useQueryClient()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const add = useMutation({
    mutationFn: () =>
      callApi(customersApi.addCustomerNote, { params: { key: customerKey }, body: { body } }),
    onSuccess: async () => {
      setBody('')
      setError(null)
      toast({ title: 'Note added' })
      await queryClient.invalidateQueries({
        queryKey: apiKey(customersApi.getCustomer, { params: { key: customerKey } }),
      })
    },
    onError: (failure) => {
      const field = failure instanceof ApiError ? failure.fields?.body : undefined
      if (field) setError(field)
      else
        toast({
          title: 'Failed to add the note',
          description: apiErrorMessage(failure),
          variant: 'destructive',
        })
    },
  })
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        add.mutate()
      }}
    >
      <Label htmlFor="customer-note">New note</Label>
      <Textarea
        id="customer-note"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'customer-note-error' : undefined}
      />
      <FieldMessage id="customer-note-error">{error}</FieldMessage>
      <div>
        <Button type="submit" size="sm" disabled={add.isPending}>
          Add note
        </Button>
      </div>
    </form>
  )
}
