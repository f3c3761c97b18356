import { addCalendarDays, farmInstant, farmMonth, farmToday } from '#contracts/farm-time'
import type { HarvestAlertType } from '#contracts/harvest-alerts'

/*
 * The demo farm's seasons (issue 22): the seasonal calendar, and the dated content that speaks of
 * a season (blog stories, harvest alerts, photos, reviews) dated by it, relative to the farm's
 * month when the shop is seeded. A story about the first Hadens is dated in the last May, never
 * "three days ago" in November; the live harvest alert is about what the calendar says is in
 * season now.
 */

/** The seasonal calendar's entries (months 0 = January ... 11 = December). */
export const demoSeasonalItems = [
  {
    productName: 'Haden Mangos',
    category: 'fresh',
    description: 'Our earliest mangos: red-blushed, sweet and tangy.',
    icon: '🥭',
    color: 'mango',
    availableSeasonMonths: [4, 5, 6],
    peakSeasonMonths: [5, 6],
  },
  {
    productName: 'Kent & Glenn Mangos',
    category: 'fresh',
    description: 'Fiberless mid- and late-season mangos.',
    icon: '🥭',
    color: 'mango',
    availableSeasonMonths: [5, 6, 7, 8],
    peakSeasonMonths: [6, 7],
  },
  {
    productName: 'Blackberries',
    category: 'fresh',
    description: 'Thornless Ouachita berries, picked every morning in season.',
    icon: '🫐',
    color: 'berry',
    availableSeasonMonths: [3, 4, 5],
    peakSeasonMonths: [4],
  },
  {
    productName: 'Muscadine Grapes',
    category: 'fresh',
    description: 'Bronze and purple muscadines from the arbor.',
    icon: '🍇',
    color: 'berry',
    availableSeasonMonths: [7, 8, 9],
    peakSeasonMonths: [8],
  },
  {
    productName: 'Wildflower Honey',
    category: 'honey',
    description: 'Raw honey from our hives; jarred fresh after each spring and summer flow.',
    icon: '🍯',
    color: 'honey',
    availableSeasonMonths: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    peakSeasonMonths: [4, 5],
  },
  {
    productName: 'Mango Blossom Honey',
    category: 'honey',
    description: 'A small, delicate harvest made during the mango bloom.',
    icon: '🌼',
    color: 'honey',
    availableSeasonMonths: [2, 3, 4, 5, 6],
    peakSeasonMonths: [2, 3],
  },
  {
    productName: 'Raw Honeycomb',
    category: 'honey',
    description: 'Capped comb cut from the frames while the flow is strong.',
    icon: '🐝',
    color: 'honey',
    availableSeasonMonths: [3, 4, 5, 6, 7],
    peakSeasonMonths: [4, 5],
  },
  {
    productName: 'Saw Palmetto Honey',
    category: 'honey',
    description: 'Dark, bold honey from the early-summer palmetto bloom.',
    icon: '🍯',
    color: 'honey',
    availableSeasonMonths: [5, 6, 7, 8],
    peakSeasonMonths: [5, 6],
  },
  {
    productName: 'Grafted Mango Trees',
    category: 'plants',
    description: 'Available all year; spring and early summer are the best time to plant.',
    icon: '🌳',
    color: 'leaf',
    availableSeasonMonths: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    peakSeasonMonths: [2, 3, 4, 5],
  },
  {
    productName: 'Blackberry Plants',
    category: 'plants',
    description: 'Plant in the cool months for berries the following spring.',
    icon: '🌱',
    color: 'leaf',
    availableSeasonMonths: [0, 1, 2, 9, 10, 11],
    peakSeasonMonths: [0, 1],
  },
  {
    productName: 'Muscadine Grape Vines',
    category: 'plants',
    description: 'Dormant-season planting gives vines a head start before summer.',
    icon: '🍃',
    color: 'leaf',
    availableSeasonMonths: [0, 1, 2, 10, 11],
    peakSeasonMonths: [1, 2],
  },
] as const

export type DemoSeason = (typeof demoSeasonalItems)[number]['productName']

export function demoSeasonalItem(season: DemoSeason) {
  return demoSeasonalItems.find((item) => item.productName === season)!
}

/**
 * Blog stories set in a season: each is dated in its month (the most recent one), so what it
 * tells (the first Hadens, the rows at their peak) is what the calendar says of that month.
 */
export const seasonalStories = [
  {
    slug: 'mango-season-is-here-our-first-haden-harvest-of-the-year',
    season: 'Haden Mangos',
    month: 4,
    day: 20,
  },
  {
    slug: 'a-morning-with-the-bees-during-the-mango-bloom',
    season: 'Mango Blossom Honey',
    month: 2,
    day: 14,
  },
  {
    slug: 'blackberry-cobbler-sweetened-with-wildflower-honey',
    season: 'Blackberries',
    month: 4,
    day: 8,
  },
  { slug: 'muscadines-are-ripe-on-the-arbor', season: 'Muscadine Grapes', month: 8, day: 10 },
  {
    slug: 'plant-blackberries-and-muscadines-in-the-cool-months',
    season: 'Blackberry Plants',
    month: 10,
    day: 6,
  },
] as const satisfies readonly { slug: string; season: DemoSeason; month: number; day: number }[]

export type SeasonalStorySlug = (typeof seasonalStories)[number]['slug']

/**
 * The harvest alerts of the year, each for the months it fits (within its product's season on
 * the calendar); together they cover every month, so the demo always has one live alert.
 */
