import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'
import { findStaffSignInRequired } from '#web/test/staff-sign-in-required'
import type { PortalProduct } from './portal-cart'

const slow = { timeout: 10_000 }
vi.setConfig({ testTimeout: 20_000 })

const products: PortalProduct[] = [
  {
    id: 1,
    name: 'Haden Mangos',
    description: null,
    category: 'fresh',
    price: '4.50',
    unit: 'per lb',
    imageUrl: null,
    inStock: true,
  },
  {
    id: 5,
    name: 'Wildflower Honey',
    description: null,
    category: 'honey',
    price: '14.00',
    unit: '16 oz jar',
    imageUrl: null,
    inStock: true,
  },
]

const png = 'data:image/png;base64,iVBORw0KGgo='
let calls: string[]
let staffSignedIn: boolean
let failGenerate: boolean

beforeEach(() => {
  calls = []
  staffSignedIn = true
  failGenerate = false
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      calls.push(url.pathname + url.search)
      if (url.pathname === '/api/session') {
        return staffSignedIn
          ? jsonResponse({
              customer: null,
              staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
            })
          : jsonResponse({ customer: null, staff: null })
      }
      if (url.pathname === '/api/products') return jsonResponse(products)
      if (url.pathname.startsWith('/api/generate-qr')) {
        if (failGenerate)
          return jsonResponse({ message: 'Product not found', code: 'NOT_FOUND' }, 404)
        const product = /^\/api\/generate-qr\/(\d+)$/.exec(url.pathname)
        if (product) {
          return jsonResponse({
            qrCode: png,
            description: 'Haden Mangos — $4.50 / lb',
            url: `http://localhost/qr-payment?product=${product[1]}`,
          })
        }
        const description = url.searchParams.get('description') || 'Payment to Groveside Farm'
        const amount = url.searchParams.get('amount')
        return jsonResponse({
          qrCode: png,
          description,
          url: `http://localhost/qr-payment?description=${encodeURIComponent(description)}${amount ? `&amount=${amount}&sig=${'c'.repeat(64)}` : ''}`,
        })
      }
      if (url.pathname === '/api/site-content') return jsonResponse([])
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const panel = () => screen.getByTestId('qr-result')
const generateCalls = () => calls.filter((call) => call.startsWith('/api/generate-qr'))

describe('QR dashboard', () => {
  it('generates a product QR: image, description, URL, a timestamped download; held until Clear', async () => {
    const user = userEvent.setup()
    renderApp('/qr-dashboard')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'QR Code Dashboard' }, slow),
    ).toBeInTheDocument()
    expect(within(panel()).getByText('No QR code yet')).toBeInTheDocument()
    await user.click(
      await screen.findByRole('button', { name: 'Generate QR for Haden Mangos' }, slow),
    )

    expect((await screen.findAllByText('QR Code Generated', {}, slow))[0]).toBeInTheDocument()
    expect(screen.getAllByText('QR code ready for use')[0]).toBeInTheDocument()
    expect(generateCalls()).toEqual(['/api/generate-qr/1'])
    const image = within(panel()).getByRole('img', { name: 'Haden Mangos — $4.50 / lb' })
    expect(image).toHaveAttribute('src', png)
    expect(within(panel()).getByTestId('qr-result-url')).toHaveTextContent(
      'http://localhost/qr-payment?product=1',
    )
    const download = within(panel()).getByRole('link', { name: 'Download' })
    expect(download).toHaveAttribute('href', png)
    expect(download.getAttribute('download')).toMatch(/^groveside-qr-\d{4}-\d{2}-\d{2}-\d{6}\.png$/)
    // The print sheet (only visible when printing) carries the same code.
    expect(document.querySelector('body > .qr-print-sheet img')).toHaveAttribute('src', png)

    await user.click(within(panel()).getByRole('button', { name: 'Clear' }))
    expect(within(panel()).queryByRole('img')).not.toBeInTheDocument()
    expect(within(panel()).getByText('No QR code yet')).toBeInTheDocument()
    expect(document.querySelector('.qr-print-sheet')).toBeNull()
  })

  it('prints with the browser print dialog', async () => {
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const user = userEvent.setup()
    renderApp('/qr-dashboard')
    await user.click(
      await screen.findByRole('button', { name: 'Generate QR for Wildflower Honey' }, slow),
    )
    await user.click(await within(panel()).findByRole('button', { name: 'Print' }, slow))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it("refuses a custom QR without amount or description ('Missing Information') without calling the server", async () => {
    const user = userEvent.setup()
    renderApp('/qr-dashboard')
    await user.click(await screen.findByRole('button', { name: 'Generate Custom QR' }, slow))
    expect((await screen.findAllByText('Missing Information', {}, slow))[0]).toBeInTheDocument()
    expect(
      screen.getAllByText('Please provide either amount or description')[0],
    ).toBeInTheDocument()
    expect(generateCalls()).toEqual([])
  })

  it('makes a custom QR with an amount and a description', async () => {
    const user = userEvent.setup()
    renderApp('/qr-dashboard')
    const amount = await screen.findByLabelText(/Amount/, {}, slow)
    expect(amount).toHaveAttribute('type', 'number')
    expect(amount).toHaveAttribute('step', '0.01')
    expect(screen.getByLabelText(/Description/)).toHaveAttribute(
      'placeholder',
      'Payment to Groveside Farm',
    )
    await user.type(amount, '12.5')
    await user.type(screen.getByLabelText(/Description/), 'Eggs and greens')
    await user.click(screen.getByRole('button', { name: 'Generate Custom QR' }))
    await waitFor(() =>
      expect(generateCalls()).toEqual([
        '/api/generate-qr?amount=12.5&description=Eggs%20and%20greens',
      ]),
    )
    expect(
      await within(panel()).findByRole('img', { name: 'Eggs and greens' }, slow),
    ).toBeInTheDocument()
    expect(within(panel()).getByTestId('qr-result-url')).toHaveTextContent(/amount=12\.5&sig=c{64}/)
  })

  it("reports a failure as 'Generation Failed' with the server's message", async () => {
    failGenerate = true
    const user = userEvent.setup()
    renderApp('/qr-dashboard')
    await user.click(
      await screen.findByRole('button', { name: 'Generate QR for Haden Mangos' }, slow),
    )
    expect((await screen.findAllByText('Generation Failed', {}, slow))[0]).toBeInTheDocument()
    expect(screen.getAllByText('Product not found')[0]).toBeInTheDocument()
    expect(within(panel()).getByText('No QR code yet')).toBeInTheDocument()
  })

  it("falls back to 'Failed to generate QR code' when the server cannot be reached", async () => {
    const user = userEvent.setup()
    renderApp('/qr-dashboard')
    const button = await screen.findByRole('button', { name: 'Generate QR for Haden Mangos' }, slow)
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await user.click(button)
    expect(
      (await screen.findAllByText('Failed to generate QR code', {}, slow))[0],
    ).toBeInTheDocument()
  })

  it('shows nothing of the tool without a staff session', async () => {
    staffSignedIn = false
    renderApp('/qr-dashboard')
    expect(await findStaffSignInRequired()).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Generate/, hidden: true })).not.toBeInTheDocument()
    expect(generateCalls()).toEqual([])
  })
})
