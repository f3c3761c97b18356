import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { CalendarCheck, Flower2, Leaf, Snowflake, Star, Sun, type LucideIcon } from 'lucide-react'
import { farmMonth } from '#contracts/farm-time'
import {
  monthNames,
  monthSeason,
  seasonalCategories,
  seasonalTableTitles,
  type MonthSeason,
  type SeasonalItem,
} from '#contracts/seasonal'
import { IconListItem } from '#web/components/icon-list-item'
import { PageContainer, PageHero } from '#web/components/page-container'
import { QueryState } from '#web/components/query-state'
import { Card } from '#web/components/ui/card'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { useSiteText } from '#web/hooks/use-site-text'
import { cn } from '#web/lib/cn'
import { monthStateMarks, seasonalThemeClasses } from '#web/lib/seasonal-look'
import { useHydrated } from '#web/lib/use-hydrated'
import { MonthMark } from './month-mark'
import { SeasonTable } from './season-table'
import { seasonalAvailabilityQuery } from './seasonal-queries'

/** Spec 2 §9: the month's icon by its index (2-4, 5-7, 8-10, else). */
const seasonIcons: Record<MonthSeason, LucideIcon> = {
  spring: Flower2,
  summer: Sun,
  autumn: Leaf,
  winter: Snowflake,
}

/**
 * Seasonal Calendar (spec 2, /seasonal-calendar): the editable header, what is at its peak and
 * what is available this month on the farm's calendar, the three 12-month tables with the
 * current month highlighted, a legend and a note for planning a visit.
 */
export function SeasonalCalendarPage() {
  usePageMeta()
  const { text } = useSiteText()
  const query = useQuery(seasonalAvailabilityQuery)
  // The farm's month only once hydrated: the server's cached page may be from another month.
  const hydrated = useHydrated()
  const timeZone = useFarmTimeZone()
  const currentMonth = hydrated ? farmMonth(timeZone) : undefined

  return (
    <>
      <PageHero
        title={text('seasonal_calendar_header_title')}
        lead={text('seasonal_calendar_header_subtitle')}
      />
      <PageContainer>
        <QueryState
          query={query}
          loading="Loading seasonal calendar..."
          what="the seasonal calendar"
          isEmpty={() => false}
        >
          {(items) => (
            <div className="grid min-w-0 gap-10">
              <div className="grid gap-4 md:grid-cols-2">
                <NowCard
                  kind="peak"
                  month={currentMonth}
                  items={items.filter(
                    (item) =>
                      currentMonth !== undefined && item.peakSeasonMonths.includes(currentMonth),
                  )}
                />
                <NowCard
                  kind="available"
                  month={currentMonth}
                  items={items.filter(
                    (item) =>
                      currentMonth !== undefined &&
                      item.availableSeasonMonths.includes(currentMonth),
                  )}
                />
              </div>
              <Legend />
              {seasonalCategories.map((category) => (
                <SeasonTable
                  key={category}
                  title={seasonalTableTitles[category]}
                  items={items.filter((item) => item.category === category)}
                  currentMonth={currentMonth}
                />
              ))}
              <PlanningYourVisit />
            </div>
          )}
        </QueryState>
      </PageContainer>
    </>
  )
}

const nowWords = {
  peak: {
    title: 'Peak Season Now',
    icon: Star,
    empty: 'No products are at peak season this month.',
  },
  available: {
    title: 'Available Now',
    icon: CalendarCheck,
    empty: 'Limited availability this month.',
  },
} as const

/** 'Peak Season Now (June)' / 'Available Now (June)': the entries of the farm's current month. */
function NowCard({
  kind,
  month,
  items,
}: {
  kind: keyof typeof nowWords
  month: number | undefined
  items: SeasonalItem[]
}) {
  const words = nowWords[kind]
  const SeasonIcon = month === undefined ? words.icon : seasonIcons[monthSeason(month)]
  return (
    <Card className="gap-4 p-5 sm:p-6" data-testid={`seasonal-now-${kind}`}>
      <h2 className="flex items-center gap-2 font-serif text-xl font-semibold">
        <SeasonIcon
          className={cn('size-5', kind === 'peak' ? 'text-green-700' : 'text-mango-strong')}
          aria-hidden="true"
        />
        {words.title}
        {month !== undefined && ` (${monthNames[month]})`}
      </h2>
      {month === undefined ? (
        <p className="text-sm text-muted-foreground">Checking the farm’s calendar…</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{words.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <IconListItem
              key={item.id}
              className="items-start"
              icon={item.icon ?? '🌱'}
              iconClassName={cn('border text-lg', seasonalThemeClasses[item.color])}
              title={item.productName}
              description={item.description}
            />
          ))}
        </ul>
      )}
    </Card>
  )
}

function Legend() {
  return (
    <section aria-labelledby="seasonal-legend-heading" className="grid gap-2">
      <h2 id="seasonal-legend-heading" className="font-serif text-lg font-semibold">
        Legend
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {(['peak', 'available', 'unavailable'] as const).map((state) => (
          <li key={state} className="flex items-center gap-2">
            <MonthMark state={state} words={false} />
            {monthStateMarks[state].words}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-6 w-6 rounded-md bg-honey-soft" />
          Highlighted column: this month
        </li>
      </ul>
    </section>
  )
}

function PlanningYourVisit() {
  return (
    <Card className="gap-3 p-5 sm:p-6">
      <h2 className="font-serif text-xl font-semibold">Planning Your Visit</h2>
      <p className="text-muted-foreground">
        Seasons follow the weather, so a harvest can start or end a week or two off the calendar.
        Before a special trip for fruit, call ahead or check the{' '}
        <Link to="/pick-your-own" className="font-medium text-primary underline underline-offset-4">
          Pick Your Own
        </Link>{' '}
        sessions; honey and grafted trees are at the farm stand most of the year, and our{' '}
        <Link to="/farm-tours" className="font-medium text-primary underline underline-offset-4">
          farm events and workshops
        </Link>{' '}
        run through every season.
      </p>
    </Card>
  )
}
