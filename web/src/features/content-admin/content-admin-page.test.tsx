import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SiteContentItem } from '#contracts/site-content'
import { siteContentDefaults } from '#contracts/site-content-defaults'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

const heroTitle: SiteContentItem = {
  key: 'hero_title',
  ...siteContentDefaults.hero_title,
  imageUrl: null,
}
let calls: { method: string; path: string; body?: unknown }[]

beforeEach(() => {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path: url.pathname, body })
      if (url.pathname === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
        })
      }
      if (url.pathname === '/api/site-content') return jsonResponse([heroTitle])
      if (url.pathname.startsWith('/api/site-content/') && method === 'PUT') {
        return jsonResponse({ ...heroTitle, ...body })
      }
      if (url.pathname === '/api/admin/blog/comments/pending-count') {
        return jsonResponse({ pending: 0 })
      }
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

async function openHeroTitle() {
  const user = userEvent.setup()
  renderApp('/admin/content')
  await user.click(await screen.findByRole('button', { name: 'Edit Hero title' }, slow))
  return { user, dialog: screen.getByRole('dialog', { name: 'Edit Hero title' }) }
}

describe('Website Content Manager: editing a site text', () => {
  it('opens with the text itself first and focused, the page it shows on linked, staff details after', async () => {
    const { dialog } = await openHeroTitle()
    const text = within(dialog).getByLabelText('Text on the site')
    expect(text).toHaveValue('Sun-Ripened on the Florida Coast')
    await waitFor(() => expect(text).toHaveFocus())
    expect(within(dialog).getByText('Shows on the Home page.', { exact: false })).toBeVisible()
    const link = within(dialog).getByRole('link', { name: /View page/ })
    expect(link).toHaveAttribute('href', '/')
    expect(link).toHaveAttribute('target', '_blank')

    const fields = within(dialog).getAllByRole('textbox')
    expect(fields[0]).toBe(text)
    const staff = within(dialog).getByRole('group', { name: 'For staff' })
    expect(within(staff).getByText('hero_title')).toBeVisible()
    expect(within(staff).getByLabelText('Name in this list')).toHaveValue('Hero title')
    expect(within(staff).getByLabelText('Admin note')).toHaveValue(
      siteContentDefaults.hero_title.description,
    )
    // A text block has no picture to pick.
    expect(within(dialog).queryByRole('button', { name: /Upload/ })).toBeNull()
  })

  it('refuses to save the text empty, and saves the new headline', async () => {
    const { user, dialog } = await openHeroTitle()
    const text = within(dialog).getByLabelText('Text on the site')
    await user.clear(text)
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(
      await within(dialog).findByText('Enter the text: the site shows it, so it cannot be empty'),
    ).toBeVisible()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    await user.type(text, 'Fresh From the Grove')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect((await screen.findAllByText('Content Updated', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/site-content/hero_title',
      body: { content: 'Fresh From the Grove', title: 'Hero title' },
    })
  })
})
