import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

// The first screen of a file loads its chunk: slow on a busy machine.
const slow = { timeout: 25_000 }
vi.setConfig({ testTimeout: 60_000 })

const token = 'a-good-token-from-the-e-mail-1234567890'
let posted: { path: string; body: unknown }[]

beforeEach(() => {
  posted = []
  document.cookie = 'groveside_signed_in=; path=/; max-age=0'
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      if (init?.method === 'POST') posted.push({ path: url.pathname, body })
      if (url.pathname === '/api/session') return jsonResponse({ customer: null, staff: null })
      if (url.pathname === '/api/staff/password-link') {
        if (body.token !== token) {
          return jsonResponse(
            {
              message:
                'This link has expired or has already been used. Ask the farm owner for a new one.',
              code: 'INVALID_LINK',
              fields: { token: 'Expired or already used' },
            },
            400,
          )
        }
        return jsonResponse({ purpose: 'invite', name: 'Rosa Field', email: 'rosa@farm.test' })
      }
      if (url.pathname === '/api/staff/set-password') {
        return jsonResponse({ id: 7, email: 'rosa@farm.test', name: 'Rosa Field', role: 'staff' })
      }
      if (url.pathname === '/api/site-content') return jsonResponse([])
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

describe('The set-password page of an e-mailed link', () => {
  it('greets the invited person, checks the password and signs them in to the back office', async () => {
    const user = userEvent.setup()
    const { router } = renderApp(`/staff/set-password?token=${token}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Rosa Field' }, slow),
    ).toBeVisible()
    expect(screen.getByLabelText('Your sign-in e-mail')).toHaveValue('rosa@farm.test')

    await user.type(screen.getByLabelText('New password'), 'too short')
    await user.type(screen.getByLabelText('Type it again'), 'too short')
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }))
    expect(await screen.findByText('Password must be at least 12 characters')).toBeVisible()

    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'mangos ripen in june')
    await user.clear(screen.getByLabelText('Type it again'))
    await user.type(screen.getByLabelText('Type it again'), 'mangos ripen in july')
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }))
    expect(await screen.findByText('The two passwords are not the same')).toBeVisible()
    expect(posted.some((call) => call.path === '/api/staff/set-password')).toBe(false)

    await user.clear(screen.getByLabelText('Type it again'))
    await user.type(screen.getByLabelText('Type it again'), 'mangos ripen in june')
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(posted.find((call) => call.path === '/api/staff/set-password')!.body).toEqual({
      token,
      password: 'mangos ripen in june',
    })
  })

  it('says when the link can no longer be used', async () => {
    renderApp('/staff/set-password?token=an-old-token-used-before-000000000')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link can’t be used' }, slow),
    ).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('has expired or has already been used')
  })

  it('says when the link is incomplete, without asking the server', async () => {
    renderApp('/staff/set-password?token=short')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('This link is incomplete')
    expect(posted).toEqual([])
  })
})
