import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Plant } from '#contracts/plant-inventory'
import { fetchStub, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 })

const plant = (id: number, overrides: Partial<Plant>): Plant => ({
  id,
  category: 'mango',
  variety: `Plant ${id}`,
  size: '3-gallon',
  rootstock: 'Turpentine',
  description: 'From the grove.',
  imageUrl: null,
  price: '89.00',
  quantityAvailable: 5,
  isAvailable: true,
  seasonalAvailability: 'Year-round',
  minOrderQuantity: 1,
  maxOrderQuantity: null,
  plantingInstructions: null,
  careInstructions: null,
  harvestInfo: null,
  tags: [],
  ...overrides,
})

let plants: Plant[]

beforeEach(() => {
  plants = [
    plant(1, {
      variety: 'Glenn',
      plantingInstructions: 'Full sun, graft above the soil.',
      careInstructions: 'Water twice a week.',
      harvestInfo: 'Fruit in 2-3 years.',
      tags: ['grafted'],
      maxOrderQuantity: 4,
    }),
    plant(2, { variety: 'Carrie', isAvailable: false, quantityAvailable: 0 }),
    plant(3, {
      category: 'blackberry',
      variety: 'Natchez',
      size: 'Quart pot',
      price: '9.50',
      minOrderQuantity: 3,
      seasonalAvailability: 'October to March',
    }),
  ]
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      fetchStub({ '/api/site-content': [], '/api/plant-inventory': plants })(input),
    ),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const card = (variety: string) => {
  const found = screen
    .getAllByTestId('plant-card')
    .find((each) => within(each).queryByRole('heading', { name: variety }))
  if (!found) throw new Error(`No card for ${variety}`)
  return found
}
const varieties = () =>
  screen
    .getAllByTestId('plant-card')
    .map((each) => within(each).getByRole('heading', { level: 3 }).textContent)

describe('Plant Inventory page (spec 2)', () => {
  it('shows every plant under All Plants with its facts, availability and minimum order over 1', async () => {
    renderApp('/plant-inventory')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plants & Trees' }, slow),
    ).toBeVisible()
    await waitFor(() => card('Glenn'), slow)
    expect(screen.getByRole('tab', { name: 'All Plants', selected: true })).toBeVisible()
    expect(varieties()).toEqual(['Glenn', 'Carrie', 'Natchez'])

    const glenn = within(card('Glenn'))
    expect(glenn.getByText('Grafted Mango Trees')).toBeVisible()
    expect(glenn.getByText('Available')).toBeVisible()
    expect(glenn.getByText('3-gallon')).toBeVisible()
    expect(glenn.getByText('Turpentine')).toBeVisible()
    expect(glenn.getByText('$89.00')).toBeVisible()
    expect(glenn.getByText('Year-round')).toBeVisible()
    expect(glenn.queryByText(/Minimum order/)).toBeNull()

    expect(within(card('Carrie')).getByText('Out of Stock')).toBeVisible()
    const natchez = within(card('Natchez'))
    expect(natchez.getByText('Blackberry Plants')).toBeVisible()
    expect(natchez.getByText('Minimum order: 3 plants')).toBeVisible()
    expect(natchez.getByText('October to March')).toBeVisible()
  })

  it('switches tabs, keeping the tab in the address, and says when a category has none', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/plant-inventory?category=blackberry')
    await waitFor(() => card('Natchez'), slow)
    expect(screen.getByRole('tab', { name: 'Blackberries', selected: true })).toBeVisible()
    expect(varieties()).toEqual(['Natchez'])

    await user.click(screen.getByRole('tab', { name: 'Mangos' }))
    await waitFor(() => expect(varieties()).toEqual(['Glenn', 'Carrie']))
    expect(router.state.location.search).toBe('?category=mango')

    await user.click(screen.getByRole('tab', { name: 'Grapes' }))
    expect(
      await screen.findByRole('heading', { name: 'No plants available in this category yet' }),
    ).toBeVisible()
    expect(screen.queryAllByTestId('plant-card')).toHaveLength(0)
    expect(router.state.location.search).toBe('?category=grape')

    await user.click(screen.getByRole('tab', { name: 'All Plants' }))
    await waitFor(() => expect(varieties()).toHaveLength(3))
    expect(router.state.location.search).toBe('')
  })

  it('opens the planting, care and harvest notes in a dialog by keyboard, and closes it with Escape', async () => {
    const user = userEvent.setup()
    renderApp('/plant-inventory')
    await waitFor(() => card('Glenn'), slow)
    const open = within(card('Glenn')).getByRole('button', {
      name: 'Planting & care for Glenn (Grafted Mango Trees)',
    })
    open.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Glenn' })
    expect(within(dialog).getByRole('heading', { name: 'Planting' })).toBeVisible()
    expect(within(dialog).getByText('Full sun, graft above the soil.')).toBeVisible()
    expect(within(dialog).getByText('Water twice a week.')).toBeVisible()
    expect(within(dialog).getByText('Fruit in 2-3 years.')).toBeVisible()
    expect(within(dialog).getByText('Up to 4 trees')).toBeVisible()
    expect(within(dialog).getByText('#grafted')).toBeVisible()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(open).toHaveFocus()

    await user.click(
      within(card('Carrie')).getByRole('button', { name: /Planting & care for Carrie/ }),
    )
    const carrie = await screen.findByRole('dialog', { name: 'Carrie' })
    expect(within(carrie).getByText(/We have not written notes for this one yet/)).toBeVisible()
    expect(within(carrie).getAllByText('Out of Stock').length).toBeGreaterThan(0)
  })

  it("shows the category's empty state on All Plants when there are no plants at all", async () => {
    plants = []
    renderApp('/plant-inventory')
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No plants available in this category yet' },
        slow,
      ),
    ).toBeVisible()
  })
})
