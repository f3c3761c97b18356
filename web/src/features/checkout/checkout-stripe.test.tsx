import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useEffect } from 'react'
import { act, configure, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { dismissToast } from '#web/components/ui/use-toast'
import { renderApp } from '#web/test/render-app'
import { checkoutServer, json } from './checkout-test-server'

/*
 * Stripe mode with Stripe's libraries replaced by fakes (no network here): proves the wiring
 * (order first, Elements with the order's client secret, confirmPayment's return address and
 * receipt e-mail, the decline path). Not a test against real Stripe.
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

configure({ asyncUtilTimeout: 4000 })

let server: ReturnType<typeof checkoutServer>

beforeEach(() => {
  server = checkoutServer()
  server.provider = 'stripe'
  server.orders = () =>
    json(201, {
      id: 77,
      payment: {
        provider: 'stripe',
        status: 'requires_payment_method',
        amount: '59.00',
        clientSecret: 'pi_77_secret_abc',
      },
    })
  stripe.confirmPayment.mockReset()
  stripe.elementsOptions.length = 0
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

describe('Checkout in Stripe mode', { timeout: 30_000 }, () => {
  it('creates the order, then confirms with the Payment Element and shows a decline', async () => {
    const user = userEvent.setup({ delay: null })
    renderApp('/checkout')
    const next = await screen.findByRole(
      'button',
      { name: 'Continue to payment' },
      { timeout: 8000 },
    )
    expect(screen.queryByLabelText('Card Number')).toBeNull()
    expect(screen.queryByText('TEST MODE')).toBeNull()

    await user.type(screen.getByLabelText('Full Name'), 'Ana Lopez')
    await user.type(screen.getByLabelText('Email', { exact: true }), 'ana@example.com')
    await user.type(screen.getByLabelText('Phone', { exact: true }), '772-555-0100')
    await user.type(screen.getByLabelText('Street Address'), '12 Palm Way')
    await user.type(screen.getByLabelText('City', { exact: true }), 'Miami')
    await user.selectOptions(screen.getByLabelText('State', { exact: true }), 'FL')
    await user.type(screen.getByLabelText('ZIP Code', { exact: true }), '33101')
    await user.click(screen.getByRole('radio', { name: /^Standard Shipping/ }))
    await user.click(next)

    expect(await screen.findByTestId('payment-element')).toBeInTheDocument()
    expect(server.posts('/api/orders')).toHaveLength(1)
    expect(server.posts('/api/payments/test-mode/confirm')).toHaveLength(0)
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_x')
    expect(stripe.elementsOptions.at(-1)).toMatchObject({ clientSecret: 'pi_77_secret_abc' })
    // The details are locked while paying for this order.
    expect(screen.getByLabelText('Full Name')).toBeDisabled()

    stripe.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    })
    await user.click(screen.getByRole('button', { name: 'Complete Order - $59.00' }))
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument()
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument()
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: { fake: 'elements' },
      confirmParams: {
        return_url: `${window.location.origin}/order-confirmation?order=77`,
        receipt_email: 'ana@example.com',
      },
    })

    // The declined order stays open: the next card is confirmed on the same PaymentIntent.
    expect(screen.getByTestId('payment-element')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Complete Order - $59.00' }))
    await waitFor(() => expect(stripe.confirmPayment).toHaveBeenCalledTimes(2))
    expect(server.posts('/api/orders')).toHaveLength(1)

    // Going back to the details with nothing changed reaches the same order again.
    await user.click(screen.getByRole('button', { name: 'Change details' }))
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(server.posts('/api/orders')).toHaveLength(2))
    const [first, second] = server
      .posts('/api/orders')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey)
    expect(second).toBe(first)
  })
})
