import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { CalendarHeart, Check, HandHeart, PauseCircle, Sprout, type LucideIcon } from 'lucide-react'
import type { SubscriptionPlan } from '#contracts/subscription-plans'
import { PageContainer, PageHero } from '#web/components/page-container'
import { EmptyState, QueryState } from '#web/components/query-state'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '#web/components/ui/accordion'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { PlanIcon } from '#web/components/plan-icon'
import { PlanPrice } from '#web/components/plan-price'
import { PlanProductBadges } from '#web/components/plan-product-badges'
import { Card } from '#web/components/ui/card'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useSiteText } from '#web/hooks/use-site-text'
import { useFarmSettings } from '#web/hooks/use-farm-settings'
import { cn } from '#web/lib/cn'
import { planQuestions } from './plans-faq'
import { subscribePath, subscriptionPlansQuery } from './plans-query'
import { currentUserQuery } from '#web/hooks/use-current-user'
import { signInHref } from '#contracts/return-path'

/**
 * Whether a customer is signed in (undefined until known): the same query as the header's, so
 * one request serves both. The server's page answers it only for visitors known to be signed out.
 */
function useSignedIn(): boolean | undefined {
  const { data, isPending } = useQuery(currentUserQuery)
  return isPending ? undefined : Boolean(data)
}

/**
 * Subscription Plans (spec 2 "Subscription plans", /subscriptions): the active plans as cards
 * (price per delivery, what a box holds, what comes with it), 'Why Subscribe?', the questions
 * people ask, and 'No Subscription Plans Available' with a way to contact the farm. Signed-in
 * customers go on to subscribe; visitors sign in first.
 */
export function SubscriptionsPage() {
  usePageMeta()
  const { text } = useSiteText()
  const farm = useFarmSettings()
  const query = useQuery(subscriptionPlansQuery)
  const signedIn = useSignedIn()

  return (
    <>
      <PageHero
        title="Subscription Plans"
        lead={`Fruit and honey from ${text('farm_name') || 'our farm'}, picked at their best and ready for you on a schedule that suits you.`}
      />
      <PageContainer className="grid gap-16">
        <section aria-labelledby="plans-heading">
          <h2 id="plans-heading" className="mb-6 text-center font-serif text-3xl font-bold">
            Choose Your Plan
          </h2>
          <QueryState
            query={query}
            loading="Loading subscription plans..."
            what="the subscription plans"
            headingLevel="h3"
            empty={
              <EmptyState
                icon={<Sprout className="size-8 text-muted-foreground" aria-hidden="true" />}
                title="No Subscription Plans Available"
                description="We are putting together new boxes. Get in touch and we will tell you when they are ready."
                headingLevel="h3"
                action={
                  <Button asChild variant="outline">
                    <Link to="/contact">Contact Us</Link>
                  </Button>
                }
              />
            }
          >
            {(plans) => (
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {plans.map((plan) => (
                  <li key={plan.id} className="flex">
                    <PlanCard plan={plan} signedIn={signedIn} />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        <WhySubscribe />
        <PlanQuestions phone={farm?.phone ?? ''} email={farm?.email ?? ''} />
      </PageContainer>
    </>
  )
}

function PlanCard({ plan, signedIn }: { plan: SubscriptionPlan; signedIn: boolean | undefined }) {
  const headingId = `plan-${plan.id}-name`
  return (
    <Card
      data-testid="subscription-plan"
      aria-labelledby={headingId}
      role="article"
      className={cn(
        'w-full gap-5 p-6',
        plan.popular && 'border-mango ring-2 ring-mango/60 ring-offset-2 ring-offset-background',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <PlanIcon icon={plan.icon} size="lg" />
        {plan.popular && <Badge variant="mango">Most Popular</Badge>}
      </div>
      <div className="grid gap-2">
        <h3 id={headingId} className="font-serif text-2xl leading-snug font-semibold">
          {plan.name}
        </h3>
        <PlanPrice plan={plan} />
        <p className="text-muted-foreground">{plan.description}</p>
      </div>
      {plan.products.length > 0 && (
        <div>
          <h4 className="mb-2 text-sm font-semibold tracking-wide text-foreground uppercase">
            In the box
          </h4>
          <PlanProductBadges products={plan.products} />
        </div>
      )}
      {plan.features.length > 0 && (
        <ul className="grid gap-2" aria-label={`What comes with ${plan.name}`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-2">
        <SubscribeButton plan={plan} signedIn={signedIn} />
      </div>
    </Card>
  )
}

/**
 * Spec 2: 'Subscribe Now' when signed in, 'Sign In to Subscribe' when not (the browser goes to
 * /api/login). The server renders the signed-out button when it knows nobody is signed in (no
 * hint cookie); otherwise a quiet, disabled button holds the place until the browser knows, so
 * neither flashes up wrongly.
 */
function SubscribeButton({
  plan,
  signedIn,
}: {
  plan: SubscriptionPlan
  signedIn: boolean | undefined
}) {
  const variant = plan.popular ? 'accent' : 'default'
  if (signedIn === undefined) {
    return (
      <Button variant={variant} size="lg" className="w-full" disabled>
        Subscribe
      </Button>
    )
  }
  if (signedIn) {
    return (
      <Button asChild variant={variant} size="lg" className="w-full">
        <Link to={subscribePath(plan.id)} aria-label={`Subscribe Now to ${plan.name}`}>
          Subscribe Now
        </Link>
      </Button>
    )
  }
  return (
    <Button asChild variant={variant} size="lg" className="w-full">
      {/* A full page navigation: /api/login answers with a redirect (spec 1 §2). */}
      <a href={signInHref('/subscriptions')} aria-label={`Sign In to Subscribe to ${plan.name}`}>
        Sign In to Subscribe
      </a>
    </Button>
  )
}

const reasons: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Sprout,
    title: 'Picked at Its Peak',
    text: 'Your box is packed with what is ripe that week, straight from our trees, vines and hives.',
  },
  {
    icon: CalendarHeart,
    title: 'Never Miss a Harvest',
    text: 'Mango season is short. Subscribers get the first and best of every picking without watching for it.',
  },
  {
    icon: PauseCircle,
    title: 'Pause When You Need To',
    text: 'Away on vacation or fridge still full? Pause for up to 8 weeks and pick up where you left off.',
  },
  {
    icon: HandHeart,
    title: 'Support a Family Farm',
    text: 'Knowing what to pick helps us plan, waste less and keep growing the way we believe in.',
  },
]

function WhySubscribe() {
  return (
    <section aria-labelledby="why-subscribe-heading">
      <h2 id="why-subscribe-heading" className="mb-6 text-center font-serif text-3xl font-bold">
        Why Subscribe?
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-2xl border border-border/70 bg-card p-5 text-card-foreground shadow-soft"
          >
            <span className="mb-3 flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="font-serif text-lg font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

function PlanQuestions({ phone, email }: { phone: string; email: string }) {
  const questions = planQuestions({ phone, email })
  return (
    <section aria-labelledby="plan-questions-heading" className="mx-auto w-full max-w-3xl">
      <h2 id="plan-questions-heading" className="mb-6 text-center font-serif text-3xl font-bold">
        Frequently Asked Questions
      </h2>
      <Accordion
        type="multiple"
        className="rounded-2xl border border-border/70 bg-card px-5 shadow-soft"
      >
        {questions.map((item, index) => (
          <AccordionItem key={item.question} value={`plan-question-${index}`}>
            <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
            <AccordionContent className="text-base">{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  )
}
