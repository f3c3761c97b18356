import { useQuery } from '@tanstack/react-query'
import * as storeCreditApi from '#contracts/store-credit-api'
import { QueryState } from '#web/components/query-state'
import { StoreCreditHistory } from '#web/components/store-credit-history'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { apiQuery } from '#web/lib/api-client'

/** The customer's store credit: spent at checkout, first, when they tick it. */
export function AccountStoreCredit() {
  const credit = useQuery(apiQuery(storeCreditApi.getMyStoreCredit))
  const timeZone = useFarmTimeZone()
  return (
    <QueryState query={credit} loading="Loading your store credit..." what="your store credit">
      {(data) => (
        <>
          <StoreCreditHistory credit={data} timeZone={timeZone} />
          <p className="text-xs text-muted-foreground">
            Credit from the farm and refunds to credit are spent at checkout: tick “Use my store
            credit”.
          </p>
        </>
      )}
    </QueryState>
  )
}
