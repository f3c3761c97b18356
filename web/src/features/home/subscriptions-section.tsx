import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { Skeleton } from '#web/components/ui/skeleton'
import { SectionHeading } from './home-cards'

// The list, its dialogs and the contract it reads load after the dashboard's first paint.
const SubscriptionCards = lazy(() => import('./subscription-cards'))

/**
 * 'Your Subscriptions' on the signed-in dashboard (decision 0030): each CSA subscription with its
 * next delivery, status and price, and Pause (1–8 weeks), Resume and Cancel. The section and its
 * heading are here at once, so `/#subscriptions` can scroll to it; the cards load lazily.
 */
export function SubscriptionsSection({ timeZone }: { timeZone: string }) {
  return (
    <section
      aria-labelledby="subscriptions-heading"
      id="subscriptions"
      className="page-column pt-12 sm:pt-16"
    >
      <SectionHeading
        id="subscriptions-heading"
        title="Your Subscriptions"
        action={
          <Button asChild variant="outline">
            <Link to="/subscriptions">
              See Plans
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      <Suspense fallback={<Skeleton className="h-28 rounded-2xl" />}>
        <SubscriptionCards timeZone={timeZone} />
      </Suspense>
    </section>
  )
}
