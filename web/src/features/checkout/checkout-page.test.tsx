import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { dismissToast } from '#web/components/ui/use-toast'
import { renderApp } from '#web/test/render-app'
import { checkoutServer, json, type Call } from './checkout-test-server'
import { testCardHint } from '#web/components/card-payment-notices'
import type { PickupWindowChoice } from '#contracts/pickup-locations'
import { choosePickupWindow } from '#contracts/order-pickup'

/** The first screen of a test loads its lazy route module, which can take a while when cold. */
const pageLoad = { timeout: 8000 }

let server: ReturnType<typeof checkoutServer>

// jsdom is slow with a form this size; give answers and re-renders time to land.
configure({ asyncUtilTimeout: 4000 })

beforeEach(() => {
  server = checkoutServer()
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

type User = ReturnType<typeof userEvent.setup>

async function openCheckout() {
  const app = renderApp('/checkout')
  await screen.findByRole('button', { name: /^Complete Order - / }, pageLoad)
  return app
}

async function fillDetails(user: User, { zip = '33101' } = {}) {
  await user.type(screen.getByLabelText('Full Name'), 'Ana Lopez')
  await user.type(screen.getByLabelText('Email', { exact: true }), 'ana@example.com')
  await user.type(screen.getByLabelText('Phone', { exact: true }), '772-555-0100')
  await user.type(screen.getByLabelText('Street Address'), '12 Palm Way')
  await user.type(screen.getByLabelText('City', { exact: true }), 'Miami')
  await user.selectOptions(screen.getByLabelText('State', { exact: true }), 'FL')
  await user.type(screen.getByLabelText('ZIP Code', { exact: true }), zip)
}

async function fillCard(user: User, number = '4242 4242 4242 4242') {
  for (const [label, value] of [
    ['Card Number', number],
    ['Expiry (MM/YY)', '12/30'],
    ['CVC', '123'],
  ] as const) {
    const input = screen.getByLabelText(label, { exact: true })
    await user.clear(input)
    await user.type(input, value)
  }
}

const method = (name: RegExp) => screen.getByRole('radio', { name })
const body = (call: Call | undefined) => call?.body as Record<string, unknown>

describe('Checkout page', { timeout: 30_000 }, () => {
  it("shows 'Your cart is empty' and a Continue Shopping button for an empty cart", async () => {
    server.cart = []
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp('/checkout')
    expect(await screen.findByText('Your cart is empty', {}, pageLoad)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Complete Order/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }))
    // Opened directly, there is nothing to go back to: it opens the shop.
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'))
  })

  it("shows 'Setting up secure checkout...' until the payment set-up and prices are in", async () => {
    let answerConfig: (response: Response) => void = () => {}
    const fetchRest = server.fetch.getMockImplementation()!
    server.fetch.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/payments/config')) {
        return new Promise<Response>((resolve) => (answerConfig = resolve))
      }
      return fetchRest(input, init)
    })
    renderApp('/checkout')
    expect(
      await screen.findByText('Setting up secure checkout...', {}, pageLoad),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Complete Order/ })).toBeNull()
    await act(async () => answerConfig(json(200, { provider: 'test', publishableKey: null })))
    expect(
      await screen.findByRole('button', { name: 'Complete Order - $44.00' }, pageLoad),
    ).toBeInTheDocument()
    expect(screen.queryByText('Setting up secure checkout...')).toBeNull()
  })

  it('lists the cart, the shipping methods and a clearly marked test card form', async () => {
    await openCheckout()
    const summary = screen.getByRole('region', { name: 'Order Summary' })
    const lines = within(summary).getAllByTestId('summary-line')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toHaveTextContent('Wildflower Honey')
    expect(lines[0]).toHaveTextContent('2 × $14.00 / 16 oz jar')
    expect(lines[0]).toHaveTextContent('$28.00')
    expect(within(summary).getByTestId('summary-subtotal')).toHaveTextContent('$44.00')
    expect(within(summary).getByTestId('summary-shipping')).toHaveTextContent('Select a method')

    expect(method(/^Farm Pickup Free$/)).toBeInTheDocument()
    expect(method(/^Standard Shipping \$15\.00$/)).toBeInTheDocument()
    const local = method(/^Local Delivery \$10\.00$/)
    expect(local).toHaveAccessibleDescription('1-2 days Free over $25 Near the farm only.')

    const payment = screen.getByRole('region', { name: /Payment Information/ })
    expect(within(payment).getByText('TEST MODE')).toBeInTheDocument()
    expect(within(payment).getByText(testCardHint)).toBeInTheDocument()
    expect(testCardHint).toBe(
      'Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline',
    )

    const farm = screen
      .getByText('Questions about your order?')
      .closest<HTMLElement>('[data-slot="card"]')!
    expect(await within(farm).findByRole('link', { name: '(555) 274-6264' })).toHaveAttribute(
      'href',
      'tel:5552746264',
    )
    const contact = within(farm).getByRole('link', { name: 'hello@groveside.farm' })
    expect(contact).toHaveAttribute('href', 'mailto:hello@groveside.farm')
  })

  it("shows the spec's field messages and the 'Shipping Method Required' toast, and sends nothing", async () => {
    const user = userEvent.setup({ delay: null })
    await openCheckout()
    await user.click(screen.getByRole('button', { name: 'Complete Order - $44.00' }))

    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Street address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'Please select a shipping method',
      'Card number is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    )
    expect(await screen.findByText('Shipping Method Required')).toBeInTheDocument()
    expect(screen.getByText('Please select a shipping method to continue.')).toBeInTheDocument()
    expect(server.posts('/api/orders')).toHaveLength(0)
  })

  it("shows the server's quote for the chosen method on the summary and the button", async () => {
    const user = userEvent.setup({ delay: null })
    await openCheckout()
    await user.click(method(/^Standard Shipping/))
    expect(
      await screen.findByRole('button', { name: 'Complete Order - $57.57' }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('$12.34')
    expect(screen.getByText('Shipping (Standard Shipping)')).toBeInTheDocument()
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('$1.23')
    expect(screen.getByText('FL 6% + Martin County 0.5%')).toBeInTheDocument()
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$57.57')
    expect(
      server.calls.some(
        (call) =>
          call.path === '/api/checkout/quote' &&
          call.search === '?shippingMethod=standard_shipping',
      ),
    ).toBe(true)
  })

  it('places the order without prices, pays with the test card, and opens the confirmation', async () => {
    const user = userEvent.setup({ delay: null })
    let releaseConfirm: () => void = () => {}
    server.confirm = () =>
      new Promise((resolve) => {
        releaseConfirm = () =>
          resolve(json(200, { status: 'succeeded', message: 'Payment received.' }))
      })
    const { router } = await openCheckout()
    await fillDetails(user)
    await user.click(method(/^Standard Shipping/))
    await fillCard(user)
    await user.type(screen.getByLabelText(/Notes for the farm/), 'Ring twice')
    const submit = await screen.findByRole('button', { name: 'Complete Order - $57.57' })
    await user.click(submit)

    const processing = await screen.findByRole('button', { name: 'Processing Payment...' })
    expect(processing).toBeDisabled()
    await user.click(processing) // a second click while paying does nothing
    expect(server.posts('/api/orders')).toHaveLength(1)

    const order = body(server.posts('/api/orders')[0])
    expect(order).toEqual({
      customerName: 'Ana Lopez',
      customerEmail: 'ana@example.com',
      customerPhone: '772-555-0100',
      shippingAddress: { street: '12 Palm Way', city: 'Miami', state: 'FL', zipCode: '33101' },
      shippingMethod: 'standard_shipping',
      specialInstructions: 'Ring twice',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    await waitFor(() => expect(server.posts('/api/payments/test-mode/confirm')).toHaveLength(1))
    expect(body(server.posts('/api/payments/test-mode/confirm')[0])).toEqual({
      orderId: 42,
      cardNumber: '4242 4242 4242 4242',
    })

    await act(async () => releaseConfirm())
    expect(await screen.findByText('Order Placed Successfully!')).toBeInTheDocument()
    expect(
      screen.getByText('Your order #42 has been received and payment processed.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'))
    expect(router.state.location.search).toBe('?order=42')
  })

  it("shows 'Payment Failed' on a decline, keeps the cart, and pays the same order with the next card", async () => {
    const user = userEvent.setup({ delay: null })
    server.confirm = () => json(402, { code: 'CARD_DECLINED', message: 'Your card was declined.' })
    const { router } = await openCheckout()
    await fillDetails(user)
    await user.click(method(/^Farm Pickup/))
    await fillCard(user, '4000 0000 0000 0002')
    await user.click(await screen.findByRole('button', { name: 'Complete Order - $44.00' }))

    expect(await screen.findByText('Payment Failed')).toBeInTheDocument()
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument()
    // Beside the card fields too, after the toast has gone: the emptied number waits for a card.
    act(() => dismissToast())
    const payment = screen.getByRole('region', { name: /Payment Information/ })
    expect(within(payment).getByRole('alert')).toHaveTextContent(
      'Your card was declined. Try another card.',
    )
    const cardNumber = screen.getByLabelText('Card Number')
    await waitFor(() => expect(cardNumber).toHaveFocus())
    expect(cardNumber).toHaveValue('')
    expect(cardNumber).toHaveAccessibleDescription('Your card was declined. Try another card.')
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/30')
    expect(router.state.location.pathname).toBe('/checkout')
    expect(screen.getAllByTestId('summary-line')).toHaveLength(2)
    const again = screen.getByRole('button', { name: 'Complete Order - $44.00' })
    expect(again).toBeEnabled()

    server.confirm = () => json(200, { status: 'succeeded', message: 'Payment received.' })
    await user.type(cardNumber, '4242424242424242')
    expect(cardNumber).toHaveValue('4242 4242 4242 4242')
    await user.click(again)
    expect(await screen.findByText('Order Placed Successfully!')).toBeInTheDocument()
    // The same key reaches the same order, which the second card pays.
    const [first, second] = server.posts('/api/orders').map((call) => body(call).idempotencyKey)
    expect(second).toBe(first)
    const confirms = server.posts('/api/payments/test-mode/confirm').map((call) => body(call))
    expect(confirms).toEqual([
      { orderId: 42, cardNumber: '4000 0000 0000 0002' },
      { orderId: 42, cardNumber: '4242 4242 4242 4242' },
    ])
  })

  it('keeps the same key when a mistyped test card is retried with unchanged details', async () => {
    const user = userEvent.setup({ delay: null })
    server.confirm = (call) =>
      (call.body as { cardNumber: string }).cardNumber.startsWith('4242')
        ? json(200, { status: 'succeeded', message: 'Payment received.' })
        : json(400, {
            code: 'BAD_REQUEST',
            message:
              'Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).',
            fields: { cardNumber: 'Use a test card number' },
          })
    await openCheckout()
    await fillDetails(user)
    await user.click(method(/^Farm Pickup/))
    await fillCard(user, '5555 5555 5555 4444')
    await user.click(await screen.findByRole('button', { name: 'Complete Order - $44.00' }))

    expect(await screen.findByText('Payment Failed')).toBeInTheDocument()
    expect(screen.getByLabelText('Card Number')).toHaveAccessibleDescription(
      'Use a test card number',
    )

    const card = screen.getByLabelText('Card Number')
    await user.clear(card)
    await user.type(card, '4242424242424242')
    await user.click(screen.getByRole('button', { name: 'Complete Order - $44.00' }))
    expect(await screen.findByText('Order Placed Successfully!')).toBeInTheDocument()
    const keys = server.posts('/api/orders').map((call) => body(call).idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it("puts the server's field errors under the fields and shows 'Order Failed'", async () => {
    const user = userEvent.setup({ delay: null })
    server.orders = () =>
      json(400, {
        code: 'VALIDATION',
        message: 'Please check the ZIP code',
        fields: { 'shippingAddress.zipCode': 'This ZIP code does not exist' },
      })
    await openCheckout()
    await fillDetails(user, { zip: '00000' })
    // A method that ships: Farm Pickup has no address to put the error under.
    await user.click(method(/^Standard Shipping/))
    await fillCard(user)
    await user.click(await screen.findByRole('button', { name: 'Complete Order - $57.57' }))

    expect(await screen.findByText('Order Failed')).toBeInTheDocument()
    expect(screen.getByText('Please check the ZIP code')).toBeInTheDocument()
    expect(screen.getByLabelText('ZIP Code', { exact: true })).toHaveAccessibleDescription(
      'This ZIP code does not exist',
    )
    expect(server.posts('/api/payments/test-mode/confirm')).toHaveLength(0)
  })

  it("shows the generic 'Order Failed' text when the server cannot be reached", async () => {
    const user = userEvent.setup({ delay: null })
    server.orders = () => Promise.reject(new TypeError('Failed to fetch'))
    await openCheckout()
    await fillDetails(user)
    await user.click(method(/^Farm Pickup/))
    await fillCard(user)
    await user.click(await screen.findByRole('button', { name: 'Complete Order - $44.00' }))
    expect(await screen.findByText('Order Failed')).toBeInTheDocument()
    expect(
      screen.getByText('There was a problem placing your order. Please try again.'),
    ).toBeInTheDocument()
  })

  it("shows the server's shipping problem by the method and blocks the order", async () => {
    const user = userEvent.setup({ delay: null })
    await openCheckout()
    await fillDetails(user, { zip: '33101' })
    await fillCard(user)
    await user.click(method(/^Local Delivery/))

    const problem = 'Local Delivery only reaches addresses near the farm (ZIP 34957).'
    expect(await screen.findByRole('alert')).toHaveTextContent(problem)
    expect(method(/^Local Delivery/)).toHaveAccessibleDescription(
      new RegExp(problem.replace(/[().]/g, '\\$&')),
    )
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Not available')
    await user.click(screen.getByRole('button', { name: 'Complete Order - $44.00' }))
    expect(method(/^Local Delivery/)).toHaveFocus()
    expect(server.posts('/api/orders')).toHaveLength(0)

    // A ZIP code in the delivery area: the quote is asked again and the problem goes away.
    const zip = screen.getByLabelText('ZIP Code', { exact: true })
    await user.clear(zip)
    await user.type(zip, '34957')
    await waitFor(() => expect(screen.queryByText(problem)).toBeNull())
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free')
    expect(
      server.calls.some((call) =>
        call.search.startsWith('?shippingMethod=local_delivery&zipCode=34957'),
      ),
    ).toBe(true)
  })
})

describe('Farm Pickup windows (issue 26)', { timeout: 30_000 }, () => {
  const choice = (fields: Partial<PickupWindowChoice>): PickupWindowChoice => ({
    windowId: 1,
    locationId: 1,
    locationName: 'Farm stand',
    locationAddress: '1200 Grove Road, Jensen Beach',
    date: '2026-12-05',
    startsAt: '09:00',
    endsAt: '12:00',
    state: 'open',
    placesLeft: 2,
    orderBy: '2026-12-04T14:00:00.000Z',
    closedReason: null,
    ...fields,
  })
  const choices = [
    choice({}),
    choice({ windowId: 2, startsAt: '14:00', endsAt: '17:00', state: 'full', placesLeft: 0 }),
    choice({
      windowId: 3,
      locationId: 2,
      locationName: 'Jensen Market',
      locationAddress: '300 Market Street, Jensen Beach',
      date: '2026-12-06',
      startsAt: '08:00',
      endsAt: '11:00',
      placesLeft: 20,
    }),
    choice({ date: '2026-12-12', state: 'closed', placesLeft: 2, closedReason: 'Holiday' }),
    choice({
      windowId: 2,
      date: '2026-12-12',
      startsAt: '14:00',
      endsAt: '17:00',
      state: 'cut_off',
    }),
  ]
  const window = (name: string) => screen.getByRole('radio', { name })
  const soonest = 'Saturday, December 5, 2026 Farm stand · 9:00 AM – 12:00 PM'
  const pickupTime = () => screen.getByRole('group', { name: 'Pickup time' })

  async function openPickupCheckout(user: User) {
    server.pickupChoices = choices
    await openCheckout()
    await user.type(screen.getByLabelText('Full Name'), 'Ana Lopez')
    await user.type(screen.getByLabelText('Email', { exact: true }), 'ana@example.com')
    await user.type(screen.getByLabelText('Phone', { exact: true }), '772-555-0100')
    await user.click(method(/^Farm Pickup/))
    await fillCard(user)
    return within(await screen.findByRole('group', { name: 'Pickup time' }))
  }

  it('lists the windows under their dates, each address once, and the ones not open disabled', async () => {
    const user = userEvent.setup({ delay: null })
    const group = await openPickupCheckout(user)

    expect(group.getByText('Saturday, December 5, 2026')).toBeInTheDocument()
    expect(group.getByText('Sunday, December 6, 2026')).toBeInTheDocument()
    expect(group.getByText('Saturday, December 12, 2026')).toBeInTheDocument()
    expect(group.getAllByText('1200 Grove Road, Jensen Beach')).toHaveLength(1)
    expect(group.getAllByText('300 Market Street, Jensen Beach')).toHaveLength(1)

    expect(window(soonest)).toBeEnabled()
    expect(window(soonest)).toHaveAccessibleDescription('2 places left')
    // Plenty of places: no count.
    const market = window('Sunday, December 6, 2026 Jensen Market · 8:00 AM – 11:00 AM')
    expect(market).toBeEnabled()
    expect(market).not.toHaveAccessibleDescription()
    const full = window('Saturday, December 5, 2026 Farm stand · 2:00 PM – 5:00 PM')
    expect(full).toBeDisabled()
    expect(full).toHaveAccessibleDescription('Full')
    const closed = window('Saturday, December 12, 2026 Farm stand · 9:00 AM – 12:00 PM')
    expect(closed).toBeDisabled()
    expect(closed).toHaveAccessibleDescription('Closed: Holiday')
    const cutOff = window('Saturday, December 12, 2026 Farm stand · 2:00 PM – 5:00 PM')
    expect(cutOff).toBeDisabled()
    expect(cutOff).toHaveAccessibleDescription('Orders closed')
    // The shop's own address stands for a farm without windows only.
    expect(screen.queryByText(/waiting at the farm stand/)).toBeNull()
  })

  it("marks the windows before the cart's harvest and says when it is picked", async () => {
    const user = userEvent.setup({ delay: null })
    const quote = server.quote
    // The cart's fresh fruit is picked on Sunday 6 December; orders for it close Saturday noon.
    server.quote = (params) => ({
      ...quote(params),
      harvest: { date: '2026-12-06', orderBy: '2026-12-05T17:00:00.000Z' },
    })
    await openPickupCheckout(user)
    expect(window(soonest)).toBeDisabled()
    expect(window(soonest)).toHaveAccessibleDescription('Before your harvest')
    expect(window('Sunday, December 6, 2026 Jensen Market · 8:00 AM – 11:00 AM')).toBeEnabled()
    expect(screen.getByTestId('harvest-notice')).toHaveTextContent(
      'Picked Sunday, December 6, 2026 and ready for pickup from then. Order by Saturday, December 5, 2026, 12:00 PM EST for this harvest.',
    )
    await user.click(method(/^Standard Shipping/))
    expect(screen.getByTestId('harvest-notice')).toHaveTextContent(
      'Picked Sunday, December 6, 2026 and sent out that day.',
    )
  })

  it("says 'Choose a pickup window' before sending, then sends the chosen window", async () => {
    const user = userEvent.setup({ delay: null })
    await openPickupCheckout(user)
    await user.click(screen.getByRole('button', { name: 'Complete Order - $44.00' }))

    expect(await screen.findByText(choosePickupWindow)).toBeInTheDocument()
    expect(choosePickupWindow).toBe('Choose a pickup window')
    expect(pickupTime()).toHaveAccessibleDescription(choosePickupWindow)
    expect(window(soonest)).toHaveFocus()
    expect(server.posts('/api/orders')).toHaveLength(0)

    await user.click(window(soonest))
    expect(window(soonest)).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Complete Order - $44.00' }))
    expect(await screen.findByText('Order Placed Successfully!')).toBeInTheDocument()
    const order = body(server.posts('/api/orders')[0])
    expect(order.pickupWindow).toEqual({ windowId: 1, date: '2026-12-05' })
    expect(order).not.toHaveProperty('shippingAddress')
  })

  it("shows the server's refusal under the windows and asks for them again", async () => {
    const user = userEvent.setup({ delay: null })
    const full = 'That pickup window is full; please choose another'
    server.orders = () => {
      // Someone took the last places meanwhile.
      server.pickupChoices = choices.map((one) =>
        one.windowId === 1 && one.date === '2026-12-05'
          ? { ...one, state: 'full', placesLeft: 0 }
          : one,
      )
      return json(409, {
        code: 'PICKUP_WINDOW_FULL',
        message: full,
        fields: { pickupWindow: full },
      })
    }
    await openPickupCheckout(user)
    await user.click(window(soonest))
    const windowAsks = () => server.calls.filter((call) => call.path === '/api/pickup-windows')
    expect(windowAsks()).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Complete Order - $44.00' }))

    expect(await screen.findByText('Order Failed')).toBeInTheDocument()
    await waitFor(() => expect(pickupTime()).toHaveAccessibleDescription(full))
    await waitFor(() => expect(window(soonest)).toBeDisabled())
    expect(windowAsks()).toHaveLength(2)
    expect(window(soonest)).not.toBeChecked()
    expect(server.posts('/api/payments/test-mode/confirm')).toHaveLength(0)

    // The full window is no longer chosen: the form asks for another before sending again.
    await user.click(screen.getByRole('button', { name: 'Complete Order - $44.00' }))
    await waitFor(() => expect(pickupTime()).toHaveAccessibleDescription(choosePickupWindow))
    expect(server.posts('/api/orders')).toHaveLength(1)
  })

  it('says so when no window of the next days can be chosen', async () => {
    const user = userEvent.setup({ delay: null })
    server.pickupChoices = choices.map((one) => ({ ...one, state: 'full', placesLeft: 0 }))
    await openCheckout()
    await user.click(method(/^Farm Pickup/))
    const group = await screen.findByRole('group', { name: 'Pickup time' })
    expect(
      within(group)
        .getAllByRole('radio')
        .every((radio) => radio.hasAttribute('disabled')),
    ).toBe(true)
    expect(screen.getByText(/Every pickup window of the next days is full or closed/)).toBeVisible()
  })

  it('asks for no window while the farm has none', async () => {
    const user = userEvent.setup({ delay: null })
    await openCheckout()
    await user.click(method(/^Farm Pickup/))
    expect(screen.getByText(/waiting at the farm stand/)).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Pickup time' })).toBeNull()
  })
})
