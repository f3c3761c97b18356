import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Wallet } from 'lucide-react'
import { farmToday } from '#contracts/farm-time'
import { storeCreditGrantSchema } from '#contracts/store-credit'
import * as storeCreditApi from '#contracts/store-credit-api'
import { FormField } from '#web/components/form-field'
import { QueryState } from '#web/components/query-state'
import { ResourceFormDialog } from '#web/components/staff/resource-form-dialog'
import { StoreCreditHistory } from '#web/components/store-credit-history'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'
import { formatMoney } from '#web/lib/format-money'

/**
 * A customer's store credit on their page: the balance and history, and Grant credit (an amount,
 * the reason, and the last day it may be used, if it should expire).
 */
export function CustomerStoreCredit({
  customerKey,
  customerName,
  timeZone,
}: {
  customerKey: string
  customerName: string
  timeZone: string
}) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const input = { params: { key: customerKey } }
  const credit = useQuery(apiQuery(storeCreditApi.getCustomerStoreCredit, input))
  return (
    <div className="grid gap-4">
      <div>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          <Wallet aria-hidden="true" />
          Grant credit
        </Button>
      </div>
      <QueryState query={credit} loading="Loading the store credit..." what="the store credit">
        {(data) => <StoreCreditHistory credit={data} timeZone={timeZone} />}
      </QueryState>
      <ResourceFormDialog
        open={open}
        onOpenChange={setOpen}
        size="md"
        title={`Grant store credit to ${customerName}`}
        description="They spend it at checkout when signed in with this e-mail address."
        schema={storeCreditGrantSchema}
        defaultValues={{ amount: '', reason: '', expiresOn: '' }}
        submitLabel="Grant credit"
        onSubmit={async (values) => {
          const updated = await callApi(storeCreditApi.grantStoreCredit, {
            ...input,
            body: values,
          })
          queryClient.setQueryData(apiKey(storeCreditApi.getCustomerStoreCredit, input), updated)
          toast({
            title: 'Store credit granted',
            description: `${formatMoney(values.amount)} for ${customerName}; the balance is ${formatMoney(updated.balance)}.`,
          })
        }}
      >
        {(form) => (
          <>
            <FormField form={form} name="amount" label="Amount" kind="amount" hint="In dollars." />
            <FormField
              form={form}
              name="reason"
              label="Reason"
              hint="Kept with the credit; the customer sees it."
            />
            <FormField
              form={form}
              name="expiresOn"
              label="Use by"
              type="date"
              min={farmToday(timeZone)}
              hint="Optional: the last day it may be spent. Leave empty to keep it until spent."
            />
          </>
        )}
      </ResourceFormDialog>
    </div>
  )
}
