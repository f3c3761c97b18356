import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SubscriptionPlan } from '#contracts/subscription-plans'
import { jsonResponse, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 })

const mangoBox: SubscriptionPlan = {
  id: 1,
  name: "Mango Lover's Box",
  description: 'Whatever mangos are best that week.',
  basePrice: '45.00',
  frequency: 'weekly',
  products: ['Haden Mangos', 'Kent Mangos'],
  features: ['About 8 lb of mangos', 'Pause anytime'],
  icon: '🥭',
  popular: true,
}
const basket: SubscriptionPlan = {
  ...mangoBox,
  id: 7,
  name: 'Farm Share Basket',
  basePrice: '60.00',
  frequency: 'biweekly',
  products: [],
  features: [],
  icon: '🧺',
  popular: false,
}

let plans: SubscriptionPlan[]
let signedIn: boolean

beforeEach(() => {
  plans = [mangoBox, basket]
  signedIn = false
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/subscription-plans') return jsonResponse(plans)
      if (url.pathname === '/api/session') {
        const customer = { id: 'u1', email: 'rosa@example.com', firstName: 'Rosa' }
        return jsonResponse({ customer: signedIn ? customer : null, staff: null })
      }
      if (url.pathname === '/api/site-content') return jsonResponse([])
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const planCard = (name: string) =>
  screen.getAllByTestId('subscription-plan').find((card) => within(card).queryByText(name))!

describe('Subscription Plans page (spec 2)', () => {
  it('shows each plan with its price per delivery, products and features, and the popular badge', async () => {
    renderApp('/subscriptions')
    await screen.findByRole('heading', { level: 3, name: "Mango Lover's Box" }, slow)
    const mango = within(planCard("Mango Lover's Box"))
    expect(mango.getByText('Most Popular')).toBeInTheDocument()
    expect(mango.getByText('$45.00')).toBeInTheDocument()
    expect(mango.getByText('per week')).toBeInTheDocument()
    expect(mango.getByText('Kent Mangos')).toBeInTheDocument()
    expect(
      within(mango.getByRole('list', { name: "What comes with Mango Lover's Box" })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2)
    const share = within(planCard('Farm Share Basket'))
    expect(share.getByText('every two weeks')).toBeInTheDocument()
    expect(share.queryByText('Most Popular')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Why Subscribe?' })).toBeInTheDocument()
  })

  it("sends a visitor to sign in and back here ('Sign In to Subscribe' → /api/login)", async () => {
    renderApp('/subscriptions')
    const link = await screen.findByRole(
      'link',
      { name: "Sign In to Subscribe to Mango Lover's Box" },
      slow,
    )
    expect(link).toHaveAttribute('href', '/api/login?returnTo=%2Fsubscriptions')
    expect(screen.queryByText('Subscribe Now')).toBeNull()
  })

  it("takes a signed-in customer to subscribe to the plan ('Subscribe Now')", async () => {
    signedIn = true
    renderApp('/subscriptions')
    const link = await screen.findByRole(
      'link',
      { name: 'Subscribe Now to Farm Share Basket' },
      slow,
    )
    expect(link).toHaveAttribute('href', '/subscriptions/subscribe?plan=7')
    expect(screen.queryByText('Sign In to Subscribe')).toBeNull()
  })

  it('answers the common questions in an accordion, pausing up to 8 weeks', async () => {
    renderApp('/subscriptions')
    const question = await screen.findByRole(
      'button',
      { name: 'Can I pause my subscription?' },
      slow,
    )
    expect(question).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(await screen.findByText(/pause your subscription for up to 8 weeks/)).toBeVisible()
  })

  it("shows 'No Subscription Plans Available' with a way to contact the farm when there are none", async () => {
    plans = []
    renderApp('/subscriptions')
    await screen.findByRole('heading', { name: 'No Subscription Plans Available' }, slow)
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Contact Us' }),
    ).toHaveAttribute('href', '/contact')
    expect(screen.queryAllByTestId('subscription-plan')).toHaveLength(0)
  })
})
