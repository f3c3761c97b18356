import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { StaffMember } from '#contracts/identity'
import { Providers } from '#web/app/providers'
import { dismissToast } from '#web/components/ui/use-toast'
import { createQueryClient } from '#web/lib/query-client'
import { StaffOnly } from './staff-only'
import { jsonResponse } from '#web/test/render-app'

vi.setConfig({ testTimeout: 20_000 })
const slow = { timeout: 10_000 }

const helper: StaffMember = {
  id: 2,
  email: 'helper@groveside.test',
  name: 'Sam Helper',
  role: 'staff',
}
let staff: StaffMember | null

beforeEach(() => {
  staff = null
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname
      if (path === '/api/session') return jsonResponse({ customer: null, staff })
      if (path === '/api/staff/login' && init?.method === 'POST') {
        const { password } = JSON.parse(String(init.body)) as { password: string }
        if (password !== 'right-password')
          return jsonResponse(
            { message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' },
            401,
          )
        staff = helper
        return jsonResponse(helper)
      }
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

function renderGuarded(role?: 'owner') {
  return render(
    <Providers queryClient={createQueryClient()}>
      <StaffOnly role={role}>
        <h1>Product Manager</h1>
      </StaffOnly>
    </Providers>,
  )
}

describe('StaffOnly', () => {
  it('shows a spinner while the staff session is checked', async () => {
    let answer: (response: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    renderGuarded()
    expect(screen.getByRole('status')).toHaveTextContent('Checking staff access')
    expect(screen.queryByRole('heading', { name: 'Product Manager' })).toBeNull()
    await act(async () =>
      answer(jsonResponse({ message: 'Staff sign-in required.', code: 'UNAUTHORIZED' }, 401)),
    )
    expect(
      await screen.findByRole('heading', { name: 'Staff sign-in required', hidden: true }),
    ).toBeInTheDocument()
  })

  it('asks for a staff login instead of showing the screen, then shows it after login', async () => {
    renderGuarded()
    const dialog = await screen.findByRole('dialog', { name: 'Staff Login' }, slow)
    expect(
      screen.getByRole('heading', { name: 'Staff sign-in required', hidden: true }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Product Manager', hidden: true })).toBeNull()

    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'helper@groveside.test')
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Incorrect password', {}, slow)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Product Manager', hidden: true })).toBeNull()

    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }))
    expect(
      await screen.findByRole('heading', { name: 'Product Manager' }, slow),
    ).toBeInTheDocument()
    expect(screen.getByText('Login Successful')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Staff sign-in required' })).toBeNull()
  })

  it('reopens the dialog from the panel after Cancel', async () => {
    renderGuarded()
    const dialog = await screen.findByRole('dialog', { name: 'Staff Login' }, slow)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Staff Login' }))
    expect(await screen.findByRole('dialog', { name: 'Staff Login' })).toBeInTheDocument()
  })

  it('renders the screen straight away for a staff session, and keeps owner screens for the owner', async () => {
    staff = helper
    const { unmount } = renderGuarded()
    expect(await screen.findByRole('heading', { name: 'Product Manager' })).toBeInTheDocument()
    unmount()

    renderGuarded('owner')
    expect(
      await screen.findByRole('heading', { name: 'Owner access required' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Product Manager' })).toBeNull()
  })
})
