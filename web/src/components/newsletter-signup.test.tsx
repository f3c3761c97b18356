import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import { Providers } from '../app/providers'
import { NewsletterSignup } from './newsletter-signup'
import { dismissToast } from './ui/use-toast'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let posts: unknown[]
let answer: () => Response

beforeEach(() => {
  posts = []
  answer = () => json(200, { status: 'pending', message: 'Thank you for subscribing!' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/newsletter/subscribe' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)))
        return answer()
      }
      return json(404, { message: 'Not found', code: 'NOT_FOUND' })
    }),
  )
})
afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

function renderSignup() {
  render(
    <Providers queryClient={new QueryClient()}>
      <NewsletterSignup />
    </Providers>,
  )
  return userEvent.setup()
}

describe('NewsletterSignup', { timeout: 20_000 }, () => {
  it('needs an e-mail address (required, type email) and shows the subscriber claim', () => {
    renderSignup()
    const input = screen.getByLabelText('Email address')
    expect(input).toBeRequired()
    expect(input).toHaveAttribute('type', 'email')
    expect(screen.getByText(/1,200\+ subscribers/)).toBeInTheDocument()
  })

  it("subscribes, says 'Subscribed!' with a note to confirm, and clears the field", async () => {
    const user = renderSignup()
    await user.type(screen.getByLabelText('Email address'), ' mia@example.com ')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(await screen.findByText('Subscribed!')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Thank you for subscribing to our newsletter. Please check your inbox to confirm.',
      ),
    ).toBeInTheDocument()
    expect(posts).toEqual([{ email: 'mia@example.com', website: '' }])
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveValue(''))
  })

  it('shows the same toast whatever the server says in its message (it never tells who is subscribed)', async () => {
    answer = () => json(200, { status: 'pending', message: 'Some other words' })
    const user = renderSignup()
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Thank you for subscribing to our newsletter. Please check your inbox to confirm.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Some other words')).not.toBeInTheDocument()
  })

  it("shows 'Subscription Failed' with the server's message", async () => {
    answer = () =>
      json(429, {
        message: 'Too many requests. Please try again in 15 minutes.',
        code: 'RATE_LIMITED',
      })
    const user = renderSignup()
    await user.type(screen.getByLabelText('Email address'), 'mia@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument()
    // In the toast, and beside the form until the next try (the toast leaves after 5 s).
    expect(screen.getAllByText('Too many requests. Please try again in 15 minutes.')).toHaveLength(
      2,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 15 minutes.',
    )
    expect(screen.getByLabelText('Email address')).toHaveValue('mia@example.com')
  })

  it('says under the field, in plain words, what is wrong with the address, and sends nothing (no browser bubble)', async () => {
    const user = renderSignup()
    const input = screen.getByLabelText('Email address')
    expect(input.closest('form')).toHaveAttribute('novalidate')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(/^Please enter your e-mail address/)
    expect(input).toHaveFocus()

    await user.type(input, 'mia@')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(input).toHaveAccessibleDescription(/^Please enter a valid e-mail address/)
    expect(posts).toEqual([])
  })

  it("shows the server's message about the address under the field", async () => {
    answer = () =>
      json(400, {
        message: 'Invalid email: Please enter a valid e-mail address',
        code: 'VALIDATION_FAILED',
        fields: { email: 'Please enter a valid e-mail address' },
      })
    const user = renderSignup()
    await user.type(screen.getByLabelText('Email address'), 'mia@example')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      /^Please enter a valid e-mail address/,
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('sends whatever a bot puts in the hidden honeypot field (the server ignores such sign-ups)', async () => {
    const user = renderSignup()
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    await user.type(honeypot, 'http://spam.example')
    await user.type(screen.getByLabelText('Email address'), 'bot@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    await waitFor(() =>
      expect(posts).toEqual([{ email: 'bot@example.com', website: 'http://spam.example' }]),
    )
  })
})
