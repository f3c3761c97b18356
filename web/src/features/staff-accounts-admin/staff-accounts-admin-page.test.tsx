import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { StaffAccount, StaffAccountList, StaffInvite } from '#contracts/staff-accounts'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

// The first screen of a file loads its chunk: slow on a busy machine.
const slow = { timeout: 25_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 60_000 })

const owner: StaffAccount = {
  id: 1,
  name: 'Marta Grove',
  email: 'owner@groveside.test',
  role: 'owner',
  active: true,
  lastLoginAt: '2030-05-15T13:00:00.000Z',
  createdAt: '2030-01-01T12:00:00.000Z',
  resetPending: false,
}
const rosa: StaffAccount = {
  ...owner,
  id: 2,
  name: 'Rosa Field',
  email: 'rosa@farm.test',
  role: 'staff',
  lastLoginAt: null,
}
const ben: StaffInvite = {
  id: 5,
  name: 'Ben Hive',
  email: 'ben@farm.test',
  role: 'staff',
  invitedBy: 'Marta Grove',
  sentAt: '2030-05-14T13:00:00.000Z',
  expiresAt: '2030-05-21T13:00:00.000Z',
  expired: false,
}

let role: 'owner' | 'staff'
let list: StaffAccountList
let calls: { method: string; path: string; body: unknown }[]

beforeEach(() => {
  role = 'owner'
  list = { accounts: [owner, rosa], invites: [ben] }
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path: url.pathname, body })
      switch (`${method} ${url.pathname}`) {
        case 'GET /api/session':
          return jsonResponse({
            customer: null,
            staff: { id: 1, email: owner.email, name: owner.name, role },
          })
        case 'GET /api/site-content':
          return jsonResponse([])
        case 'GET /api/admin/staff-accounts':
          return jsonResponse(list)
        case 'POST /api/admin/staff-invites':
          if (body.email === 'rosa@farm.test') {
            return jsonResponse(
              {
                message: 'A staff account with this e-mail already exists.',
                code: 'STAFF_EXISTS',
                fields: { email: 'A staff account with this e-mail already exists' },
              },
              409,
            )
          }
          list = { ...list, invites: [{ ...ben, id: 6, ...body }, ...list.invites] }
          return jsonResponse({ ...ben, id: 6, ...body }, 201)
        case 'POST /api/admin/staff-accounts/2/disable':
          list = { ...list, accounts: [owner, { ...rosa, active: false }] }
          return jsonResponse({ ...rosa, active: false })
        case 'POST /api/admin/staff-invites/5/resend':
          return jsonResponse(ben)
      }
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

const toast = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' }, slow)

async function openScreen() {
  renderApp('/admin/staff')
  await screen.findByRole('heading', { level: 1, name: 'Staff accounts' }, slow)
  return screen.findAllByTestId('staff-account-row', {}, slow)
}

describe('Staff accounts', () => {
  it('lists the accounts and the open invite, with what the owner can do to each', async () => {
    const rows = await openScreen()
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('Marta Grove')
    expect(rows[0]).toHaveTextContent('You')
    // The owner's own row offers no disabling or demotion.
    expect(within(rows[0]!).queryByRole('button', { name: /Disable/ })).toBeNull()
    expect(within(rows[0]!).queryByRole('button', { name: /Make staff/ })).toBeNull()
    expect(rows[1]).toHaveTextContent('Rosa Field')
    expect(rows[1]).toHaveTextContent('Never')
    expect(within(rows[1]!).getByRole('button', { name: 'Make owner: Rosa Field' })).toBeVisible()
    expect(rows[2]).toHaveTextContent('Ben Hive')
    expect(rows[2]).toHaveTextContent('Invited')
    expect(rows[2]).toHaveTextContent('by Marta Grove')
  })

  it('invites a person, showing the server’s refusal under the e-mail', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(screen.getByRole('button', { name: 'Invite staff' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite staff' }, slow)
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }))
    expect(await within(dialog).findByText('Name is required')).toBeVisible()

    await user.type(within(dialog).getByLabelText('Name'), 'Rosa Again')
    await user.type(within(dialog).getByLabelText('E-mail'), 'rosa@farm.test')
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }))
    expect(
      await within(dialog).findByText('A staff account with this e-mail already exists'),
    ).toBeVisible()
    expect(await toast('Could not send the invite')).toBeVisible()

    await user.clear(within(dialog).getByLabelText('E-mail'))
    await user.type(within(dialog).getByLabelText('E-mail'), 'Lena@Farm.test')
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }))
    await user.click(await screen.findByRole('option', { name: 'Owner' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }))
    expect(await toast('Invite sent')).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((call) => call.method === 'POST').at(-1)!.body).toEqual({
      name: 'Rosa Again',
      email: 'lena@farm.test',
      role: 'owner',
    })
    await waitFor(() => expect(screen.getAllByTestId('staff-account-row')).toHaveLength(4))
  })

  it('disables an account after asking, and sends an invite again at once', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(screen.getByRole('button', { name: 'Disable: Rosa Field' }))
    const question = await screen.findByRole('alertdialog', { name: 'Disable Rosa Field?' }, slow)
    await user.click(within(question).getByRole('button', { name: 'Disable account' }))
    expect(await toast('Account disabled')).toBeVisible()
    const rosaRow = (await screen.findAllByTestId('staff-account-row'))[1]!
    await waitFor(() => expect(rosaRow).toHaveTextContent('Disabled'))
    expect(within(rosaRow).getByRole('button', { name: 'Enable: Rosa Field' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Resend invite: Ben Hive' }))
    expect(await toast('Invite sent again')).toBeVisible()
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/staff-accounts/2/disable',
        'POST /api/admin/staff-invites/5/resend',
      ]),
    )
  })

  it('shows staff that only the owner can open it, and asks the server nothing', async () => {
    role = 'staff'
    renderApp('/admin/staff')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Only the owner can open this' }, slow),
    ).toBeVisible()
    expect(screen.getByText(/Only the farm owner can manage staff accounts/)).toBeVisible()
    expect(calls.some((call) => call.path === '/api/admin/staff-accounts')).toBe(false)
  })
})
