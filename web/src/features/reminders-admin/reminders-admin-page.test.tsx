import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BlogStatus, Reminder } from '#contracts/reminders'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'
import { staffPageResponse } from '#web/test/staff-resource-api'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

const adminPath = '/api/admin/reminders'
let reminders: Reminder[]
let blogStatus: BlogStatus
let calls: { method: string; path: string; body?: unknown }[]
let failWrites: boolean

const blogReminder: Reminder = {
  id: 1,
  title: 'Write this week’s blog post',
  description: 'Share what is ripe.',
  type: 'blog_post',
  frequency: 'weekly',
  customDays: null,
  isActive: true,
  // 8:00 on the farm (EST) on Monday 30 November 2026.
  nextTrigger: '2026-11-30T13:00:00.000Z',
  lastTriggered: null,
  emailEnabled: true,
  smsEnabled: true,
  recipientEmail: 'hello@groveside.test',
  recipientPhone: '(305) 555-0142',
  createdAt: '2026-11-01T12:00:00.000Z',
  recentLogs: [
    {
      id: 12,
      sentAt: '2026-11-23T13:00:05.000Z',
      method: 'sms',
      status: 'failed',
      errorMessage: 'Twilio answered 500: Internal Server Error (code 20500)',
    },
    {
      id: 11,
      sentAt: '2026-11-23T13:00:04.000Z',
      method: 'email',
      status: 'sent',
      errorMessage: null,
    },
  ],
}
const doneOnce: Reminder = {
  ...blogReminder,
  id: 2,
  title: 'Order fruit fly traps',
  type: 'general',
  frequency: 'one_time',
  nextTrigger: null,
  smsEnabled: false,
  recipientPhone: null,
  recipientEmail: null,
  recentLogs: [],
}

beforeEach(() => {
  calls = []
  failWrites = false
  reminders = [blogReminder, doneOnce]
  blogStatus = {
    lastPostDate: '2026-11-16T15:00:00.000Z',
    lastPostTitle: 'Mango season wrap-up',
    daysSinceLastPost: 7,
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path: url.pathname, body })
      if (url.pathname === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
        })
      }
      if (url.pathname.startsWith(adminPath) && method !== 'GET' && failWrites) {
        return jsonResponse({ message: 'Database is resting', code: 'UNAVAILABLE' }, 409)
      }
      if (url.pathname === adminPath && method === 'POST') {
        const created: Reminder = {
          ...blogReminder,
          ...body,
          id: 9,
          recipientEmail: body.recipientEmail || null,
          recipientPhone: body.recipientPhone || null,
          recentLogs: [],
        }
        reminders = [...reminders, created]
        return jsonResponse(created, 201)
      }
      const trigger = new RegExp(`^${adminPath}/(\\d+)/trigger$`).exec(url.pathname)
      if (trigger && method === 'POST') {
        const found = reminders.find((each) => each.id === Number(trigger[1]))!
        return jsonResponse(found)
      }
      const match = new RegExp(`^${adminPath}/(\\d+)$`).exec(url.pathname)
      if (match && method === 'PUT') {
        const updated: Reminder = {
          ...reminders.find((each) => each.id === Number(match[1]))!,
          ...body,
          recipientEmail: body.recipientEmail || null,
          recipientPhone: body.recipientPhone || null,
        }
        reminders = reminders.map((each) => (each.id === updated.id ? updated : each))
        return jsonResponse(updated)
      }
      if (match && method === 'PATCH') {
        const updated = { ...reminders.find((each) => each.id === Number(match[1]))!, ...body }
        reminders = reminders.map((each) => (each.id === updated.id ? updated : each))
        return jsonResponse(updated)
      }
      if (match && method === 'DELETE') {
        reminders = reminders.filter((each) => each.id !== Number(match[1]))
        return new Response(null, { status: 204 })
      }
      if (url.pathname === `${adminPath}/page`) return staffPageResponse(url, reminders)
      if (url.pathname === adminPath) return jsonResponse(reminders)
      if (url.pathname === '/api/admin/blog-status') return jsonResponse(blogStatus)
      if (url.pathname === '/api/site-content') return jsonResponse([])
      if (url.pathname === '/api/admin/blog/comments/pending-count')
        return jsonResponse({ pending: 0 })
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

function card(title: string) {
  const found = screen
    .getAllByTestId('reminder-card')
    .find((each) => within(each).queryByRole('heading', { name: title }))
  if (!found) throw new Error(`No card for ${title}`)
  return found
}

