import { useQuery } from '@tanstack/react-query'
import * as paymentsApi from '#contracts/payments-api'
import { Card } from '#web/components/ui/card'
import { PageContainer, PageHero } from '#web/components/page-container'
import { PageSpinner } from '#web/components/page-spinner'
import { useCurrentUser } from '#web/hooks/use-current-user'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { apiQuery } from '#web/lib/api-client'
import { BuyGiftCardForm } from './buy-gift-card-form'
import { GiftCardBalanceForm } from './gift-card-balance-form'

/** /gift-cards: buy a card for someone (e-mailed on its day) and check what is left on one. */
export function GiftCardsPage() {
  usePageMeta()
  const config = useQuery(apiQuery(paymentsApi.getPaymentsConfig))
  const { user, isLoading } = useCurrentUser()
  const timeZone = useFarmTimeZone()
  return (
    <>
      <PageHero
        title="Gift Cards"
        lead="Give someone the grove: a gift card for mangos, honey, berries and trees, e-mailed on the day you choose. What they do not spend stays on the card."
      />
      <PageContainer>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Card className="gap-5 p-5 sm:p-6">
            <h2 className="font-serif text-2xl font-semibold">Buy a gift card</h2>
            {config.data && !isLoading ? (
              <BuyGiftCardForm config={config.data} customer={user} timeZone={timeZone} />
            ) : (
              <PageSpinner label="Loading the gift card form" />
            )}
          </Card>
          <Card id="balance" className="gap-4 self-start p-5 sm:p-6">
            <h2 className="font-serif text-xl font-semibold">Check a balance</h2>
            <GiftCardBalanceForm />
          </Card>
        </div>
      </PageContainer>
    </>
  )
}
