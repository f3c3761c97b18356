import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { planInUseMessage, type StaffSubscriptionPlan } from '#contracts/subscription-plans'
import { dismissToast } from '#web/components/ui/use-toast'
import { renderApp } from '#web/test/render-app'
import { stubStaffResourceApi, type StaffResourceApi } from '#web/test/staff-resource-api'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

const adminPath = '/api/admin/subscription-plans'
let api: StaffResourceApi<StaffSubscriptionPlan>

const mangoBox: StaffSubscriptionPlan = {
  id: 1,
  name: "Mango Lover's Box",
  description: 'Whatever mangos are best that week.',
  basePrice: '45.00',
  frequency: 'weekly',
  products: ['Haden Mangos', 'Kent Mangos'],
  features: ['About 8 lb of mangos', 'Pause anytime'],
  icon: '🥭',
  popular: true,
  active: true,
}

beforeEach(() => {
  api = stubStaffResourceApi({
    path: adminPath,
    items: [
      mangoBox,
      {
        ...mangoBox,
        id: 4,
        name: 'Backyard Grove Starter',
        frequency: 'monthly',
        icon: '🌱',
        popular: false,
        active: false,
      },
    ],
    created: (body) => ({ ...body, basePrice: '12.50', id: 9 }) as unknown as StaffSubscriptionPlan,
    updated: (_current, body, id) =>
      ({ ...body, basePrice: String(body.basePrice), id }) as unknown as StaffSubscriptionPlan,
  })
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

function card(name: string) {
  const found = screen
    .getAllByTestId('plan-admin-card')
    .find((each) => within(each).queryByRole('heading', { name }))
  if (!found) throw new Error(`No card for ${name}`)
  return found
}

async function openScreen() {
  const app = renderApp('/subscription-admin')
  // The public page's answer, as if a visitor's page had it: a change must refresh it.
  app.queryClient.setQueryData(['/api/subscription-plans'], [])
  await screen.findByRole('heading', { level: 1, name: 'Subscription Plans' }, slow)
  await waitFor(() => card("Mango Lover's Box"), slow)
  return app
}

describe('Subscription Plans admin (spec 3)', () => {
  it('shows each plan with its badges, price and frequency, products and features', async () => {
    await openScreen()
    const mango = within(card("Mango Lover's Box"))
    expect(mango.getByText('Popular')).toBeVisible()
    expect(mango.queryByText('Inactive')).toBeNull()
    expect(mango.getByText('$45.00')).toBeVisible()
    expect(mango.getByText('per week')).toBeVisible()
    expect(mango.getByText('Haden Mangos, Kent Mangos')).toBeVisible()
    expect(mango.getByText('Pause anytime')).toBeVisible()
    const grove = within(card('Backyard Grove Starter'))
    expect(grove.getByText('Inactive')).toBeVisible()
    expect(grove.getByText('per month')).toBeVisible()
  })

  it("refuses a plan without name, description or price ('Missing Information'), then creates one", async () => {
    const user = userEvent.setup()
    const { queryClient } = await openScreen()
    await user.click(screen.getAllByRole('button', { name: 'Add Plan' })[0]!)
    const dialog = screen.getByRole('dialog', { name: 'Add Plan' })
    expect(within(dialog).getByRole('combobox', { name: 'Frequency' })).toHaveTextContent('Weekly')
    expect(within(dialog).getByRole('combobox', { name: 'Icon' })).toHaveTextContent('📦 Box')
    expect(
      within(dialog).getByRole('checkbox', { name: 'Active (visible to customers)' }),
    ).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Create Plan' }))
    expect((await screen.findAllByText('Missing Information', {}, slow))[0]).toBeVisible()
    expect(within(dialog).getAllByText('Please fill in all required fields.')).toHaveLength(3)
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await user.type(within(dialog).getByLabelText('Plan name'), 'Citrus Crate')
    await user.type(within(dialog).getByLabelText('Description'), 'Oranges and limes.')
    await user.type(within(dialog).getByLabelText('Price ($)'), '12.5')
    await user.type(within(dialog).getByLabelText('Products'), ' Oranges , , Key Limes ')
    await user.type(within(dialog).getByLabelText('Features'), 'Juicing guide,')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Most Popular' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create Plan' }))
    expect((await screen.findAllByText('Plan created successfully!', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: adminPath,
      body: {
        name: 'Citrus Crate',
        description: 'Oranges and limes.',
        basePrice: '12.5',
        frequency: 'weekly',
        products: ['Oranges', 'Key Limes'],
        features: ['Juicing guide'],
        icon: '📦',
        popular: true,
        active: true,
      },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => card('Citrus Crate'))
    expect(queryClient.getQueryState(['/api/subscription-plans'])?.isInvalidated).toBe(true)
  })

  it('edits a plan with its values filled in, and deletes one after the question', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(
      within(card("Mango Lover's Box")).getByRole('button', { name: "Edit Mango Lover's Box" }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit Plan' })
    expect(within(dialog).getByLabelText('Plan name')).toHaveValue("Mango Lover's Box")
    expect(within(dialog).getByLabelText('Price ($)')).toHaveValue('45.00')
    expect(within(dialog).getByLabelText('Products')).toHaveValue('Haden Mangos, Kent Mangos')
    expect(within(dialog).getByRole('combobox', { name: 'Icon' })).toHaveTextContent('🥭 Mango')
    expect(within(dialog).getByRole('checkbox', { name: 'Most Popular' })).toBeChecked()
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Active (visible to customers)' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Update Plan' }))
    expect((await screen.findAllByText('Plan updated successfully!', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `${adminPath}/1`,
      body: { name: "Mango Lover's Box", basePrice: '45.00', active: false },
    })
    await waitFor(() =>
      expect(within(card("Mango Lover's Box")).getByText('Inactive')).toBeVisible(),
    )
    act(() => dismissToast())

    await user.click(
      within(card('Backyard Grove Starter')).getByRole('button', {
        name: 'Delete Backyard Grove Starter',
      }),
    )
    const question = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this plan?',
    })
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect((await screen.findAllByText('Plan deleted successfully!', {}, slow))[0]).toBeVisible()
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(`${adminPath}/4`)
  })

  it('shows why a plan with subscribers cannot be deleted in the failure toast', async () => {
    const user = userEvent.setup()
    api.refuseDelete = { message: planInUseMessage, code: 'PLAN_IN_USE' }
    await openScreen()
    await user.click(
      within(card("Mango Lover's Box")).getByRole('button', { name: "Delete Mango Lover's Box" }),
    )
    const question = screen.getByRole('alertdialog')
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect((await screen.findAllByText('Failed to delete plan', {}, slow))[0]).toBeVisible()
    expect(screen.getAllByText(planInUseMessage)[0]).toBeVisible()
    // The question stays open; the plan is still there.
    expect(screen.getByRole('alertdialog')).toBeVisible()
    expect(api.items.map((plan) => plan.id)).toContain(1)
  })
})
