import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { BellOff, BellRing, ListChecks, MailCheck, Sprout } from 'lucide-react'
import {
  harvestAlertTypeExplanations,
  harvestAlertTypeLabels,
  harvestAlertTypes,
} from '#contracts/harvest-alerts'
import { IconListItem } from '#web/components/icon-list-item'
import { PageContainer, PageHero } from '#web/components/page-container'
import { EmptyState, QueryState } from '#web/components/query-state'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { useHashScroll } from '#web/hooks/use-hash-scroll'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { harvestAlertTypeLook } from '#web/lib/harvest-alert-look'
import { HarvestAlertList } from './harvest-alert-list'
import { harvestAlertsQuery } from './harvest-alert-queries'
import { HarvestAlertSubscribeForm } from './harvest-alert-subscribe-form'

/** Targets of in-page links (/harvest-alerts#subscribe) sit below the sticky header. */
const sectionTarget = 'scroll-mt-24 focus:outline-none'

/**
 * Harvest Alerts (spec 2, /harvest-alerts): the current alerts (active, begun and not expired:
 * the server decides on every read), what each type of alert means, the sign-up form with its
 * double opt-in, and info cards. Empty state 'No Active Alerts'. Decision 0028.
 */
export function HarvestAlertsPage() {
  usePageMeta()
  useHashScroll()
  const timeZone = useFarmTimeZone()
  const alerts = useQuery(harvestAlertsQuery)

  return (
    <>
      <PageHero
        title="Harvest Alerts"
        lead="Be the first to know when the mangos ripen, the honey is jarred and the pick-your-own rows open."
      >
        <Button asChild size="lg" variant="accent" className="mt-6 lg:hidden">
          <a href="#subscribe">
            <BellRing aria-hidden="true" />
            Get Harvest Alerts
          </a>
        </Button>
      </PageHero>
      <PageContainer>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-start">
          <div className="grid min-w-0 gap-12">
            <section aria-labelledby="current-alerts-heading" className="grid gap-4">
              <h2 id="current-alerts-heading" className="font-serif text-3xl font-semibold">
                Current Alerts
              </h2>
              <QueryState
                query={alerts}
                loading="Loading harvest alerts..."
                what="the harvest alerts"
                headingLevel="h3"
                empty={
                  <EmptyState
                    icon={<Sprout className="size-8 text-muted-foreground" aria-hidden="true" />}
                    title="No Active Alerts"
                    description="Nothing new in the grove or the hives right now. Subscribe and we'll e-mail you the moment something is ready."
                    headingLevel="h3"
                  />
                }
              >
                {(list) => <HarvestAlertList alerts={list} timeZone={timeZone} />}
              </QueryState>
            </section>

            <AlertTypes />
          </div>

          <section id="subscribe" tabIndex={-1} aria-label="Subscribe" className={sectionTarget}>
            <Card className="p-6 sm:p-8 lg:sticky lg:top-24">
              <HarvestAlertSubscribeForm />
            </Card>
          </section>
        </div>

        <InfoCards />
      </PageContainer>
    </>
  )
}

/** Spec 2: the list of alert types, each with what it means. */
function AlertTypes() {
  return (
    <section aria-labelledby="alert-types-heading" className="grid gap-4">
      <h2 id="alert-types-heading" className="font-serif text-2xl font-semibold">
        Alert Types
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {harvestAlertTypes.map((type) => {
          const TypeIcon = harvestAlertTypeLook[type].icon
          return (
            <IconListItem
              key={type}
              className="rounded-xl border border-border/70 bg-card p-4 shadow-soft"
              icon={<TypeIcon className="size-4.5" />}
              iconClassName="bg-primary-soft text-primary"
              title={harvestAlertTypeLabels[type]}
              description={harvestAlertTypeExplanations[type]}
            />
          )
        })}
      </ul>
    </section>
  )
}

function InfoCards() {
  return (
    <section aria-labelledby="how-alerts-work-heading" className="mt-14 grid gap-6">
      <h2 id="how-alerts-work-heading" className="font-serif text-2xl font-semibold">
        How Harvest Alerts Work
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        <InfoCard icon={<ListChecks />} title="Only What You Choose">
          Pick the fruit and honey you care about and the kinds of news you want. One e-mail per
          alert, never a newsletter in disguise.
        </InfoCard>
        <InfoCard icon={<MailCheck />} title="Confirmed by You">
          We send a confirmation link first, so nobody can sign your address up. To change your
          choices, just subscribe again and confirm.
        </InfoCard>
        <InfoCard icon={<BellOff />} title="One-Click Unsubscribe">
          Every alert ends with a link that stops them at once. Prefer to come by? Book a{' '}
          <Link
            to="/pick-your-own"
            className="font-medium text-primary underline underline-offset-4"
          >
            pick-your-own session
          </Link>
          .
        </InfoCard>
      </ul>
    </section>
  )
}

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <li>
      <Card className="h-full gap-3 p-5 sm:p-6">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-honey-soft text-honey-soft-foreground [&_svg]:size-5"
        >
          {icon}
        </span>
        <h3 className="font-serif text-lg font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">{children}</p>
      </Card>
    </li>
  )
}
