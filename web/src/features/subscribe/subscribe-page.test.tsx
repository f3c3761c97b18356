import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useEffect } from 'react'
import { act, configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PickupWindowChoice } from '#contracts/pickup-locations'
import type { SubscriptionPlan } from '#contracts/subscription-plans'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

/*
 * /subscriptions/subscribe with a fake API (and, in Stripe mode, fakes of Stripe's libraries):
 * what the page sends (never a price), the test card's two steps, a decline, Stripe's step, and
 * the visitor's sign-in prompt.
 */

const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(async () => ({ fake: 'stripe' })),
  confirmPayment: vi.fn(),
  elementsOptions: [] as unknown[],
}))
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }))
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: unknown }) => {
    stripe.elementsOptions.push(options)
    return children
  },
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady])
    return <div data-testid="payment-element">Stripe Payment Element</div>
  },
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ fake: 'elements' }),
}))

configure({ asyncUtilTimeout: 8000 })
vi.setConfig({ testTimeout: 30_000 })

const mangoBox: SubscriptionPlan = {
  id: 1,
  name: "Mango Lover's Box",
  description: 'Whatever mangos are best that week.',
  basePrice: '45.00',
  frequency: 'weekly',
  products: ['Haden Mangos'],
  features: ['About 8 lb of mangos'],
  icon: '🥭',
  popular: true,
}

let signedIn: boolean
let provider: 'test' | 'stripe'
let confirmAnswer: () => Response
let windowChoices: PickupWindowChoice[]
let subscribeAnswer: (() => Response) | null
const posts: { path: string; body: unknown }[] = []

beforeEach(() => {
  signedIn = true
  provider = 'test'
  confirmAnswer = () => jsonResponse({ status: 'succeeded', message: 'Payment received.' })
  posts.length = 0
  windowChoices = []
  subscribeAnswer = null
  stripe.confirmPayment.mockReset()
  stripe.elementsOptions.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      if (init?.method === 'POST') {
        posts.push({ path: url.pathname, body: JSON.parse(String(init.body ?? 'null')) })
        if (url.pathname === '/api/subscriptions' && subscribeAnswer) return subscribeAnswer()
        if (url.pathname === '/api/subscriptions')
          return jsonResponse(
            {
              id: 12,
              status: 'pending',
              payment: {
                provider,
                status: 'requires_payment_method',
                amount: '45.00',
                clientSecret: provider === 'stripe' ? 'pi_12_secret_abc' : null,
              },
            },
            201,
          )
        if (url.pathname === '/api/subscriptions/12/test-mode/confirm') return confirmAnswer()
      }
      if (url.pathname === '/api/subscription-plans') return jsonResponse([mangoBox])
      if (url.pathname === '/api/payments/config')
        return jsonResponse({
          provider,
          publishableKey: provider === 'stripe' ? 'pk_test_fake' : null,
        })
      if (url.pathname === '/api/session') {
        const customer = {
          id: 'u1',
          email: 'rosa@example.com',
          firstName: 'Rosa',
          lastName: 'Alvarez',
          profileImageUrl: null,
        }
        return jsonResponse({ customer: signedIn ? customer : null, staff: null })
      }
      if (url.pathname === '/api/subscriptions/mine') return jsonResponse([])
      if (url.pathname === '/api/pickup-windows') return jsonResponse({ choices: windowChoices })
      if (url.pathname === '/api/site-content') return jsonResponse([])
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})
afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Card Number'), number)
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230')
  await user.type(screen.getByLabelText('CVC'), '123')
}

