import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { StaffMember, User } from '#contracts/identity'
import { pagePaths } from '#contracts/all-pages'
import { dismissToast } from '#web/components/ui/use-toast'
import { adminLinks } from '#web/features/staff/admin-links'
import { jsonResponse, renderApp } from '#web/test/render-app'
import { mainLinks } from './site-links'

// Menus and dialogs load their code on first use; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 })
const slow = { timeout: 10_000 }

const owner: StaffMember = {
  id: 1,
  email: 'owner@groveside.test',
  name: 'Farm Owner',
  role: 'owner',
}
const jane: User = {
  id: 'u1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: null,
  profileImageUrl: null,
}

let user: User | null
let staff: StaffMember | null
let pending: number
let calls: { method: string; path: string; body?: unknown }[]
let siteContent: unknown[]

const unauthorized = () => jsonResponse({ message: 'Sign-in required', code: 'UNAUTHORIZED' }, 401)

async function fakeApi(input: RequestInfo | URL, init?: RequestInit) {
  const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost')
  const method = init?.method ?? 'GET'
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
  calls.push({ method, path: url.pathname, body })
  const route = `${method} ${url.pathname}`
  switch (route) {
    case 'GET /api/session':
      return jsonResponse({ customer: user, staff })
    case 'GET /api/admin/blog/comments/pending-count':
      return staff ? jsonResponse({ pending }) : unauthorized()
    case 'POST /api/logout':
      user = null
      staff = null
      return new Response(null, { status: 204 })
    case 'POST /api/staff/logout':
      user = null
      staff = null
      return new Response(null, { status: 204 })
    case 'POST /api/staff/login': {
      const { password } = body as { password: string }
      if (password === 'too-many')
        return jsonResponse(
          {
            message: 'Too many failed sign-ins. Please wait 15 minutes and try again.',
            code: 'RATE_LIMITED',
          },
          429,
        )
      if (password !== 'right-password')
        return jsonResponse(
          { message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' },
          401,
        )
      staff = owner
      return jsonResponse(owner)
    }
    case 'GET /api/site-content':
      return jsonResponse(siteContent)
    case 'GET /api/cart':
      return jsonResponse([])
    default:
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
  }
}

beforeEach(() => {
  user = null
  staff = null
  pending = 2
  calls = []
  siteContent = []
  vi.stubGlobal('fetch', vi.fn(fakeApi))
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

// `hidden`: while a modal dialog is open, Radix hides the rest of the page from assistive tech.
const header = () => screen.getByRole('banner', { hidden: true })

/** Renders the app on a page without data of its own, once that page's code has loaded. */
async function renderPage() {
  renderApp('/nowhere')
  await screen.findByRole('heading', { name: 'Page Not Found' }, slow)
}

describe('site header', () => {
  it("shows the server-rendered farm name, then the site text's", async () => {
    const meta = document.createElement('meta')
    meta.setAttribute('property', 'og:site_name')
    meta.setAttribute('content', 'Groveside Farm')
    document.head.append(meta)
    let answer: () => void = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    siteContent = [
      {
        key: 'farm_name',
        title: 'Farm name',
        content: 'Sunny Grove',
        imageUrl: null,
        contentType: 'text',
        description: null,
      },
    ]
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === '/api/site-content') await held
        return fakeApi(input, init)
      }),
    )
    try {
      const home = () => within(header()).getAllByRole('link')[0]
      await renderPage()
      expect(home()).toHaveTextContent('Groveside Farm')
      answer()
      await waitFor(() => expect(home()).toHaveTextContent('Sunny Grove'), slow)
    } finally {
      meta.remove()
    }
  })

  it('links only the built screens, the first four inline and the rest under More', async () => {
    await renderPage()
    const nav = within(header()).getByRole('navigation', { name: 'Main' })
    for (const link of mainLinks) {
      const built = (pagePaths as readonly string[]).includes(link.to)
      const inline = mainLinks.indexOf(link) < 4
      if (built && inline)
        expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to)
      else expect(within(nav).queryByRole('link', { name: link.label })).toBeNull()
    }
    const moreBuilt = mainLinks
      .slice(4)
      .filter((link) => (pagePaths as readonly string[]).includes(link.to))
    if (moreBuilt.length === 0) {
      expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull()
      return
    }
    await userEvent.click(within(nav).getByRole('button', { name: 'More' }))
    const menu = await screen.findByRole('menu', {}, slow)
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(moreBuilt.map((link) => link.label))
  })

  it('sends a visitor to /api/login with Sign In', async () => {
    await renderPage()
    const signIn = await within(header()).findByRole('link', { name: 'Sign In' })
    expect(signIn).toHaveAttribute('href', '/api/login')
    expect(within(header()).getByRole('button', { name: 'Staff login' })).toBeInTheDocument()
    expect(within(header()).queryByRole('button', { name: 'Admin' })).toBeNull()
  })

  it('greets a signed-in customer and signs them out', async () => {
    user = jane
    await renderPage()
    expect(await within(header()).findByText('Jane')).toBeInTheDocument()
    expect(within(header()).queryByRole('link', { name: 'Sign In' })).toBeNull()

    await userEvent.click(within(header()).getByRole('button', { name: 'Sign Out' }))
    expect(await within(header()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    expect(calls).toContainEqual({ method: 'POST', path: '/api/logout', body: undefined })
    expect(within(header()).queryByText('Jane')).toBeNull()
  })

  it('greets by e-mail in the mobile menu when there is no first name', async () => {
    user = { ...jane, firstName: null }
    await renderPage()
    await userEvent.click(within(header()).getByRole('button', { name: 'Open menu' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, slow)
    expect(within(menu).getByText(/Signed in as/)).toHaveTextContent(
      'Signed in as jane@example.com',
    )
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument()
    expect(within(menu).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/products',
    )
  })

  it('logs staff in through the dialog: a wrong password fails, the right one shows the Admin menu', async () => {
    await renderPage()
    await userEvent.click(await within(header()).findByRole('button', { name: 'Staff login' }))
    const dialog = await screen.findByRole('dialog', { name: 'Staff Login' }, slow)
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'owner@groveside.test')
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Login Failed', {}, slow)).toBeInTheDocument()
    expect(screen.getByText('Incorrect password')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Password')).toHaveValue('')
    expect(within(header()).queryByRole('button', { name: 'Admin', hidden: true })).toBeNull()

    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Login Successful', {}, slow)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Staff Login' })).toBeNull())
    expect(within(header()).getByRole('button', { name: 'Admin' })).toBeInTheDocument()
    expect(within(header()).queryByRole('button', { name: 'Staff login' })).toBeNull()
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/staff/login',
      body: { email: 'owner@groveside.test', password: 'right-password' },
    })
  })

  it("shows the server's message when staff login is rate limited", async () => {
    await renderPage()
    await userEvent.click(await within(header()).findByRole('button', { name: 'Staff login' }))
    const dialog = await screen.findByRole('dialog', { name: 'Staff Login' }, slow)
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'owner@groveside.test')
    await userEvent.type(within(dialog).getByLabelText('Password'), 'too-many')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Login Failed', {}, slow)).toBeInTheDocument()
    expect(
      screen.getByText('Too many failed sign-ins. Please wait 15 minutes and try again.'),
    ).toBeInTheDocument()
  })

  it('checks the login form before sending it, and Cancel closes the dialog', async () => {
    await renderPage()
    await userEvent.click(await within(header()).findByRole('button', { name: 'Staff login' }))
    const dialog = await screen.findByRole('dialog', { name: 'Staff Login' }, slow)
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'not-an-address')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }))
    expect(
      await within(dialog).findByText('Please enter a valid e-mail address'),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument()
    expect(calls.some((call) => call.path === '/api/staff/login')).toBe(false)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Staff Login' })).toBeNull())
    expect(within(header()).getByRole('button', { name: 'Staff login' })).toBeInTheDocument()
  })

  it('lists the built admin screens in order with the real pending count, and logs out', async () => {
    staff = owner
    pending = 7
    await renderPage()
    await userEvent.click(await within(header()).findByRole('button', { name: 'Admin' }))
    const menu = await screen.findByRole('menu', {}, slow)
    const expected = adminLinks()
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      ...expected.map((link) => link.to),
      null,
    ])
    expect(items.at(-1)).toHaveTextContent('Logout')
    if (expected.some((link) => link.showsPendingComments)) {
      const comments = within(menu).getByRole('menuitem', { name: /Blog Comments/ })
      expect(await within(comments).findByText('7 pending')).toBeInTheDocument()
      expect(comments).not.toHaveTextContent('3 pending')
    } else {
      expect(within(menu).queryByRole('menuitem', { name: /Blog Comments/ })).toBeNull()
    }

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }))
    expect(await within(header()).findByRole('button', { name: 'Staff login' })).toBeInTheDocument()
    expect(within(header()).queryByRole('button', { name: 'Admin' })).toBeNull()
    expect(calls).toContainEqual({ method: 'POST', path: '/api/staff/logout', body: undefined })
  })

  it('offers staff login and, for staff, the admin screens in the mobile menu', async () => {
    await renderPage()
    await userEvent.click(within(header()).getByRole('button', { name: 'Open menu' }))
    let menu = await screen.findByRole('dialog', { name: 'Menu' }, slow)
    await userEvent.click(within(menu).getByRole('button', { name: 'Staff login' }))
    const dialog = await screen.findByRole('dialog', { name: 'Staff Login' }, slow)
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'owner@groveside.test')
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Login Successful', {}, slow)).toBeInTheDocument()

    await userEvent.click(within(header()).getByRole('button', { name: 'Open menu' }))
    menu = await screen.findByRole('dialog', { name: 'Menu' }, slow)
    const admin = within(menu).getByRole('region', { name: 'Admin' })
    expect(within(admin).getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(within(menu).queryByRole('button', { name: 'Staff login' })).toBeNull()
  })
})
