import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OrderDetail } from '#contracts/checkout'
import type { EmailPreferences, User } from '#contracts/identity'
import type { CustomerOrder } from '#contracts/orders'
import type { BookedVisit } from '#contracts/visits'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

/** The first screen of a test loads its lazy route module, which can take a while when cold. */
const pageLoad = { timeout: 10_000 }

const rosa: User = {
  id: 'u1',
  email: 'rosa@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
}

const shipped: CustomerOrder = {
  id: 42,
  status: 'shipped',
  paymentStatus: 'paid',
  totalAmount: '59.00',
  createdAt: '2026-05-02T15:30:00.000Z',
  itemCount: 3,
  tracking: {
    carrier: 'usps',
    carrierName: 'USPS',
    trackingNumber: '9400111899223856921234',
    url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223856921234',
  },
}

const orderDetail: OrderDetail = {
  id: 42,
  status: 'shipped',
  paymentStatus: 'paid',
  customerName: 'Rosa Alvarez',
  customerEmail: 'rosa@example.com',
  customerPhone: '772-555-0100',
  shippingAddress: { street: '12 Palm Way', city: 'Miami', state: 'FL', zipCode: '33101' },
  shippingMethod: 'standard_shipping',
  shippingMethodName: 'Standard Shipping',
  tracking: shipped.tracking,
  pickup: null,
  harvestOn: null,
  specialInstructions: null,
  subtotal: '44.00',
  shippingCost: '15.00',
  tax: { amount: '0.00', description: 'exempt: food and food-producing plants' },
  invoiceNumber: null,
  storeCreditPaid: '0.00',
  giftCardPaid: '0.00',
  totalAmount: '59.00',
  createdAt: '2026-05-02T15:30:00.000Z',
  items: [
    {
      productId: 5,
      productName: 'Wildflower Honey',
      unit: '16 oz jar',
      quantity: 2,
      pricePerUnit: '14.00',
      totalPrice: '28.00',
      taxClass: 'exempt_food',
    },
    {
      productId: 6,
      productName: 'Mango Blossom Honey',
      unit: null,
      quantity: 1,
      pricePerUnit: '16.00',
      totalPrice: '16.00',
      taxClass: 'exempt_food',
    },
  ],
}

const workshop: BookedVisit = {
  token: 'e7.signature-of-the-booking-page-token-abcdefghijk',
  booking: {
    kind: 'event',
    title: 'Fruit Tree Grafting Workshop',
    customerName: 'Rosa Alvarez',
    numberOfPeople: 2,
    totalPrice: '150.00',
    date: '2099-05-02',
    alternateDate: null,
    startTime: '09:00',
    endTime: '12:00',
    status: 'pending',
    canCancel: true,
    location: '2180 Seagrape Grove Road',
  },
}

let user: User | null
let visits: BookedVisit[]
let preferences: EmailPreferences
let calls: { method: string; path: string; body?: unknown }[]

