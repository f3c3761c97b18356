import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AuditEntry, AuditPage } from '#contracts/audit-log'
import { jsonResponse, renderApp } from '#web/test/render-app'

// The first screen of a file loads its chunk: slow on a busy machine.
const slow = { timeout: 25_000 }
vi.setConfig({ testTimeout: 60_000 })

const entry = (id: number, action: string): AuditEntry => ({
  id,
  actorEmail: 'owner@groveside.test',
  action,
  targetType: 'staff',
  targetId: String(id),
  before: id === 3 ? { active: true } : null,
  after: { name: `Person ${id}` },
  createdAt: '2030-05-15T13:00:00.000Z',
})

let auditCalls: URL[]

beforeEach(() => {
  auditCalls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
        })
      }
      if (url.pathname === '/api/site-content') return jsonResponse([])
      if (url.pathname === '/api/admin/audit') {
        auditCalls.push(url)
        const action = url.searchParams.get('action')
        const items = [entry(3, 'staff.disable'), entry(2, 'staff.invite')].filter(
          (each) => !action || each.action === action,
        )
        return jsonResponse({
          items,
          total: items.length === 2 ? 60 : items.length,
          page: Number(url.searchParams.get('page') ?? 1),
          pageSize: Number(url.searchParams.get('pageSize') ?? 25),
          actions: ['staff.disable', 'staff.invite'],
          actors: ['owner@groveside.test'],
        } satisfies AuditPage)
      }
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Audit log', () => {
  it('keeps its filters and page in the address and asks the server for them', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/admin/audit?action=staff.invite')
    await screen.findByRole('heading', { level: 1, name: 'Audit log' }, slow)
    const rows = await screen.findAllByTestId('audit-row', {}, slow)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toHaveTextContent('staff.invite')
    expect(rows[0]).toHaveTextContent('owner@groveside.test')
    expect(auditCalls[0]!.search).toBe('?action=staff.invite')

    // Every action: the whole first page, then the next page.
    await user.click(screen.getByRole('combobox', { name: 'Action' }))
    await user.click(await screen.findByRole('option', { name: 'All' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(2))
    expect(screen.getByText('1–25 of 60 entries')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    await waitFor(() => expect(auditCalls.at(-1)!.search).toBe('?page=2'))

    // A day range starts again at page 1.
    await user.type(screen.getByLabelText('From'), '2030-05-01')
    await waitFor(() => expect(router.state.location.search).toBe('?from=2030-05-01'))

    const disabled = screen.getAllByTestId('audit-row')[0]!
    await user.click(within(disabled).getByText('Show details'))
    expect(within(disabled).getByText('Before')).toBeVisible()
    expect(within(disabled).getByText(/"active": true/)).toBeVisible()
  })
})
