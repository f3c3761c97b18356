import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PlantAdmin } from '#contracts/plant-inventory'
import { dismissToast } from '#web/components/ui/use-toast'
import { renderApp } from '#web/test/render-app'
import { stubStaffResourceApi, type StaffResourceApi } from '#web/test/staff-resource-api'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

const adminPath = '/api/admin/plant-inventory'
let api: StaffResourceApi<PlantAdmin>

const glenn: PlantAdmin = {
  id: 1,
  category: 'mango',
  variety: 'Glenn',
  size: '3-gallon',
  rootstock: 'Turpentine',
  description: 'Our top pick for a first mango tree.',
  imageUrl: null,
  price: '89.00',
  quantityAvailable: 14,
  isAvailable: true,
  seasonalAvailability: 'Year-round',
  minOrderQuantity: 1,
  maxOrderQuantity: null,
  plantingInstructions: 'Full sun.',
  careInstructions: null,
  harvestInfo: null,
  tags: ['grafted', 'fiberless'],
}

beforeEach(() => {
  api = stubStaffResourceApi({
    path: adminPath,
    items: [
      glenn,
      { ...glenn, id: 2, variety: 'Carrie', quantityAvailable: 0 },
      { ...glenn, id: 3, category: 'grape', variety: 'Noble', isAvailable: false },
    ],
    created: (body) =>
      ({ ...body, id: 9, price: Number(body.price).toFixed(2) }) as unknown as PlantAdmin,
  })
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

function card(name: string) {
  const found = screen
    .getAllByTestId('plant-admin-card')
    .find((each) => within(each).queryByRole('heading', { name }))
  if (!found) throw new Error(`No card for ${name}`)
  return found
}

async function openScreen() {
  const app = renderApp('/plant-inventory-admin')
  // The public page's answer, as if a visitor's page had it: a change must refresh it.
  app.queryClient.setQueryData(['/api/plant-inventory'], [])
  await screen.findByRole('heading', { level: 1, name: 'Plant Inventory Management' }, slow)
  await waitFor(() => card('Glenn'), slow)
  return app
}

describe('Plant Inventory Management', () => {
  it('shows each plant with its category, availability as visitors see it, stock and season', async () => {
    await openScreen()
    const first = within(card('Glenn'))
    expect(first.getByText('Grafted Mango Trees')).toBeVisible()
    expect(first.getByText('Available')).toBeVisible()
    expect(first.getByText('$89.00')).toBeVisible()
    expect(first.getByTestId('plant-stock')).toHaveTextContent('14 in stock')
    expect(first.getByText('Year-round')).toBeVisible()
    expect(first.getByText('3-gallon · Turpentine rootstock')).toBeVisible()
    // Quantity 0 is Out of Stock whatever the switch says; a switched-off plant too.
    expect(within(card('Carrie')).getByText('Out of Stock')).toBeVisible()
    expect(within(card('Carrie')).getByText('None left')).toBeVisible()
    expect(within(card('Noble')).getByText('Out of Stock')).toBeVisible()
    expect(within(card('Noble')).getByText('Switched off')).toBeVisible()
    expect(within(card('Noble')).getByText('Grape Vines')).toBeVisible()
  })

  it("shows the spec's empty state with 'Add Your First Plant'", async () => {
    const user = userEvent.setup()
    api.items = []
    renderApp('/plant-inventory-admin')
    expect(
      await screen.findByRole('heading', { name: 'No plants in inventory' }, slow),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Add Your First Plant' }))
    expect(screen.getByRole('dialog', { name: 'Add New Plant' })).toBeVisible()
  })

  it('refuses a maximum below the minimum and a blank size, then adds a plant', async () => {
    const user = userEvent.setup()
    const { queryClient } = await openScreen()
    await user.click(screen.getByRole('button', { name: 'Add Plant' }))
    const dialog = screen.getByRole('dialog', { name: 'Add New Plant' })
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Grafted Mango Trees',
    )
    await user.type(within(dialog).getByLabelText('Variety'), 'Valencia Pride')
    await user.type(within(dialog).getByLabelText('Price'), '92.5')
    await user.clear(within(dialog).getByLabelText('Minimum order'))
    await user.type(within(dialog).getByLabelText('Minimum order'), '3')
    await user.type(within(dialog).getByLabelText('Maximum order (optional)'), '2')
    await user.click(within(dialog).getByRole('button', { name: 'Add Plant' }))
    expect(await within(dialog).findByText('Size is required')).toBeVisible()
    await user.type(within(dialog).getByLabelText('Size'), '3-gallon')
    await user.click(within(dialog).getByRole('button', { name: 'Add Plant' }))
    expect(
      await within(dialog).findByText('Maximum order must be at least the minimum order'),
    ).toBeVisible()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await user.clear(within(dialog).getByLabelText('Maximum order (optional)'))
    await user.type(within(dialog).getByLabelText('Maximum order (optional)'), '6')
    await user.type(within(dialog).getByLabelText('Tags'), 'grafted, vigorous')
    await user.type(within(dialog).getByLabelText('Harvest information'), 'Ripens in July.')
    await user.click(within(dialog).getByRole('button', { name: 'Add Plant' }))
    expect((await screen.findAllByText('Plant added successfully', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: adminPath,
      body: {
        category: 'mango',
        variety: 'Valencia Pride',
        size: '3-gallon',
        price: '92.5',
        quantityAvailable: 0,
        minOrderQuantity: 3,
        maxOrderQuantity: 6,
        isAvailable: true,
        harvestInfo: 'Ripens in July.',
        tags: ['grafted', 'vigorous'],
      },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => card('Valencia Pride'))
    // The public page's list is refreshed too.
    expect(queryClient.getQueryState(['/api/plant-inventory'])?.isInvalidated).toBe(true)
  })

  it('edits a plant with its values filled in, and deletes one after the question', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(within(card('Glenn')).getByRole('button', { name: 'Edit Glenn' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit Plant' })
    expect(within(dialog).getByLabelText('Variety')).toHaveValue('Glenn')
    expect(within(dialog).getByLabelText('Price')).toHaveValue('89.00')
    expect(within(dialog).getByLabelText('Quantity available')).toHaveValue('14')
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('grafted, fiberless')
    expect(within(dialog).getByRole('switch', { name: 'Available' })).toBeChecked()
    await user.clear(within(dialog).getByLabelText('Quantity available'))
    await user.type(within(dialog).getByLabelText('Quantity available'), '0')
    await user.click(within(dialog).getByRole('button', { name: 'Update Plant' }))
    expect((await screen.findAllByText('Plant updated successfully', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `${adminPath}/1`,
      body: { variety: 'Glenn', quantityAvailable: 0, price: '89.00', isAvailable: true },
    })
    await waitFor(() => expect(within(card('Glenn')).getByText('Out of Stock')).toBeVisible())
    act(() => dismissToast())

    await user.click(within(card('Noble')).getByRole('button', { name: 'Delete Noble' }))
    const question = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this plant?',
    })
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect((await screen.findAllByText('Plant deleted successfully', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(`${adminPath}/3`)
  })

  it("shows 'Error' with the server's message when a change fails", async () => {
    const user = userEvent.setup()
    api.failWrites = true
    await openScreen()
    await user.click(within(card('Glenn')).getByRole('button', { name: 'Delete Glenn' }))
    const question = screen.getByRole('alertdialog')
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect((await screen.findAllByText('Error', {}, slow))[0]).toBeVisible()
    expect(screen.getAllByText('Database is resting')[0]).toBeVisible()
  })
})