beforeEach(() => {
  user = { ...rosa }
  visits = [workshop]
  preferences = {
    email: 'rosa@example.com',
    newsletter: 'off',
    harvestAlerts: 'off',
    harvestAlertProducts: [],
  }
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
      calls.push({ method, path, body })
      const route = `${method} ${path}`
      switch (route) {
        case 'GET /api/session':
          return jsonResponse({ customer: user, staff: null })
        case 'GET /api/orders':
          return jsonResponse([shipped])
        case 'GET /api/orders/42':
          return jsonResponse(orderDetail)
        case 'GET /api/account/bookings':
          return jsonResponse(visits)
        case 'GET /api/account/email-preferences':
          return jsonResponse(preferences)
        case 'PATCH /api/account/profile': {
          const { firstName, lastName } = body as { firstName: string; lastName: string | null }
          user = { ...rosa, firstName, lastName }
          return jsonResponse(user)
        }
        case 'PUT /api/account/email-preferences': {
          const wanted = body as { newsletter: boolean; harvestAlerts: boolean }
          if (wanted.harvestAlerts) {
            const message = 'Choose the products you want to hear about on the Harvest Alerts page.'
            return jsonResponse(
              { message, code: 'VALIDATION_FAILED', fields: { harvestAlerts: message } },
              400,
            )
          }
          preferences = { ...preferences, newsletter: wanted.newsletter ? 'pending' : 'off' }
          return jsonResponse(preferences)
        }
        case `POST /api/visit-bookings/${workshop.token}/cancel`: {
          const cancelled = { ...workshop.booking, status: 'cancelled', canCancel: false } as const
          visits = [{ ...workshop, booking: cancelled }]
          return jsonResponse(cancelled)
        }
      }
      if (path === '/api/site-content' || path === '/api/cart') return jsonResponse([])
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

describe('/account', { timeout: 40_000 }, () => {
  it('asks a visitor to sign in, and comes back here after', async () => {
    user = null
    renderApp('/account')
    expect(await screen.findByText('Sign in to see your account', {}, pageLoad)).toBeInTheDocument()
    const link = within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })
    expect(link).toHaveAttribute('href', '/api/login?returnTo=%2Faccount')
  })

  it('lists every order, each opening to its details with tracking and a receipt', async () => {
    const app = renderApp('/account')
    const order = await screen.findByTestId('account-order', {}, pageLoad)
    expect(order).toHaveTextContent('Order #42')
    expect(order).toHaveTextContent('3 items')
    expect(order).toHaveTextContent('Shipped')
    expect(order).toHaveTextContent('USPS 9400111899223856921234')
    await userEvent.click(within(order).getByRole('link'))

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42' })).toBeInTheDocument()
    expect(app.router.state.location.pathname).toBe('/account/orders/42')
    const lines = screen.getAllByTestId('order-line')
    expect(lines[0]).toHaveTextContent('Wildflower Honey2 × $14.00 (16 oz jar)$28.00')
    expect(screen.getByTestId('order-total')).toHaveTextContent('$59.00')
    expect(screen.getByRole('link', { name: /9400111899223856921234/ })).toHaveAttribute(
      'href',
      shipped.tracking!.url,
    )
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    await userEvent.click(screen.getByRole('button', { name: 'Print receipt' }))
    expect(print).toHaveBeenCalledOnce()
    print.mockRestore()
  })

  it('says an order that is not theirs is not found', async () => {
    renderApp('/account/orders/7')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not found' }, pageLoad),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Your Account' })).toHaveAttribute(
      'href',
      '/account#orders',
    )
  })

  it('cancels a visit after the question; the list shows it cancelled', async () => {
    const user = userEvent.setup()
    renderApp('/account')
    const visit = await screen.findByTestId('account-visit', {}, pageLoad)
    expect(visit).toHaveTextContent('Fruit Tree Grafting Workshop')
    expect(visit).toHaveTextContent('Saturday, May 2, 2099, 9:00 AM – 12:00 PM EDT · 2 people')
    expect(within(visit).getByRole('link', { name: /See booking/ })).toHaveAttribute(
      'href',
      `/visits/booking?token=${workshop.token}`,
    )
    await user.click(within(visit).getByRole('button', { name: /Cancel/ }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))

    expect(await screen.findByText('Booking Cancelled')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('account-visit')).toHaveTextContent('Cancelled'))
    expect(within(screen.getByTestId('account-visit')).queryByRole('button')).toBeNull()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/visit-bookings/${workshop.token}/cancel`, body: undefined },
    ])
  })

  it('changes the name the shop greets by, checking it first', async () => {
    const user = userEvent.setup()
    renderApp('/account')
    const form = await screen.findByRole('form', { name: 'Your details' }, pageLoad)
    expect(screen.getByText(/Tell us your name below/)).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Save Details' }))
    expect(await within(form).findByText('First name is required')).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)

    await user.type(within(form).getByLabelText('First name'), 'Rosa')
    await user.type(within(form).getByLabelText('Last name (optional)'), 'Alvarez')
    await user.click(within(form).getByRole('button', { name: 'Save Details' }))
    expect(await screen.findByText(/Welcome, Rosa!/)).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/account/profile',
      body: { firstName: 'Rosa', lastName: 'Alvarez' },
    })
  })

  it('switches the newsletter on (to be confirmed) and shows the server’s word on harvest alerts', async () => {
    const user = userEvent.setup()
    renderApp('/account')
    const emails = () => screen.getByRole('form', { name: 'E-mails from the farm' })
    await screen.findByRole('form', { name: 'E-mails from the farm' }, pageLoad)
    await user.click(within(emails()).getByRole('switch', { name: 'Newsletter' }))
    await user.click(within(emails()).getByRole('button', { name: 'Save E-mail Choices' }))
    expect(await screen.findByText('E-mail Choices Saved')).toBeInTheDocument()
    // The form starts again from the server's answer: on, waiting for the confirmation.
    expect(
      await screen.findByText('Waiting for you to confirm it with the link we e-mailed.'),
    ).toBeInTheDocument()
    const form = emails()
    expect(within(form).getByRole('switch', { name: 'Newsletter' })).toBeChecked()

    await user.click(within(form).getByRole('switch', { name: 'Harvest alerts' }))
    await user.click(within(form).getByRole('button', { name: 'Save E-mail Choices' }))
    expect(await screen.findByText('Could Not Save')).toBeInTheDocument()
    expect(
      within(form).getByRole('switch', { name: 'Harvest alerts' }),
    ).toHaveAccessibleDescription(expect.stringContaining('on the Harvest Alerts page.'))
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { newsletter: true, harvestAlerts: false },
      { newsletter: true, harvestAlerts: true },
    ])
  })
})
