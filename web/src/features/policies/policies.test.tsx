import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { farmSettingsAnswer } from '#web/test/farm-settings'
import { fetchStub, renderApp } from '#web/test/render-app'
import { demoShippingOptions } from '#web/test/shipping-options'
import { faqCategories } from './faq-content'

const firstPaint = { timeout: 8000 }

beforeAll(async () => {
  await Promise.all([import('./shipping-page'), import('./returns-page'), import('./faq-page')])
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function main() {
  return within(screen.getByRole('main'))
}

const policyAnswers = {
  '/api/site-content': [],
  '/api/farm-settings': farmSettingsAnswer({ hoursNote: 'Closed on Thanksgiving' }),
  '/api/shipping-options': demoShippingOptions,
}

describe('Shipping page', () => {
  it('states the prices and the free-shipping threshold of the shipping options (decision 0016)', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub(policyAnswers)))
    renderApp('/shipping')
    await screen.findByRole('heading', { level: 1, name: 'Shipping Information' }, firstPaint)
    const methods = await main().findAllByTestId('shipping-method')
    expect(methods.map((method) => method.querySelector('h3 + p')?.textContent)).toEqual([
      'Free',
      'Free on orders over $25, otherwise $10',
      '$25',
      'Free on orders over $75, otherwise $15',
      '$35',
    ])
    const text = screen.getByRole('main').textContent ?? ''
    // The spec's displayed figures that checkout never charged.
    for (const stale of ['$50', '$8.99', '$15.99']) expect(text).not.toContain(stale)
    for (const fact of [
      'Free Standard Shipping on orders over $75.',
      'Fresh fruit ships only cold or local: choose Farm Pickup, Local Delivery, or Refrigerated Shipping',
      'Fresh produce ships Monday through Wednesday',
      'Plants and trees ship Tuesday through Thursday',
    ]) {
      expect(text).toContain(fact)
    }
    // The help card: the farm settings' hours, formatted by the server, and their note.
    const help = within(main().getByRole('complementary'))
    expect(await help.findByText('Thu–Sun 8:00 AM – 4:00 PM')).toBeInTheDocument()
    expect(help.getByText('Closed on Thanksgiving')).toBeInTheDocument()
    expect(help.getByRole('link', { name: '(555) 274-6264' })).toHaveAttribute(
      'href',
      'tel:5552746264',
    )
    await waitFor(() => expect(document.title).toBe('Shipping Information | Groveside Farm'))
  })
})

describe('Returns page', () => {
  it('shows every return window and the refund time', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub({ '/api/site-content': [] })))
    renderApp('/returns')
    await screen.findByRole('heading', { level: 1, name: 'Return Policy' }, firstPaint)
    const text = screen.getByRole('main').textContent ?? ''
    for (const fact of [
      'Within 24 hours of delivery',
      'Honey, preserved goods and gifts',
      'Within 30 days',
      'Live arrival within 48 hours',
      '30-day growth guarantee',
      '3-5 business days',
    ]) {
      expect(text).toContain(fact)
    }
  })
})

describe('FAQ page', () => {
  it('groups questions by category in accordions that open and close', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchStub(policyAnswers)))
    renderApp('/faq')
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }, firstPaint)
    for (const title of ['Orders & Shipping', 'Returns & Guarantees', 'Subscriptions']) {
      expect(main().getByRole('heading', { level: 2, name: title })).toBeInTheDocument()
    }

    const question = main().getByRole('button', { name: 'Can I pause my subscription?' })
    expect(question).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText(/up to 8 weeks/)).not.toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(/pause your subscription for up to 8 weeks/)).toBeVisible()

    await user.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'false')

    await user.click(main().getByRole('button', { name: 'How much does shipping cost?' }))
    expect(
      screen.getByText(
        /Standard Shipping \(2-3 days\): Free on orders over \$75, otherwise \$15\./,
      ),
    ).toBeVisible()
  })

  it('uses the farm’s hours and contact details from the farm settings', () => {
    const visits = faqCategories({
      hours: 'Every day 7:00 AM – 9:00 PM',
      hoursNote: null,
      phone: '(555) 000-1111',
      email: '',
      shippingCosts: '',
    }).find((category) => category.id === 'visits')!
    expect(visits.items[0]!.answer).toBe(
      'Our hours are Every day 7:00 AM – 9:00 PM. You can call us at (555) 000-1111.',
    )
    const withNote = faqCategories({
      hours: 'Thu–Sun 8:00 AM – 4:00 PM',
      hoursNote: 'Closed on Thanksgiving',
      phone: '',
      email: 'hello@groveside.farm',
      shippingCosts: '',
    }).find((category) => category.id === 'visits')!
    expect(withNote.items[0]!.answer).toBe(
      'Our hours are Thu–Sun 8:00 AM – 4:00 PM (Closed on Thanksgiving). You can e-mail hello@groveside.farm.',
    )
  })
})
