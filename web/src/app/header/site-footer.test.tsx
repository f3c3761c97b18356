import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { pagePaths } from '#contracts/all-pages'
import { siteContentDefaults } from '#contracts/site-content-defaults'
import { SET_CATEGORY_EVENT } from '#web/features/products/category-event'
import { farmSettingsAnswer } from '#web/test/farm-settings'
import { jsonResponse, renderApp } from '#web/test/render-app'

vi.setConfig({ testTimeout: 20_000 })
const slow = { timeout: 10_000 }
const built = pagePaths as readonly string[]

let siteContent: unknown[]
let farmSettings: unknown

const row = (key: string, content: string) => ({
  key,
  title: key,
  content,
  imageUrl: null,
  contentType: 'text',
  description: null,
})

beforeEach(() => {
  siteContent = []
  farmSettings = farmSettingsAnswer()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname
      if (path === '/api/site-content') return jsonResponse(siteContent)
      if (path === '/api/farm-settings') return jsonResponse(farmSettings)
      if (path === '/api/cart' || path === '/api/products') return jsonResponse([])
      if (path === '/api/session') return jsonResponse({ customer: null, staff: null })
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/**
 * The page's footer once its screen has loaded: the footer drawn around the loading spinner is
 * replaced then, so one found earlier would be gone from the page.
 */
async function footer() {
  await waitFor(() => expect(screen.queryByText('Loading page')).toBeNull(), slow)
  return within(await screen.findByRole('contentinfo', {}, slow))
}

describe('site footer', () => {
  it("shows the farm's address, phone and e-mail from the farm settings", async () => {
    farmSettings = farmSettingsAnswer({
      address: {
        street: '14 Lagoon Lane',
        city: 'Stuart',
        state: 'FL',
        zipCode: '34994',
        country: 'US',
      },
      phone: '(772) 555-0199',
    })
    renderApp('/nowhere')
    const f = await footer()
    expect(await f.findByText(/14 Lagoon Lane/)).toHaveTextContent(
      '14 Lagoon Lane Stuart, FL 34994',
    )
    expect(f.getByRole('link', { name: '(772) 555-0199' })).toHaveAttribute(
      'href',
      'tel:7725550199',
    )
    expect(f.getByRole('link', { name: 'hello@groveside.farm' })).toHaveAttribute(
      'href',
      'mailto:hello@groveside.farm',
    )
  })

  it('links the social profiles from site content, falling back to the built-in addresses', async () => {
    siteContent = [row('instagram_url', 'https://www.instagram.com/our-new-grove')]
    renderApp('/nowhere')
    const social = within((await footer()).getByRole('navigation', { name: 'Follow the farm' }))
    // The footer first renders the built-in addresses, then the loaded site content.
    await waitFor(() =>
      expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
        'href',
        'https://www.instagram.com/our-new-grove',
      ),
    )
    expect(social.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      siteContentDefaults.facebook_url.content,
    )
    expect(social.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      siteContentDefaults.twitter_url.content,
    )
    expect(social.getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      siteContentDefaults.youtube_url.content,
    )
  })

  it('labels Customer Care links from site content and links only built screens', async () => {
    siteContent = [row('footer_faq_label', 'Questions & Answers')]
    renderApp('/nowhere')
    const f = await footer()
    const care = [
      { to: '/shipping', label: siteContentDefaults.footer_shipping_label.content },
      { to: '/returns', label: siteContentDefaults.footer_returns_label.content },
      { to: '/faq', label: 'Questions & Answers' },
      { to: '/contact', label: siteContentDefaults.footer_contact_label.content },
    ].filter((link) => built.includes(link.to))
    if (care.length === 0) {
      expect(f.queryByRole('navigation', { name: 'Customer Care' })).toBeNull()
      return
    }
    const nav = within(f.getByRole('navigation', { name: 'Customer Care' }))
    expect(await nav.findByRole('link', { name: care.at(-1)!.label })).toBeInTheDocument()
    expect(
      nav.getAllByRole('link').map((link) => [link.getAttribute('href'), link.textContent]),
    ).toEqual(care.map((link) => [link.to, link.label]))
  })

  it('has Quick Links to built screens only, product links that preset the category, and the plans', async () => {
    renderApp('/nowhere')
    const f = await footer()
    const quick = within(f.getByRole('navigation', { name: 'Quick Links' }))
    const expected = [
      '/about',
      '/products',
      '/blog',
      '/contact',
      '/farm-tours',
      '/seasonal-calendar',
      '/harvest-alerts',
    ].filter((path) => built.includes(path))
    expect(quick.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(expected)
    expect(quick.getByRole('link', { name: 'Seasonal Calendar' })).toBeInTheDocument()
    expect(quick.getByRole('link', { name: 'Harvest Alerts' })).toBeInTheDocument()

    const shop = within(f.getByRole('navigation', { name: 'Shop' }))
    expect(shop.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/products?category=fresh',
      '/products?category=honey',
      '/products?category=plants',
      '/subscriptions',
      '/gift-cards',
    ])
    expect(shop.getByRole('link', { name: 'Subscription Plans' })).toBeInTheDocument()
    expect(shop.getByRole('link', { name: 'Gift Cards' })).toBeInTheDocument()
  })

  it('on the Products page, a category link filters in place', async () => {
    const { router } = renderApp('/products')
    const shop = within((await footer()).getByRole('navigation', { name: 'Shop' }))
    const heard: unknown[] = []
    const listener = (event: Event) => heard.push((event as CustomEvent).detail)
    window.addEventListener(SET_CATEGORY_EVENT, listener)
    await userEvent.click(shop.getByRole('link', { name: 'Honey' }))
    window.removeEventListener(SET_CATEGORY_EVENT, listener)
    expect(heard).toContain('honey')
    expect(router.state.location.pathname).toBe('/products')
  })
})
