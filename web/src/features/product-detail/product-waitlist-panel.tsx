import { useNavigate } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { formatFarmInstant } from '#contracts/farm-time'
import type { ProductWaitlistEntry } from '#contracts/product-waitlist'
import * as productWaitlistApi from '#contracts/product-waitlist-api'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { useWaitlistAction, WaitlistPlaceSection } from '#web/components/waitlist-place-section'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { apiQuery, callApi } from '#web/lib/api-client'
import { refetchCart } from '#web/lib/cart'

/** What the entry's state says, in the customer's words. */
function entryStatusText(entry: ProductWaitlistEntry, timeZone: string): string {
  const until = entry.offerExpiresAt
    ? formatFarmInstant(new Date(entry.offerExpiresAt), timeZone)
    : ''
  switch (entry.status) {
    case 'waiting':
      return entry.ahead === 0
        ? 'You are next in line. When it is back we hold it for you and e-mail you.'
        : `${entry.ahead} ${entry.ahead === 1 ? 'person is' : 'people are'} ahead of you. When it is back we hold it for you and e-mail you.`
    case 'offered':
      return `It is back: we are holding it for you until ${until}.`
    case 'claimed':
      return `It is in your cart, held for you until ${until}.`
    case 'ordered':
      return 'You ordered it. Thank you!'
    case 'expired':
      return 'What we held for you was not bought in time and went to the next person waiting.'
    case 'left':
      return 'You are no longer on this waitlist.'
    case 'closed':
      return 'We no longer sell this product, so its waitlist is closed.'
  }
}

/**
 * A customer's place on a product's waitlist, opened from its e-mailed link (`?waitlist=`):
 * where they are in line, or the units held for them to put in the cart or let go
 * (decision 0067). `onChanged` refreshes the product's stock.
 */
export function ProductWaitlistPanel({
  token,
  onClose,
  onChanged,
}: {
  token: string
  onClose: () => void
  onChanged: () => void
}) {
  const entryQuery = apiQuery(productWaitlistApi.getProductWaitlistEntry, { params: { token } })
  const query = useQuery(entryQuery)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const timeZone = useFarmTimeZone()
  const { busy, run } = useWaitlistAction<ProductWaitlistEntry>({
    queryKey: entryQuery.queryKey,
    refetch: query.refetch,
    onChanged,
  })

  const claim = () =>
    run(
      () => callApi(productWaitlistApi.claimProductWaitlistOffer, { params: { token } }),
      async () => {
        await refetchCart(queryClient)
        toast({ title: 'Added to Cart', description: 'It stays held for you until checkout.' })
        await navigate('/checkout')
      },
      'Could not add it to your cart',
    )
  const leave = () =>
    run(
      () => callApi(productWaitlistApi.leaveProductWaitlist, { params: { token } }),
      () => toast({ title: 'You left the waitlist' }),
      'Could not leave the waitlist',
    )

  return (
    <WaitlistPlaceSection query={query}>
      {(entry) => (
        <div className="grid gap-3 text-sm">
          <p data-testid="product-waitlist-entry">
            <span className="font-semibold">
              {entry.quantity} × {entry.productName}
            </span>{' '}
            for {entry.customerName}
          </p>
          <p
            className="text-base font-medium"
            data-testid="product-waitlist-status"
            aria-live="polite"
          >
            {entryStatusText(entry, timeZone)}
          </p>
          <div className="flex flex-wrap gap-3">
            {(entry.status === 'offered' || entry.status === 'claimed') && (
              <Button type="button" disabled={busy} onClick={() => void claim()}>
                {entry.status === 'offered' ? 'Add to Cart and Check Out' : 'Check Out'}
              </Button>
            )}
            {(entry.status === 'offered' ||
              entry.status === 'claimed' ||
              entry.status === 'waiting') && (
              <Button type="button" variant="outline" disabled={busy} onClick={() => void leave()}>
                {entry.status === 'waiting' ? 'Leave the waitlist' : 'Let it go'}
              </Button>
            )}
            <Button type="button" variant="ghost" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      )}
    </WaitlistPlaceSection>
  )
}
