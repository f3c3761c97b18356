import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { User } from '#contracts/identity'
import { jsonResponse, renderApp } from '#web/test/render-app'
import { sessionQueryKey } from '#web/hooks/use-current-user'

vi.setConfig({ testTimeout: 20_000 })
const slow = { timeout: 10_000 }

const validToken = 'Nw_3hPzWIJ1Rkz6Gy0p9Iwz6vcREHQ0SgVojERnNXyA'
const jane: User = {
  id: 'u1',
  email: 'jane@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
}

let user: User | null
let spentTokens: Set<string>
let posts: { path: string; body: unknown }[]

beforeEach(() => {
  user = null
  spentTokens = new Set()
  posts = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
      if (method === 'POST') posts.push({ path, body })
      if (method === 'GET' && path === '/api/session')
        return jsonResponse({ customer: user, staff: null })
      if (method === 'POST' && path === '/api/auth/email-link')
        return jsonResponse({ message: 'Check your inbox: we sent you a sign-in link.' }, 202)
      if (method === 'POST' && path === '/api/auth/email-link/verify') {
        const { token } = body as { token: string }
        if (spentTokens.has(token))
          return jsonResponse(
            {
              message: 'This sign-in link has expired or has already been used.',
              code: 'INVALID_LINK',
            },
            400,
          )
        spentTokens.add(token)
        user = jane
        return jsonResponse(jane)
      }
      if (path === '/api/site-content' || path === '/api/cart') return jsonResponse([])
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('/sign-in', () => {
  it('sends a sign-in link to the address and shows the check-your-inbox state', async () => {
    renderApp('/sign-in')
    const email = await screen.findByLabelText('E-mail', {}, slow)
    await userEvent.click(screen.getByRole('button', { name: 'Email Me a Sign-In Link' }))
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument()
    expect(posts).toEqual([])

    await userEvent.type(email, '  Jane@Example.com ')
    await userEvent.click(screen.getByRole('button', { name: 'Email Me a Sign-In Link' }))
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument()
    expect(screen.getByText('jane@example.com')).toBeInTheDocument()
    expect(posts).toEqual([
      { path: '/api/auth/email-link', body: { email: 'jane@example.com', website: '' } },
    ])

    await userEvent.click(screen.getByRole('button', { name: 'Use a Different E-mail' }))
    expect(await screen.findByLabelText('E-mail')).toHaveValue('')
  })

  it('has a hidden honeypot field named website, out of reach of keyboards and screen readers', async () => {
    const { container } = renderApp('/sign-in')
    await screen.findByLabelText('E-mail', {}, slow)
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')
    expect(honeypot).not.toBeNull()
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('asks for a link that comes back to the page the visitor came from (?returnTo=)', async () => {
    renderApp('/sign-in?returnTo=%2Fsubscriptions')
    await userEvent.type(await screen.findByLabelText('E-mail', {}, slow), 'jane@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Email Me a Sign-In Link' }))
    await screen.findByRole('heading', { name: 'Check your inbox' })
    expect(posts).toEqual([
      {
        path: '/api/auth/email-link',
        body: { email: 'jane@example.com', website: '', returnTo: '/subscriptions' },
      },
    ])
  })

  it('explains a failed provider sign-in (?failed=1)', async () => {
    renderApp('/sign-in?failed=1')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      "We couldn't sign you in just now.",
    )
  })

  it('shows no failure message without ?failed=1', async () => {
    renderApp('/sign-in')
    await screen.findByLabelText('E-mail', {}, slow)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('/sign-in/verify', () => {
  it('signs in only when the button is pressed, then goes home signed in', async () => {
    const { router, queryClient } = renderApp(`/sign-in/verify?token=${validToken}`)
    const button = await screen.findByRole('button', { name: 'Sign in to Groveside' }, slow)
    // Mail scanners open links: opening the page alone must not use the token.
    expect(posts).toEqual([])

    await userEvent.click(button)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(posts).toEqual([{ path: '/api/auth/email-link/verify', body: { token: validToken } }])
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ customer: jane, staff: null })
  })

  it('goes back to the page the visitor signed in from, never to another site', async () => {
    const back = renderApp(`/sign-in/verify?token=${validToken}&returnTo=%2Fsubscriptions`)
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to Groveside' }, slow))
    await waitFor(() => expect(back.router.state.location.pathname).toBe('/subscriptions'))
    back.unmount()
    user = null
    const secondToken = validToken.split('').reverse().join('')

    const away = renderApp(`/sign-in/verify?token=${secondToken}&returnTo=%2F%2Fevil.example`)
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to Groveside' }, slow))
    await waitFor(() => expect(away.router.state.location.pathname).toBe('/'))
  })

  it("shows the server's message and a way back to /sign-in for a used link", async () => {
    spentTokens.add(validToken)
    renderApp(`/sign-in/verify?token=${validToken}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to Groveside' }, slow))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link has expired or has already been used.',
    )
    expect(screen.getByRole('link', { name: 'Get a New Sign-In Link' })).toHaveAttribute(
      'href',
      '/sign-in',
    )
    expect(screen.queryByRole('button', { name: 'Sign in to Groveside' })).toBeNull()
  })

  it('says a link without its token is incomplete, without calling the server', async () => {
    renderApp('/sign-in/verify')
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'This sign-in link is incomplete.',
    )
    expect(screen.queryByRole('button', { name: 'Sign in to Groveside' })).toBeNull()
    expect(posts).toEqual([])
  })
})
