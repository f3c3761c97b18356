import { lazy, Suspense } from 'react'
import { Skeleton } from '#web/components/ui/skeleton'
import { HomeSection, SectionLink } from './home-sections'

// The list, its dialogs and the contract it reads load after the dashboard's first paint.
const SubscriptionCards = lazy(() => import('./subscription-cards'))

/**
 * 'Your Subscriptions' on the signed-in dashboard (decision 0030): each CSA subscription with its
 * next delivery, status and price, and Pause (1–8 weeks), Resume and Cancel. The section and its
 * heading are here at once, so `/#subscriptions` can scroll to it; the cards load lazily.
 */
export function SubscriptionsSection({ timeZone }: { timeZone: string }) {
  return (
    <HomeSection
      id="subscriptions"
      className="page-column pt-12 sm:pt-16"
      title="Your Subscriptions"
      action={<SectionLink to="/subscriptions">See Plans</SectionLink>}
    >
      <Suspense fallback={<Skeleton className="h-28 rounded-2xl" />}>
        <SubscriptionCards timeZone={timeZone} />
      </Suspense>
    </HomeSection>
  )
}
