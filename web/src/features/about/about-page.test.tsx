import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { fetchStub, renderApp } from '#web/test/render-app'

const firstPaint = { timeout: 8000 }

beforeAll(async () => {
  await import('./about-page')
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const row = (key: string, content: string) => ({
  key,
  title: key,
  content,
  imageUrl: null,
  contentType: 'text',
  description: null,
})

describe('About page', () => {
  it('shows the intro, story, the four core values and the numbers', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({ '/api/site-content': [] })))
    renderApp('/about')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Groveside Farm' }, firstPaint),
    ).toBeInTheDocument()
    expect(screen.getByText(/small family farm on Florida's Treasure Coast/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Our Story' })).toBeInTheDocument()

    const values = screen.getByRole('region', { name: 'What We Believe In' })
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sustainability', 'Community', 'Quality', 'Passion'])

    const numbers = screen.getAllByTestId('about-number').map((item) => item.textContent)
    expect(numbers).toEqual([
      '3+ Years Growing',
      '5 Product Lines',
      '150+ Happy Customers',
      '200+ Trees Grafted',
    ])
    await waitFor(() => expect(document.title).toBe('About Us | Groveside Farm'))
  })

  it('renders the journey from site content, with **bold** parts as <strong> and no HTML', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          '/api/site-content': [
            row('our_journey_title', 'How We Got Here'),
            row(
              'our_journey_content',
              '**2021** — We found **the grove**.\n**2022**: <b>first</b> hives',
            ),
          ],
        }),
      ),
    )
    renderApp('/about')
    expect(
      await screen.findByRole('heading', { name: 'How We Got Here' }, firstPaint),
    ).toBeInTheDocument()
    const journey = screen.getByTestId('journey')
    const items = within(journey).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]!.textContent).toBe('2021 We found the grove.')
    expect([...journey.querySelectorAll('strong')].map((strong) => strong.textContent)).toEqual([
      '2021',
      'the grove',
      '2022',
    ])
    expect(items[1]!.textContent).toBe('2022 <b>first</b> hives')
    expect(journey.querySelector('b')).toBeNull()
  })
})
