import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '#web/test/render-app'

/**
 * The first screen of a test loads its lazy route module, which can take a while when cold
 * (and each test may take longer than vitest's default 5 s on a busy machine).
 */
const pageLoad = { timeout: 10_000 }

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const token = 'k'.repeat(43)
let posts: { path: string; body: unknown }[]
let answer: (path: string) => Response

beforeEach(() => {
  posts = []
  answer = (path) =>
    json(200, {
      message: path.endsWith('/confirm')
        ? 'Your subscription is confirmed. Welcome to our newsletter!'
        : "We won't send you our newsletter any more. Changed your mind? You can sign up again any time.",
    })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname
      if (init?.method === 'POST') {
        posts.push({ path, body: JSON.parse(String(init.body)) })
        return answer(path)
      }
      if (path === '/api/site-content') return json(200, [])
      return json(404, { message: 'Not found', code: 'NOT_FOUND' })
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('/newsletter/confirm', { timeout: 20_000 }, () => {
  it('waits for the button (link scanners), then confirms the token', async () => {
    const user = userEvent.setup()
    renderApp(`/newsletter/confirm?token=${token}`)
    const button = await screen.findByRole('button', { name: 'Confirm Subscription' }, pageLoad)
    expect(posts).toEqual([])

    await user.click(button)
    expect(
      await screen.findByRole('heading', { name: "You're Subscribed!" }, pageLoad),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Your subscription is confirmed. Welcome to our newsletter!'),
    ).toBeInTheDocument()
    expect(posts).toEqual([{ path: '/api/newsletter/confirm', body: { token } }])
  })

  it("shows the server's message when the link is used or expired", async () => {
    answer = () =>
      json(400, {
        message: 'This confirmation link has expired or has already been used.',
        code: 'INVALID_LINK',
        fields: { token: 'Expired or already used' },
      })
    const user = userEvent.setup()
    renderApp(`/newsletter/confirm?token=${token}`)
    await user.click(await screen.findByRole('button', { name: 'Confirm Subscription' }, pageLoad))
    expect(await screen.findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'This confirmation link has expired or has already been used.',
    )
    expect(screen.getByRole('alert')).toHaveTextContent("If you already confirmed, you're all set.")
    expect(screen.queryByRole('button', { name: 'Confirm Subscription' })).toBeNull()
  })

  it('explains an incomplete link without calling the server', async () => {
    renderApp('/newsletter/confirm?token=abc')
    expect(await screen.findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'This link is incomplete.',
    )
    expect(screen.queryByRole('button', { name: 'Confirm Subscription' })).toBeNull()
    expect(posts).toEqual([])
  })
})

describe('/newsletter/unsubscribe', { timeout: 20_000 }, () => {
  it('unsubscribes only when the button is pressed', async () => {
    const user = userEvent.setup()
    renderApp(`/newsletter/unsubscribe?token=${token}`)
    const button = await screen.findByRole('button', { name: 'Unsubscribe' }, pageLoad)
    expect(posts).toEqual([])
    await user.click(button)
    expect(
      await screen.findByRole('heading', { name: "You're Unsubscribed" }, pageLoad),
    ).toBeInTheDocument()
    expect(screen.getByText(/We won't send you our newsletter any more/)).toBeInTheDocument()
    expect(posts).toEqual([{ path: '/api/newsletter/unsubscribe', body: { token } }])
  })

  it('explains a link without a token', async () => {
    renderApp('/newsletter/unsubscribe')
    expect(await screen.findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'This link is incomplete.',
    )
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull()
  })
})