export const seasonalAlerts = [
  {
    season: 'Wildflower Honey',
    product: 'Wildflower Honey',
    months: [10, 11, 0, 1],
    alertType: 'harvest_ready',
    title: 'Wildflower honey jarred for the cool months',
    message:
      'We jarred the last of the summer flow: raw wildflower honey is at the stand and in the shop, just in time for gifts and warm tea.',
  },
  {
    season: 'Mango Blossom Honey',
    product: 'Mango Blossom Honey',
    months: [2, 3],
    alertType: 'harvest_ready',
    title: 'Mango blossom honey is jarred!',
    message:
      'This spring’s small harvest from the mango bloom is in jars: pale, delicate and faintly fruity. Only a few dozen each year.',
  },
  {
    season: 'Blackberries',
    product: 'Fresh Blackberries',
    months: [4],
    alertType: 'pick_your_own',
    title: 'Pick-your-own blackberry mornings',
    message:
      'The Ouachita rows are loaded. Book a morning session and pick your own, or order a pint online.',
  },
  {
    season: 'Haden Mangos',
    product: 'Haden Mangos',
    months: [5, 6],
    alertType: 'harvest_ready',
    title: 'Haden mangos are ripe!',
    message:
      'The first Haden picking is in. Order online for pickup or delivery, or come by the stand this weekend.',
  },
  {
    season: 'Muscadine Grapes',
    product: 'Muscadine Grapes',
    months: [7, 8, 9],
    alertType: 'harvest_ready',
    title: 'Muscadines are ripe on the arbor',
    message:
      'Bronze and purple muscadines are ready. Order a quart online, or come by the stand and taste them first.',
  },
] as const satisfies readonly {
  season: DemoSeason
  product: string
  months: readonly number[]
  alertType: HarvestAlertType
  title: string
  message: string
}[]

export type SeasonalAlert = (typeof seasonalAlerts)[number]

const monthText = (month: number) => String(month + 1).padStart(2, '0')
const dayText = (day: number) => String(day).padStart(2, '0')

/** The farm's calendar at the moment the demo is seeded. */
export function seasonClock(now: Date, timeZone: string) {
  const today = farmToday(timeZone, now)
  const year = Number(today.slice(0, 4))
  const month = farmMonth(timeZone, now)
  const firstOfMonth = `${today.slice(0, 8)}01`

  /**
   * A farm date in `month`, on or before today: in this month, `daysBack` days ago (not before
   * its first day); in another, its `day` in the most recent year.
   */
  function dateIn(target: number, day: number, daysBack: number): string {
    if (target === month) {
      const back = addCalendarDays(today, -daysBack)
      return back < firstOfMonth ? firstOfMonth : back
    }
    return `${target < month ? year : year - 1}-${monthText(target)}-${dayText(day)}`
  }

  /** The instant at `time` of that date, never after now. */
  function instantIn(target: number, day: number, daysBack: number, time = '09:00'): Date {
    const instant = farmInstant(dateIn(target, day, daysBack), time, timeZone)
    return instant > now ? now : instant
  }

  /** When a story was published. */
  function storyInstant(slug: SeasonalStorySlug): Date {
    const story = seasonalStories.find((each) => each.slug === slug)!
    return instantIn(story.month, story.day, 3)
  }

  /**
   * When the run of available months of `season` that holds this month ends (the first instant
   * of the next month it is not available); null for what is available all year.
   */
  function seasonEnd(season: DemoSeason): Date | null {
    const months: readonly number[] = demoSeasonalItem(season).availableSeasonMonths
    for (let ahead = 1; ahead < 12; ahead += 1) {
      const next = (month + ahead) % 12
      if (months.includes(next)) continue
      const nextYear = year + Math.floor((month + ahead) / 12)
      return farmInstant(`${nextYear}-${monthText(next)}-01`, '00:00', timeZone)
    }
    return null
  }

  /**
   * The live alert (this month's, from a day or two ago, for two weeks or until its season ends)
   * and the previous one, dated in the last month it fitted and expired since.
   */
  function harvestAlerts() {
    const index = seasonalAlerts.findIndex((alert) =>
      (alert.months as readonly number[]).includes(month),
    )
    const live = seasonalAlerts[index]!
    const liveFrom = instantIn(month, 1, 2, '08:00')
    const twoWeeks = new Date(now.getTime() + 14 * 24 * 60 * 60 * 1000)
    const end = seasonEnd(live.season)
    const past = seasonalAlerts[(index + seasonalAlerts.length - 1) % seasonalAlerts.length]!
    const pastMonth = past.months.at(-1)!
    const pastFrom = instantIn(pastMonth, 10, 0, '08:00')
    return {
      live: { ...live, alertDate: liveFrom, expiryDate: end && end < twoWeeks ? end : twoWeeks },
      past: {
        ...past,
        alertDate: pastFrom,
        expiryDate: new Date(pastFrom.getTime() + 10 * 24 * 60 * 60 * 1000),
      },
    }
  }

  /**
   * Instants `hours` after `from` (reviews and comments after a story), in their order: squeezed
   * into the time since when the story is only days old, so none is after now.
   */
  function following(from: Date, hours: readonly number[]): Date[] {
    const hour = 60 * 60 * 1000
    const room = now.getTime() - from.getTime()
    const scale = Math.min(1, room / ((Math.max(...hours) + 1) * hour))
    return hours.map((each) => new Date(from.getTime() + each * hour * scale))
  }

  return { month, storyInstant, seasonEnd, harvestAlerts, following }
}
