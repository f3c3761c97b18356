import { vi } from 'vitest'
import { jsonResponse } from './render-app'

type Body = Record<string, unknown>

/**
 * A staff page's answer (`<path>/page?q=&page=&pageSize=`) over a fake server's records, as the
 * server's `tablePage` gives it: the records whose values hold the search (any case), the page's
 * slice, the total of every match and the resource's figures (`stats`, over every record).
 * Records stay in the order given (the server's sorts are proven by the API tests).
 */
export function staffPageResponse<Item>(
  url: URL,
  items: readonly Item[],
  stats: (items: readonly Item[]) => Record<string, number> = () => ({}),
) {
  const q = url.searchParams.get('q')?.trim().toLowerCase()
  const page = Number(url.searchParams.get('page') ?? 1)
  const pageSize = Number(url.searchParams.get('pageSize') ?? 24)
  const matching = q
    ? items.filter((item) =>
        Object.values(item as object).some((value) =>
          JSON.stringify(value ?? '')
            .toLowerCase()
            .includes(q),
        ),
      )
    : items
  return jsonResponse({
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
    stats: stats(items),
  })
}

export interface StaffResourceApi<Item extends { id: number }> {
  /** The records the fake server holds; writes change it. */
  items: Item[]
  /** Every request, in order. */
  calls: { method: string; path: string; body?: unknown }[]
  /** When true, every write answers 409 'Database is resting'. */
  failWrites: boolean
  /** When set, a DELETE answers this 409 and deletes nothing. */
  refuseDelete: { message: string; code: string } | null
}

/**
 * Stubs `fetch` with an in-memory staff resource at `path` (list, page, one record, create,
 * update by PUT or PATCH, delete), behind a signed-in owner, as a staff screen built on the kit
 * talks to it. `created` and `updated` shape what the server would answer (prices as money
 * strings); `stats` the page's figures.
 */
export function stubStaffResourceApi<Item extends { id: number }>({
  path,
  items,
  created = (body) => ({ ...body, id: 9 }) as unknown as Item,
  updated = (current, body) => ({ ...current, ...body }),
  stats,
}: {
  path: string
  items: Item[]
  created?: (body: Body) => Item
  updated?: (current: Item, body: Body, id: number) => Item
  stats?: (items: readonly Item[]) => Record<string, number>
}): StaffResourceApi<Item> {
  const api: StaffResourceApi<Item> = { items, calls: [], failWrites: false, refuseDelete: null }
  const record = new RegExp(`^${path}/(\\d+)$`)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Body) : undefined
      api.calls.push({ method, path: url.pathname, body })
      if (url.pathname === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
        })
      }
      if (url.pathname.startsWith(path) && method !== 'GET' && api.failWrites) {
        return jsonResponse({ message: 'Database is resting', code: 'UNAVAILABLE' }, 409)
      }
      if (url.pathname === path && method === 'POST') {
        const item = created(body ?? {})
        api.items = [...api.items, item]
        return jsonResponse(item, 201)
      }
      const match = record.exec(url.pathname)
      const id = Number(match?.[1])
      if (match && (method === 'PUT' || method === 'PATCH')) {
        const item = updated(
          api.items.find((each) => each.id === id)!,
          body ?? {},
          id,
        )
        api.items = api.items.map((each) => (each.id === id ? item : each))
        return jsonResponse(item)
      }
      if (match && method === 'DELETE') {
        if (api.refuseDelete) return jsonResponse(api.refuseDelete, 409)
        api.items = api.items.filter((each) => each.id !== id)
        return new Response(null, { status: 204 })
      }
      if (url.pathname === `${path}/page`) return staffPageResponse(url, api.items, stats)
      if (match && method === 'GET') {
        const item = api.items.find((each) => each.id === id)
        return item
          ? jsonResponse(item)
          : jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
      }
      if (url.pathname === path) return jsonResponse(api.items)
      if (url.pathname === '/api/site-content') return jsonResponse([])
      if (url.pathname === '/api/admin/blog/comments/pending-count') {
        return jsonResponse({ pending: 0 })
      }
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
  return api
}
