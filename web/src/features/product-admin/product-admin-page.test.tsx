import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Product } from '#contracts/catalog'
import { dismissToast } from '#web/components/ui/use-toast'
import { productFixture } from '#web/test/products'
import { renderApp } from '#web/test/render-app'
import { stubStaffResourceApi, type StaffResourceApi } from '#web/test/staff-resource-api'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

let api: StaffResourceApi<Product>

/** 30 products: more than the 24 of a first page. */
const products = Array.from({ length: 30 }, (_, index) =>
  productFixture({
    id: index + 1,
    name: index === 27 ? 'Wildflower Honey' : `Mango Batch ${index + 1}`,
    category: index === 27 ? 'honey' : 'fresh',
  }),
)

beforeEach(() => {
  api = stubStaffResourceApi({ path: '/api/products', items: [...products] })
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

/** The products' cards on the screen, by their headings. */
const cardHeadings = () =>
  screen
    .queryAllByRole('heading')
    .map((heading) => heading.textContent ?? '')
    .filter((name) => /^(Mango Batch|Wildflower Honey)/.test(name))

const pageCalls = () => api.calls.filter((call) => call.path === '/api/products/page')

async function openScreen(path = '/product-admin', first = 'Mango Batch 1') {
  const app = renderApp(path)
  // The first screen of a file loads the back office's chunks.
  await screen.findByRole('heading', { level: 1, name: 'Product Manager' }, { timeout: 20_000 })
  await screen.findByRole('heading', { name: first }, slow)
  return app
}

describe('Product Manager: a page at a time', () => {
  it('shows the first 24 products, then the next page, the page in the address', async () => {
    const user = userEvent.setup()
    const app = await openScreen()
    expect(cardHeadings()).toHaveLength(24)
    const pager = screen.getByRole('navigation', { name: 'Pages of products' })
    expect(within(pager).getByText('1–24 of 30 products')).toBeVisible()
    // Only the page is read, never the whole list.
    expect(api.calls.some((call) => call.path === '/api/products')).toBe(false)

    await user.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Mango Batch 30' }, slow)).toBeVisible()
    expect(within(pager).getByText('25–30 of 30 products')).toBeVisible()
    expect(app.router.state.location.search).toBe('?page=2')
    expect(screen.queryByRole('heading', { name: 'Mango Batch 1' })).toBeNull()
  })

  it("searches on the server, says when nothing matches, and 'Show all products' clears it", async () => {
    const user = userEvent.setup()
    const app = await openScreen('/product-admin?page=2', 'Mango Batch 25')
    await user.type(screen.getByLabelText('Search products'), 'honey')
    expect(await screen.findByRole('heading', { name: 'Wildflower Honey' }, slow)).toBeVisible()
    await waitFor(() => expect(cardHeadings()).toEqual(['Wildflower Honey']))
    // A new search starts at page 1.
    expect(app.router.state.location.search).toBe('?q=honey')

    await user.clear(screen.getByLabelText('Search products'))
    await user.type(screen.getByLabelText('Search products'), 'lychee')
    expect(
      await screen.findByRole('heading', { name: 'No products match “lychee”' }, slow),
    ).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'No products yet' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Show all products' }))
    expect(await screen.findByRole('heading', { name: 'Mango Batch 1' }, slow)).toBeVisible()
    expect(app.router.state.location.search).toBe('')
    expect(screen.getByLabelText('Search products')).toHaveValue('')
  })

  it('opens ?edit=<id> for a product on another page, fetching it by id', async () => {
    const app = renderApp('/product-admin?edit=29')
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' }, slow)
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Mango Batch 29')
    expect(
      api.calls.some((call) => call.method === 'GET' && call.path === '/api/products/29'),
    ).toBe(true)
    expect(app.router.state.location.search).toBe('')
  })

  it('fetches the page again after a change', async () => {
    const user = userEvent.setup()
    await openScreen()
    const before = pageCalls().length
    await user.click(screen.getByRole('button', { name: 'Delete Mango Batch 1' }))
    await user.click(
      within(await screen.findByRole('alertdialog', {}, slow)).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Mango Batch 1' })).toBeNull())
    expect(pageCalls().length).toBeGreaterThan(before)
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of products' })).getByText(
        '1–24 of 29 products',
      ),
    ).toBeVisible()
  })

  it("shows the spec's empty state, without search or pager, when there is no product", async () => {
    api.items = []
    renderApp('/product-admin')
    expect(await screen.findByRole('heading', { name: 'No products yet' }, slow)).toBeVisible()
    expect(screen.queryByLabelText('Search products')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Pages of products' })).toBeNull()
  })
})

describe('Product Manager: harvest days', () => {
  it('saves the days a product is picked to order and when orders close, and shows them', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(screen.getByRole('button', { name: 'Edit Mango Batch 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' }, slow)
    const days = within(dialog).getByRole('group', { name: 'Picked to order on' })
    await user.click(within(days).getByRole('checkbox', { name: 'Tuesday' }))
    await user.click(within(days).getByRole('checkbox', { name: 'Friday' }))
    await user.click(within(dialog).getByRole('combobox', { name: 'Order cut-off' }))
    await user.click(await screen.findByRole('option', { name: '2 days before' }))
    const time = within(dialog).getByLabelText('Cut-off time')
    await user.clear(time)
    await user.type(time, '17:30')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        harvestDays: ['tuesday', 'friday'],
        harvestCutOffDaysBefore: 2,
        harvestCutOffTime: '17:30',
      }),
    )
    expect(
      await screen.findByText(
        'Picked to order on Tuesdays and Fridays; order by 5:30 PM 2 days before.',
        {},
        slow,
      ),
    ).toBeVisible()
  })
})

describe('Product Manager: where it ships', () => {
  it('saves the states a plant may not be shipped to, and marks the card', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(screen.getByRole('button', { name: 'Edit Mango Batch 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' }, slow)
    await user.click(within(dialog).getByRole('combobox', { name: 'Shipping rule' }))
    await user.click(await screen.findByRole('option', { name: 'Does not ship to these states' }))
    await user.type(within(dialog).getByLabelText('States'), 'CA, AZ')
    await user.type(
      within(dialog).getByLabelText('Reason shown to customers (optional)'),
      'nursery stock rules',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        shipsTo: { rule: 'except', states: ['CA', 'AZ'], reason: 'nursery stock rules' },
      }),
    )
    expect(await screen.findByText('Not to CA, AZ', {}, slow)).toBeVisible()
  })
})
