import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
// Evaluated before Date is faked: @date-fns/tz's TZDate extends Date, and a class extending the
// fake Date would lose its own methods (the farm's month would silently become UTC's).
import { farmMonth } from '#contracts/farm-time'
import type { SeasonalItem } from '#contracts/seasonal'
import { farmSettingsAnswer } from '#web/test/farm-settings'
import { fetchStub, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 })

const item = (id: number, overrides: Partial<SeasonalItem>): SeasonalItem => ({
  id,
  productName: `Item ${id}`,
  category: 'fresh',
  description: 'From the grove.',
  icon: '🥭',
  color: 'mango',
  availableSeasonMonths: [],
  peakSeasonMonths: [],
  ...overrides,
})

const text = (key: string, content: string) => ({
  key,
  title: null,
  content,
  imageUrl: null,
  contentType: 'text',
  description: null,
})

let items: SeasonalItem[]
let siteContent: unknown[]
let farmSettings: unknown

beforeEach(() => {
  items = [
    item(1, {
      productName: 'Haden Mangos',
      description: 'Our earliest mangos.',
      availableSeasonMonths: [4, 5, 6],
      peakSeasonMonths: [5, 6],
    }),
    item(2, { productName: 'Blackberries', icon: '🫐', availableSeasonMonths: [3, 4, 5] }),
    item(3, {
      productName: 'Wildflower Honey',
      category: 'honey',
      icon: '🍯',
      color: 'honey',
      availableSeasonMonths: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      peakSeasonMonths: [4],
    }),
  ]
  siteContent = [text('seasonal_calendar_header_title', 'Through the Year')]
  farmSettings = farmSettingsAnswer()
  vi.useFakeTimers({ toFake: ['Date'] })
  // 12:00 on 15 June on the farm (EDT).
  vi.setSystemTime(new Date('2026-06-15T16:00:00Z'))
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      fetchStub({
        '/api/site-content': siteContent,
        '/api/farm-settings': farmSettings,
        '/api/seasonal-availability': items,
      })(input),
    ),
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const table = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name })
  const section = heading.closest('section')!
  return within(section).getByRole('table')
}

describe('Seasonal Calendar page (spec 2)', () => {
  it("shows the editable header and this month's peak and available products", async () => {
    renderApp('/seasonal-calendar')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Through the Year' }, slow),
    ).toBeVisible()
    const peak = await screen.findByTestId('seasonal-now-peak', {}, slow)
    expect(within(peak).getByRole('heading', { name: 'Peak Season Now (June)' })).toBeVisible()
    expect(within(peak).getByText('Haden Mangos')).toBeVisible()
    expect(within(peak).queryByText('Blackberries')).toBeNull()
    const available = screen.getByTestId('seasonal-now-available')
    expect(within(available).getByRole('heading', { name: 'Available Now (June)' })).toBeVisible()
    expect(
      within(available)
        .getAllByRole('listitem')
        .map((each) => each.textContent),
    ).toEqual([
      expect.stringContaining('Haden Mangos'),
      expect.stringContaining('Blackberries'),
      expect.stringContaining('Wildflower Honey'),
    ])
    expect(screen.getByRole('heading', { name: 'Legend' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Planning Your Visit' })).toBeVisible()
  })

  it('draws three 12-month tables, each state in words, the current month marked', async () => {
    renderApp('/seasonal-calendar')
    await screen.findByTestId('seasonal-now-peak', {}, slow)
    const fresh = table('Fresh Produce Seasons')
    const columns = within(fresh).getAllByRole('columnheader')
    // Screen readers hear each month's name; the eye reads its initial (phones) or abbreviation.
    expect(
      columns.map((cell) => cell.querySelector('.sr-only')?.textContent ?? cell.textContent),
    ).toEqual([
      'Product',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June (current month)',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ])
    expect(within(fresh).getByRole('columnheader', { name: 'June (current month)' })).toBe(
      columns[6],
    )
    expect(
      [...columns[1]!.querySelectorAll('[aria-hidden="true"]')].map((part) => part.textContent),
    ).toEqual(['J', 'Jan'])
    expect(columns[6]).toHaveAttribute('aria-current', 'date')
    expect(columns.filter((cell) => cell.hasAttribute('aria-current'))).toHaveLength(1)
    const haden = within(fresh).getByRole('rowheader', { name: 'Haden Mangos' }).closest('tr')!
    const states = within(haden)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(states.slice(3, 8)).toEqual([
      '–Not available',
      '●Available',
      '★Peak season',
      '★Peak season',
      '–Not available',
    ])
    expect(within(table('Honey Products')).getByText('Wildflower Honey')).toBeVisible()
    expect(
      within(table('Grafted Plants & Trees')).getByText('Nothing listed here yet.'),
    ).toBeVisible()
  })

  it("takes the month on the farm's clock (the farm settings' time zone)", async () => {
    // 01:00 on 1 July in Auckland while it is still 30 June in Florida.
    vi.setSystemTime(new Date('2026-06-30T13:00:00Z'))
    expect(farmMonth('America/New_York')).toBe(5)
    farmSettings = farmSettingsAnswer({ timeZone: 'Pacific/Auckland' })
    renderApp('/seasonal-calendar')
    const peak = await screen.findByTestId('seasonal-now-peak', {}, slow)
    expect(
      await within(peak).findByRole('heading', { name: 'Peak Season Now (July)' }, slow),
    ).toBeVisible()
    expect(within(peak).getByText('Haden Mangos')).toBeVisible()
  })

  it('shows both empty states when nothing is in season this month', async () => {
    vi.setSystemTime(new Date('2026-12-10T16:00:00Z'))
    items = [items[0]!, items[1]!]
    renderApp('/seasonal-calendar')
    expect(
      await screen.findByText('No products are at peak season this month.', {}, slow),
    ).toBeVisible()
    expect(screen.getByText('Limited availability this month.')).toBeVisible()
  })

  it('says it is loading while the calendar is on its way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).includes('/api/seasonal-availability')
          ? new Promise<Response>(() => {})
          : fetchStub({ '/api/site-content': siteContent })(input),
      ),
    )
    renderApp('/seasonal-calendar')
    expect(
      (await screen.findAllByText('Loading seasonal calendar...', {}, slow))[0],
    ).toBeInTheDocument()
  })
})