async function openScreen(path = '/reminders') {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Farm Reminders' }, slow)
  return app
}

describe('Farm Reminders', () => {
  it("shows each reminder's next sending on the farm's clock, 'Not scheduled' and failed sendings", async () => {
    await openScreen()
    expect(screen.getByRole('tab', { name: 'Active Reminders', selected: true })).toBeVisible()
    await waitFor(() => card(blogReminder.title), slow)
    const blog = within(card(blogReminder.title))
    expect(blog.getByTestId('reminder-next')).toHaveTextContent('Nov 30, 2026, 8:00 AM')
    expect(blog.getByText('Blog post')).toBeVisible()
    expect(blog.getByText('E-mail: hello@groveside.test')).toBeVisible()
    expect(blog.getByText('SMS: (305) 555-0142')).toBeVisible()
    const sendings = blog.getAllByTestId('reminder-log')
    expect(sendings[0]).toHaveTextContent('SMS failed')
    expect(sendings[0]).toHaveTextContent('Twilio answered 500: Internal Server Error (code 20500)')
    expect(sendings[1]).toHaveTextContent('E-mail sent')
    const once = within(card(doneOnce.title))
    expect(once.getByTestId('reminder-next')).toHaveTextContent('Not scheduled')
    expect(once.getByText('E-mail: the farm’s address')).toBeVisible()
  })

  it("opens 'New Reminder' with no type chosen, asks for days only when custom, and creates it", async () => {
    const user = userEvent.setup()
    reminders = []
    await openScreen()
    expect(await screen.findByRole('heading', { name: 'No Reminders Set' }, slow)).toBeVisible()
    await user.click(screen.getAllByRole('button', { name: 'New Reminder' })[0]!)
    const dialog = screen.getByRole('dialog', { name: 'New Reminder' })
    // No type is chosen for staff: a watering reminder must not go out as a blog post.
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent(
      'Choose a type',
    )
    expect(within(dialog).getByRole('combobox', { name: 'Frequency' })).toHaveTextContent('Weekly')
    expect(within(dialog).getByRole('switch', { name: 'E-mail' })).toBeChecked()
    expect(within(dialog).getByRole('switch', { name: 'SMS' })).not.toBeChecked()
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked()
    expect(within(dialog).queryByLabelText('Every how many days')).toBeNull()

    await user.click(within(dialog).getByRole('button', { name: 'Create Reminder' }))
    expect(await within(dialog).findByText('Title is required')).toBeVisible()
    expect(within(dialog).getByText('Type is required')).toBeVisible()

    await user.type(within(dialog).getByLabelText('Title'), 'Deep-water the young trees')
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }))
    await user.click(await screen.findByRole('option', { name: 'Watering' }))
    await user.click(within(dialog).getByRole('combobox', { name: 'Frequency' }))
    await user.click(await screen.findByRole('option', { name: 'Custom (every few days)' }))
    const days = await within(dialog).findByLabelText('Every how many days')
    await user.click(within(dialog).getByRole('button', { name: 'Create Reminder' }))
    expect(
      await within(dialog).findByText('Enter how many days apart, from 1 to 365'),
    ).toBeVisible()
    await user.type(days, '3')
    await user.click(within(dialog).getByRole('switch', { name: 'SMS' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create Reminder' }))
    expect(await within(dialog).findByText('A phone number is required to send SMS')).toBeVisible()
    await user.type(within(dialog).getByLabelText('Recipient phone'), '(305) 555-0142')
    await user.click(within(dialog).getByRole('button', { name: 'Create Reminder' }))

    expect((await screen.findAllByText('Reminder created successfully', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: adminPath,
      body: {
        title: 'Deep-water the young trees',
        type: 'watering',
        frequency: 'custom',
        customDays: 3,
        recipientEmail: null,
        recipientPhone: '(305) 555-0142',
        isActive: true,
        emailEnabled: true,
        smsEnabled: true,
      },
    })
    await waitFor(() => card('Deep-water the young trees'))
  })

  it('edits a reminder: the dialog opens with its values and PUTs the whole form', async () => {
    const user = userEvent.setup()
    await openScreen()
    await waitFor(() => card(blogReminder.title), slow)
    await user.click(
      within(card(blogReminder.title)).getByRole('button', { name: `Edit ${blogReminder.title}` }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit Reminder' })
    expect(within(dialog).getByLabelText('Title')).toHaveValue(blogReminder.title)
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Share what is ripe.')
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Blog post')
    expect(within(dialog).getByRole('combobox', { name: 'Frequency' })).toHaveTextContent('Weekly')
    expect(within(dialog).getByLabelText('Recipient e-mail')).toHaveValue('hello@groveside.test')
    expect(within(dialog).getByLabelText('Recipient phone')).toHaveValue('(305) 555-0142')
    expect(within(dialog).getByRole('switch', { name: 'SMS' })).toBeChecked()

    const title = within(dialog).getByLabelText('Title')
    await user.clear(title)
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await within(dialog).findByText('Title is required')).toBeVisible()
    await user.type(title, 'Write the harvest post')
    await user.click(within(dialog).getByRole('combobox', { name: 'Frequency' }))
    await user.click(await screen.findByRole('option', { name: 'Monthly' }))
    await user.clear(within(dialog).getByLabelText('Recipient e-mail'))
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))

    expect((await screen.findAllByText('Reminder updated successfully', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `${adminPath}/1`,
      body: {
        title: 'Write the harvest post',
        description: 'Share what is ripe.',
        type: 'blog_post',
        frequency: 'monthly',
        customDays: null,
        recipientEmail: null,
        recipientPhone: '(305) 555-0142',
        isActive: true,
        emailEnabled: true,
        smsEnabled: true,
      },
    })
    await waitFor(() => card('Write the harvest post'))
    expect(screen.queryByRole('dialog', { name: 'Edit Reminder' })).toBeNull()
  })

  it('triggers now, switches off sending only isActive, and deletes after the question', async () => {
    const user = userEvent.setup()
    await openScreen()
    await waitFor(() => card(blogReminder.title), slow)
    await user.click(
      within(card(blogReminder.title)).getByRole('button', {
        name: `Trigger now: ${blogReminder.title}`,
      }),
    )
    expect(
      (await screen.findAllByText('Reminder triggered successfully', {}, slow))[0],
    ).toBeVisible()
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(`${adminPath}/1/trigger`)
    act(() => dismissToast())

    await user.click(
      within(card(blogReminder.title)).getByRole('switch', {
        name: `Active: ${blogReminder.title}`,
      }),
    )
    expect((await screen.findAllByText('Reminder updated successfully', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: `${adminPath}/1`,
      body: { isActive: false },
    })
    await waitFor(() =>
      expect(within(card(blogReminder.title)).getByText('Inactive')).toBeVisible(),
    )
    act(() => dismissToast())

    await user.click(
      within(card(doneOnce.title)).getByRole('button', { name: `Delete ${doneOnce.title}` }),
    )
    const question = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this reminder?',
    })
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect((await screen.findAllByText('Reminder deleted successfully', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`${adminPath}/2`)
  })

  it("shows 'Error' with the server's message when a change fails", async () => {
    const user = userEvent.setup()
    failWrites = true
    await openScreen()
    await waitFor(() => card(blogReminder.title), slow)
    await user.click(
      within(card(blogReminder.title)).getByRole('button', {
        name: `Trigger now: ${blogReminder.title}`,
      }),
    )
    expect((await screen.findAllByText('Error', {}, slow))[0]).toBeVisible()
    expect(screen.getAllByText('Database is resting')[0]).toBeVisible()
  })

  it("shows the blog's status, overdue at 7 days, from the tab in the address", async () => {
    const { router } = await openScreen('/reminders?tab=status')
    expect(screen.getByRole('tab', { name: 'Farm Status', selected: true })).toBeVisible()
    expect(await screen.findByTestId('blog-days-since', {}, slow)).toHaveTextContent('7 days')
    expect(screen.getByTestId('blog-last-post-date')).toHaveTextContent('November 16, 2026')
    expect(screen.getByText('Overdue for new blog post!')).toBeVisible()
    expect(screen.getByText('Mango season wrap-up')).toBeVisible()

    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Active Reminders' }))
    expect(router.state.location.search).toBe('')
  })

  it("is not overdue at 6 days, and says 'No blog posts found' without posts", async () => {
    blogStatus = { ...blogStatus, daysSinceLastPost: 6 }
    const first = await openScreen('/reminders?tab=status')
    expect(await screen.findByTestId('blog-days-since', {}, slow)).toHaveTextContent('6 days')
    expect(screen.queryByText('Overdue for new blog post!')).toBeNull()
    first.unmount()

    blogStatus = { lastPostDate: null, lastPostTitle: null, daysSinceLastPost: null }
    await openScreen('/reminders?tab=status')
    expect(await screen.findByRole('heading', { name: 'No blog posts found' }, slow)).toBeVisible()
  })
})