describe('the subscribe page', () => {
  it('asks a visitor to sign in first', async () => {
    signedIn = false
    renderApp('/subscriptions/subscribe?plan=1')
    const link = await screen.findByRole('link', { name: 'Sign In to Subscribe' })
    expect(link).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fsubscriptions%2Fsubscribe%3Fplan%3D1',
    )
  })

  it('says when the plan is not offered', async () => {
    renderApp('/subscriptions/subscribe?plan=99')
    expect(await screen.findByText('This plan is not available')).toBeInTheDocument()
  })

  it('sends the details without a price, then the test card, and goes to the dashboard', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/subscriptions/subscribe?plan=1')
    expect(await screen.findByLabelText('Name on the box')).toHaveValue('Rosa Alvarez')
    expect(screen.getByTestId('subscribe-price')).toHaveTextContent('$45.00')
    const startDate = (screen.getByLabelText('First box on') as HTMLInputElement).value

    await user.click(screen.getByLabelText('Local delivery'))
    await user.type(screen.getByLabelText('Street Address'), '41 Palm Hammock Lane')
    await user.type(screen.getByLabelText('City'), 'Jensen Beach')
    await user.selectOptions(screen.getByLabelText('State'), 'FL')
    await user.type(screen.getByLabelText('ZIP Code'), '34957')
    await fillCard(user, '4242424242424242')
    await user.click(screen.getByRole('button', { name: 'Subscribe and Pay $45.00' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(router.state.location.hash).toBe('#subscriptions')
    expect(posts).toEqual([
      {
        path: '/api/subscriptions',
        body: {
          planId: 1,
          customerName: 'Rosa Alvarez',
          startDate,
          fulfilment: 'delivery',
          deliveryAddress: {
            street: '41 Palm Hammock Lane',
            city: 'Jensen Beach',
            state: 'FL',
            zipCode: '34957',
          },
        },
      },
      {
        path: '/api/subscriptions/12/test-mode/confirm',
        body: { cardNumber: '4242 4242 4242 4242' },
      },
    ])
  })

  it('checks the form before sending: the address only for delivery, the date in range', async () => {
    const user = userEvent.setup()
    renderApp('/subscriptions/subscribe?plan=1')
    await screen.findByLabelText('Name on the box')
    await user.clear(screen.getByLabelText('First box on'))
    await user.type(screen.getByLabelText('First box on'), '2020-01-01')
    await user.click(screen.getByLabelText('Local delivery'))
    await user.click(screen.getByRole('button', { name: 'Subscribe and Pay $45.00' }))
    expect(await screen.findByText(/^Start date must be between/)).toBeInTheDocument()
    expect(screen.getByText('Street address is required')).toBeInTheDocument()
    expect(screen.getByText('Card number is required')).toBeInTheDocument()
    expect(posts).toEqual([])

    await user.click(screen.getByLabelText('Pickup at the farm'))
    await user.click(screen.getByRole('button', { name: 'Subscribe and Pay $45.00' }))
    await waitFor(() => expect(screen.queryByText('Street address is required')).toBeNull())
  })

  it('keeps the form after a declined card, with the message beside the card', async () => {
    confirmAnswer = () =>
      jsonResponse({ message: 'Your card was declined.', code: 'CARD_DECLINED' }, 402)
    const user = userEvent.setup()
    const { router } = renderApp('/subscriptions/subscribe?plan=1')
    await screen.findByLabelText('Name on the box')
    await fillCard(user, '4000000000000002')
    await user.click(screen.getByRole('button', { name: 'Subscribe and Pay $45.00' }))
    expect(await screen.findByText('Your card was declined. Try another card.')).toBeInTheDocument()
    expect(screen.getByLabelText('Card Number')).toHaveValue('')
    expect(router.state.location.pathname).toBe('/subscriptions/subscribe')
  })

  it("Stripe: creates the subscription, then pays in Stripe's Payment Element", async () => {
    provider = 'stripe'
    stripe.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    })
    const user = userEvent.setup()
    renderApp('/subscriptions/subscribe?plan=1')
    await screen.findByLabelText('Name on the box')
    expect(screen.queryByLabelText('Card Number')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))

    expect(await screen.findByTestId('payment-element')).toBeInTheDocument()
    expect(stripe.elementsOptions.at(-1)).toMatchObject({ clientSecret: 'pi_12_secret_abc' })
    expect(posts.map((post) => post.path)).toEqual(['/api/subscriptions'])
    expect(screen.getByLabelText('Name on the box')).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Pay $45.00 and Subscribe' }))
    await waitFor(() => expect(stripe.confirmPayment).toHaveBeenCalledTimes(1))
    expect(stripe.confirmPayment.mock.calls[0]![0]).toMatchObject({
      confirmParams: {
        return_url: `${window.location.origin}/?subscribed=12#subscriptions`,
        receipt_email: 'rosa@example.com',
      },
    })
  })

  it('asks for the pickup window of a weekly pickup and sends it, with the server’s field errors', async () => {
    const choice = (
      windowId: number,
      date: string,
      overrides: Partial<PickupWindowChoice> = {},
    ) => ({
      windowId,
      locationId: 1,
      locationName: 'Farm stand',
      locationAddress: '1 Grove Road',
      date,
      startsAt: '15:00',
      endsAt: '18:00',
      state: 'open' as const,
      placesLeft: 10,
      orderBy: `${date}T12:00:00.000Z`,
      closedReason: null,
      ...overrides,
    })
    windowChoices = [
      choice(4, '2030-06-14'),
      choice(5, '2030-06-15', { startsAt: '09:00', endsAt: '12:00' }),
      choice(4, '2030-06-21'),
    ]
    const user = userEvent.setup()
    renderApp('/subscriptions/subscribe?plan=1')
    const select = await screen.findByLabelText('Pickup window')
    expect(
      Array.from((select as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual([
      'Choose a pickup window…',
      'Farm stand, Fridays, 3:00 PM – 6:00 PM',
      'Farm stand, Saturdays, 9:00 AM – 12:00 PM',
    ])
    const startDate = (screen.getByLabelText('First box on') as HTMLInputElement).value
    await fillCard(user, '4242424242424242')
    await user.click(screen.getByRole('button', { name: 'Subscribe and Pay $45.00' }))
    expect(await screen.findByText('Please choose a pickup window')).toBeInTheDocument()
    expect(posts).toEqual([])

    await user.selectOptions(select, '5')
    expect(
      screen.getByText('Boxes are collected on Saturdays: start on a Saturday.'),
    ).toBeInTheDocument()
    subscribeAnswer = () =>
      jsonResponse(
        {
          message: 'Check the highlighted fields',
          code: 'VALIDATION',
          fields: { startDate: 'Start on a Saturday, the pickup window’s day' },
        },
        400,
      )
    await user.click(screen.getByRole('button', { name: 'Subscribe and Pay $45.00' }))
    expect(
      await screen.findByText('Start on a Saturday, the pickup window’s day'),
    ).toBeInTheDocument()
    expect(posts).toEqual([
      {
        path: '/api/subscriptions',
        body: {
          planId: 1,
          customerName: 'Rosa Alvarez',
          startDate,
          fulfilment: 'pickup',
          pickupWindowId: 5,
        },
      },
    ])
  })
})
