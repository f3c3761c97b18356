import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { fetchStub, renderApp } from '#web/test/render-app'

const firstPaint = { timeout: 8000 }

beforeAll(async () => {
  await Promise.all([
    import('./twitter-guide-page'),
    import('./linkedin-guide-page'),
    import('./facebook-guide-page'),
  ])
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const guides = [
  { path: '/help/twitter', title: 'Twitter API Setup Guide', note: /under 280 characters/ },
  { path: '/help/linkedin', title: 'LinkedIn Business Page Setup', note: /Company Page/ },
  { path: '/help/facebook', title: 'Facebook Farm Page Setup', note: /3-5 manual posts first/ },
]

describe.each(guides)('$path', ({ path, title, note }) => {
  it('is a step-by-step guide whose external links open safely in a new tab', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({ '/api/site-content': [] })))
    renderApp(path)
    await screen.findByRole('heading', { level: 1, name: title }, firstPaint)
    // The head is set in an effect, which can run a moment after the heading first shows.
    await waitFor(() => expect(document.title).toBe(`${title} | Groveside Farm`))
    expect(screen.getAllByTestId('guide-step').length).toBeGreaterThanOrEqual(4)
    expect(screen.getAllByText(note).length).toBeGreaterThan(0)

    const main = within(screen.getByRole('main'))
    const external = main
      .getAllByRole('link')
      .filter((link) => /^https?:/.test(link.getAttribute('href') ?? ''))
    expect(external.length).toBeGreaterThanOrEqual(3)
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/)
    }
  })
})
