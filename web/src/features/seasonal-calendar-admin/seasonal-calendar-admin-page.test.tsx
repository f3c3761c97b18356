import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { seasonalCategories, type SeasonalItemAdmin } from '#contracts/seasonal'
import { dismissToast } from '#web/components/ui/use-toast'
import { renderApp } from '#web/test/render-app'
import { stubStaffResourceApi, type StaffResourceApi } from '#web/test/staff-resource-api'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

const adminPath = '/api/admin/seasonal-availability'
let api: StaffResourceApi<SeasonalItemAdmin>

const haden: SeasonalItemAdmin = {
  id: 1,
  productName: 'Haden Mangos',
  category: 'fresh',
  description: 'Our earliest mangos.',
  icon: '🥭',
  color: 'mango',
  availableSeasonMonths: [4, 5, 6],
  peakSeasonMonths: [5, 6],
  isActive: true,
}

beforeEach(() => {
  api = stubStaffResourceApi({
    path: adminPath,
    // In the server's order: by category (fresh, honey, plants), then name.
    items: [
      { ...haden, id: 3, productName: 'Blackberries', icon: '🫐', color: 'berry' },
      haden,
      {
        ...haden,
        id: 2,
        productName: 'Wildflower Honey',
        category: 'honey',
        icon: '🍯',
        color: 'honey',
        isActive: false,
      },
    ],
    stats: (items) =>
      Object.fromEntries(
        seasonalCategories.flatMap((category) => {
          const inCategory = items.filter((item) => item.category === category)
          return [
            [category, inCategory.length],
            [`${category}Visible`, inCategory.filter((item) => item.isActive).length],
          ]
        }),
      ),
  })
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

function card(name: string) {
  const found = screen
    .getAllByTestId('seasonal-admin-card')
    .find((each) => within(each).queryByRole('heading', { name }))
  if (!found) throw new Error(`No card for ${name}`)
  return found
}

async function openScreen() {
  const app = renderApp('/seasonal-calendar-admin')
  // The public calendar's answer, as if a visitor's page had it: a change must refresh it.
  app.queryClient.setQueryData(['/api/seasonal-availability'], [])
  await screen.findByRole('heading', { level: 1, name: 'Seasonal Calendar Admin' }, slow)
  await waitFor(() => card('Haden Mangos'), slow)
  return app
}

describe('Seasonal Calendar Admin', () => {
  it('groups the items by category, fresh first, with their months in words', async () => {
    await openScreen()
    const main = within(screen.getByRole('main'))
    const headings = main
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    expect(headings).toEqual(['Fresh Produce', 'Honey Products'])
    const titles = main.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(titles).toEqual(['Blackberries', 'Haden Mangos', 'Wildflower Honey'])
    expect(screen.getByTestId('seasonal-count-fresh')).toHaveTextContent('2 (2 visible)')
    expect(screen.getByTestId('seasonal-count-honey')).toHaveTextContent('1 (0 visible)')
    const months = within(card('Haden Mangos')).getByRole('list', {
      name: 'Months of Haden Mangos',
    })
    expect(within(months).getByText('June: Peak season')).toBeInTheDocument()
    expect(within(months).getByText('May: Available')).toBeInTheDocument()
    expect(within(months).getByText('January: Not available')).toBeInTheDocument()
    expect(within(card('Wildflower Honey')).getByText('Hidden')).toBeVisible()
  })

  it("refuses an item without available months in the spec's words, then creates one", async () => {
    const user = userEvent.setup()
    const { queryClient } = await openScreen()
    await user.click(screen.getAllByRole('button', { name: 'Add Seasonal Item' })[0]!)
    const dialog = screen.getByRole('dialog', { name: 'Add Seasonal Item' })
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Fresh Produce',
    )
    await user.type(within(dialog).getByLabelText('Product name'), 'Valencia Oranges')
    await user.type(within(dialog).getByLabelText('Description'), 'Juicing oranges.')
    await user.click(within(dialog).getByRole('button', { name: 'Create Item' }))
    expect((await screen.findAllByText('Validation Error', {}, slow))[0]).toBeVisible()
    expect(within(dialog).getByText('Please select at least one available month.')).toBeVisible()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    // The pickers are radio groups: reachable by keyboard, arrows move the choice.
    const icons = within(dialog).getByRole('group', { name: 'Icon' })
    await user.click(within(icons).getByRole('radio', { name: 'Citrus' }))
    const themes = within(dialog).getByRole('group', { name: 'Colour theme' })
    await user.click(within(themes).getByRole('radio', { name: 'Citrus yellow' }))
    await user.keyboard('{ArrowRight}')
    expect(within(themes).getByRole('radio', { name: 'Sky blue' })).toBeChecked()

    const available = within(dialog).getByRole('group', { name: 'Available months' })
    await user.click(within(available).getByRole('checkbox', { name: 'Apr' }))
    await user.click(within(available).getByRole('checkbox', { name: 'Mar' }))
    const peak = within(dialog).getByRole('group', { name: 'Peak season months (optional)' })
    await user.click(within(peak).getByRole('checkbox', { name: 'May' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create Item' }))
    expect(
      within(dialog).getAllByText('Peak months must also be available months.').length,
    ).toBeGreaterThan(1)
    await user.click(within(peak).getByRole('checkbox', { name: 'May' }))
    await user.click(within(peak).getByRole('checkbox', { name: 'Apr' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create Item' }))
    expect((await screen.findAllByText('Seasonal Item Created', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: adminPath,
      body: {
        productName: 'Valencia Oranges',
        category: 'fresh',
        description: 'Juicing oranges.',
        icon: '🍊',
        color: 'sky',
        availableSeasonMonths: [2, 3],
        peakSeasonMonths: [3],
        isActive: true,
      },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => card('Valencia Oranges'))
    // The public calendar's list is refreshed too.
    expect(queryClient.getQueryState(['/api/seasonal-availability'])?.isInvalidated).toBe(true)
  })

  it('edits an item with its values filled in, toggles it sending only isActive, and deletes one', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(
      within(card('Haden Mangos')).getByRole('button', { name: 'Edit Haden Mangos' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit Seasonal Item' })
    expect(within(dialog).getByLabelText('Product name')).toHaveValue('Haden Mangos')
    const available = within(dialog).getByRole('group', { name: 'Available months' })
    expect(within(available).getByRole('checkbox', { name: 'Jun' })).toBeChecked()
    expect(within(available).getByRole('checkbox', { name: 'Jan' })).not.toBeChecked()
    expect(within(dialog).getByRole('radio', { name: 'Mango orange' })).toBeChecked()
    await user.clear(within(dialog).getByLabelText('Product name'))
    await user.type(within(dialog).getByLabelText('Product name'), 'Haden & Zill Mangos')
    await user.click(within(dialog).getByRole('button', { name: 'Update Item' }))
    expect((await screen.findAllByText('Seasonal Item Updated', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `${adminPath}/1`,
      body: { productName: 'Haden & Zill Mangos', availableSeasonMonths: [4, 5, 6] },
    })
    await waitFor(() => card('Haden & Zill Mangos'))
    act(() => dismissToast())

    await user.click(
      within(card('Blackberries')).getByRole('switch', {
        name: 'Visible on seasonal calendar: Blackberries',
      }),
    )
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
        path: `${adminPath}/3`,
        body: { isActive: false },
      }),
    )
    expect(Object.keys(api.calls.find((call) => call.method === 'PATCH')!.body as object)).toEqual([
      'isActive',
    ])
    await waitFor(() => expect(within(card('Blackberries')).getByText('Hidden')).toBeVisible())

    await user.click(
      within(card('Blackberries')).getByRole('button', { name: 'Delete Blackberries' }),
    )
    const question = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this seasonal item?',
    })
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect((await screen.findAllByText('Seasonal Item Deleted', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(`${adminPath}/3`)
  })

  it("shows the spec's failure title with the server's message", async () => {
    const user = userEvent.setup()
    api.failWrites = true
    await openScreen()
    await user.click(
      within(card('Haden Mangos')).getByRole('button', { name: 'Delete Haden Mangos' }),
    )
    const question = screen.getByRole('alertdialog')
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect((await screen.findAllByText('Failed to Delete Item', {}, slow))[0]).toBeVisible()
    expect(screen.getAllByText('Database is resting')[0]).toBeVisible()
  })
})
