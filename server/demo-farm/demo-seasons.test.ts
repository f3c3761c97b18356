import { describe, expect, it } from 'vitest'
import { farmInstant, farmMonth } from '#contracts/farm-time'
import {
  demoSeasonalItem,
  seasonalAlerts,
  seasonalStories,
  seasonClock,
  type DemoSeason,
} from './demo-seasons'

const zone = 'America/New_York'
const availableIn = (season: DemoSeason, instant: Date) =>
  (demoSeasonalItem(season).availableSeasonMonths as readonly number[]).includes(
    farmMonth(zone, instant),
  )

/** Seeding moments through a year: each month's first minute, middle and last minute. */
const moments = Array.from({ length: 12 }, (_, index) => {
  const month = String(index + 1).padStart(2, '0')
  const next = index === 11 ? '2028-01-01' : `2027-${String(index + 2).padStart(2, '0')}-01`
  return [
    farmInstant(`2027-${month}-01`, '00:01', zone),
    farmInstant(`2027-${month}-15`, '12:00', zone),
    new Date(farmInstant(next, '00:00', zone).getTime() - 60_000),
  ]
}).flat()

describe('the demo farm by its seasons (issue 22)', () => {
  it('sets every story and alert in months its season is on the calendar', () => {
    for (const story of seasonalStories) {
      expect(demoSeasonalItem(story.season).availableSeasonMonths, story.slug).toContain(
        story.month,
      )
    }
    for (const alert of seasonalAlerts) {
      for (const month of alert.months) {
        expect(demoSeasonalItem(alert.season).availableSeasonMonths, alert.title).toContain(month)
      }
    }
    // Together the alerts cover the year once: one live alert whatever the month.
    const months = seasonalAlerts.flatMap((alert) => alert.months).sort((a, b) => a - b)
    expect(months).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })

  it.each(moments.map((now) => [now.toISOString(), now]))(
    'seeded at %s: stories in their month, past; the live alert in season until it expires',
    (_, now) => {
      const clock = seasonClock(now, zone)
      expect(clock.month).toBe(farmMonth(zone, now))
      for (const story of seasonalStories) {
        const published = clock.storyInstant(story.slug)
        expect(published.getTime(), story.slug).toBeLessThanOrEqual(now.getTime())
        expect(farmMonth(zone, published), story.slug).toBe(story.month)
        expect(now.getTime() - published.getTime()).toBeLessThan(366 * 24 * 60 * 60 * 1000)
      }

      const { live, past } = clock.harvestAlerts()
      expect(live.alertDate.getTime()).toBeLessThanOrEqual(now.getTime())
      expect(live.expiryDate.getTime()).toBeGreaterThan(now.getTime())
      expect(availableIn(live.season, live.alertDate)).toBe(true)
      expect(availableIn(live.season, now)).toBe(true)
      // Until it expires, the calendar has its product in season.
      const lastShown = new Date(live.expiryDate.getTime() - 1)
      expect(availableIn(live.season, lastShown), live.title).toBe(true)

      expect(past.title).not.toBe(live.title)
      expect(past.expiryDate.getTime()).toBeLessThan(now.getTime())
      expect(availableIn(past.season, past.alertDate)).toBe(true)
      expect(availableIn(past.season, past.expiryDate)).toBe(true)
    },
  )

  it('dates what follows a story after it and before now, in order, even days into a season', () => {
    const story = farmInstant('2027-05-01', '09:00', zone)
    for (const now of [
      farmInstant('2027-05-02', '10:00', zone),
      farmInstant('2027-07-01', '10:00', zone),
    ]) {
      const after = seasonClock(now, zone).following(story, [29, 57, 416])
      expect(after[0]!.getTime()).toBeGreaterThan(story.getTime())
      expect(after[0]!.getTime()).toBeLessThan(after[1]!.getTime())
      expect(after[1]!.getTime()).toBeLessThan(after[2]!.getTime())
      expect(after[2]!.getTime()).toBeLessThan(now.getTime())
    }
  })

  it('ends an alert with its season rather than two weeks on', () => {
    // Haden Mangos are on the calendar May to July: seeded on July 25, the alert ends July 31.
    const now = farmInstant('2027-07-25', '10:00', zone)
    const { live } = seasonClock(now, zone).harvestAlerts()
    expect(live.title).toBe('Haden mangos are ripe!')
    expect(live.expiryDate).toEqual(farmInstant('2027-08-01', '00:00', zone))
  })
})
