// The demo farm's clock: the dates every section writes relative to the moment of seeding.
import { addCalendarDays, defaultFarmTimeZone, farmToday } from '#contracts/farm-time'
import { seasonClock } from '../demo-seasons'

const dayMs = 24 * 60 * 60 * 1000

/** "Now" for the whole demo farm, and the days, farm dates and season instants drawn from it. */
export function createDemoClock(now: Date) {
  const daysAgo = (days: number, hour = 9) => {
    const date = new Date(now.getTime() - days * dayMs)
    date.setUTCHours(hour + 4, 0, 0, 0) // roughly the farm's morning (UTC-4/-5)
    return date
  }
  /** Calendar date (YYYY-MM-DD) in the farm's time zone, `offset` days from today. */
  const farmDate = (offset: number) => addCalendarDays(farmToday(defaultFarmTimeZone, now), offset)
  // What speaks of a season is dated in it (issue 22): see demo-seasons.ts.
  const seasons = seasonClock(now, defaultFarmTimeZone)
  const hadenStory = seasons.storyInstant(
    'mango-season-is-here-our-first-haden-harvest-of-the-year',
  )
  const bloomStory = seasons.storyInstant('a-morning-with-the-bees-during-the-mango-bloom')
  const blackberryStory = seasons.storyInstant('blackberry-cobbler-sweetened-with-wildflower-honey')
  const muscadineStory = seasons.storyInstant('muscadines-are-ripe-on-the-arbor')
  const plantingStory = seasons.storyInstant('plant-blackberries-and-muscadines-in-the-cool-months')
  // The Haden reviews and comments follow the story (hours after it).
  const hadenReviewed = seasons.following(hadenStory, [149, 267, 416])
  const hadenComments = seasons.following(hadenStory, [29, 57, 73])
  return {
    daysAgo,
    farmDate,
    seasons,
    hadenStory,
    bloomStory,
    blackberryStory,
    muscadineStory,
    plantingStory,
    hadenReviewed,
    hadenComments,
  }
}

export type DemoClock = ReturnType<typeof createDemoClock>
