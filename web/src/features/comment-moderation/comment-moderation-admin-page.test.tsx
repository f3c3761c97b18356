import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminBlogComment, AdminBlogPost } from '#contracts/blog'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'
import { findStaffSignInRequired } from '#web/test/staff-sign-in-required'

const slow = { timeout: 20_000 }
// Several screens' code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 40_000 })

const posts: AdminBlogPost[] = [
  {
    id: 10,
    title: 'Mango Season',
    slug: 'mango-season',
    category: 'Harvest Updates',
    excerpt: null,
    excerptIsAutomatic: true,
    content: 'Text',
    imageUrl: null,
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
    published: true,
  },
]

let comments: AdminBlogComment[]
let staffSignedIn: boolean
let failApprove: boolean
let calls: { method: string; path: string; search?: string }[]

/** GET /api/admin/blog/comments as the server answers: filtered, newest first, one page. */
function commentPage(url: URL) {
  const post = url.searchParams.get('post')
  const status = url.searchParams.get('status')
  const q = url.searchParams.get('q')?.toLowerCase()
  const matching = comments
    .filter(
      (c) =>
        (!post || c.blogPostId === Number(post)) &&
        (!status || c.isApproved === (status === 'approved')) &&
        (!q || `${c.authorName} ${c.content}`.toLowerCase().includes(q)),
    )
    .toSorted((a, b) => (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0))
  const page = Number(url.searchParams.get('page') ?? 1)
  const pageSize = Number(url.searchParams.get('pageSize') ?? 25)
  return jsonResponse({
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
  })
}

beforeEach(() => {
  staffSignedIn = true
  failApprove = false
  calls = []
  comments = [
    {
      id: 1,
      blogPostId: 10,
      authorName: 'Joe from Stuart',
      authorEmail: 'joe@example.com',
      content: 'Do you ship to Georgia?',
      isApproved: false,
      createdAt: '2026-06-03T18:15:00.000Z',
    },
    {
      id: 2,
      blogPostId: 10,
      authorName: 'Linda',
      authorEmail: 'linda@example.com',
      content: 'See you Saturday!',
      isApproved: true,
      createdAt: '2026-06-02T12:00:00.000Z',
    },
    {
      id: 3,
      blogPostId: 77,
      authorName: 'Orphan',
      authorEmail: 'orphan@example.com',
      content: 'Old post comment',
      isApproved: true,
      createdAt: '',
    },
  ]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const path = url.pathname
      const method = init?.method ?? 'GET'
      calls.push({ method, path, search: url.search })
      if (path === '/api/session') {
        return staffSignedIn
          ? jsonResponse({
              customer: null,
              staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
            })
          : jsonResponse({ customer: null, staff: null })
      }
      const approve = /^\/api\/admin\/blog\/comments\/(\d+)\/approve$/.exec(path)
      if (method === 'PATCH' && approve) {
        if (failApprove)
          return jsonResponse(
            { message: 'Something went wrong on our side.', code: 'INTERNAL' },
            500,
          )
        const target = comments.find((c) => c.id === Number(approve[1]))!
        target.isApproved = true
        return jsonResponse(target)
      }
      const remove = /^\/api\/admin\/blog\/comments\/(\d+)$/.exec(path)
      if (method === 'DELETE' && remove) {
        comments = comments.filter((c) => c.id !== Number(remove[1]))
        return new Response(null, { status: 204 })
      }
      if (path === '/api/admin/blog') return jsonResponse(posts)
      if (path === '/api/admin/blog/comments') return commentPage(url)
      if (path === '/api/admin/blog/comments/pending-count') {
        return jsonResponse({ pending: comments.filter((c) => !c.isApproved).length })
      }
      if (path === '/api/site-content') return jsonResponse([])
      return jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

const count = (tone: 'pending' | 'approved') => screen.getByTestId(`${tone}-count`).textContent

describe('Comment moderation', () => {
  it('lists pending and approved comments with counters, post titles and dates', async () => {
    renderApp('/admin/blog/comments')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comment Moderation' }, slow),
    ).toBeInTheDocument()
    await waitFor(() => expect(count('pending')).toBe('1'))
    expect(count('approved')).toBe('2')

    const pending = screen.getByRole('region', { name: /Pending Approval/ })
    const joe = within(pending).getByTestId('moderation-comment')
    expect(within(joe).getByText('Joe from Stuart')).toBeInTheDocument()
    expect(within(joe).getByText('joe@example.com')).toBeInTheDocument()
    expect(within(joe).getByText('Mango Season')).toBeInTheDocument()
    expect(within(joe).getByText('Jun 3, 2026, 2:15 PM')).toBeInTheDocument()
    expect(within(joe).getByRole('button', { name: /Approve/ })).toBeInTheDocument()

    const approved = screen.getByRole('region', { name: /Approved Comments/ })
    const rows = within(approved).getAllByTestId('moderation-comment')
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(within(row).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument()
      expect(within(row).getByRole('button', { name: /Delete/ })).toBeInTheDocument()
    }
    expect(within(rows[1]!).getByText('Post #77')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('No date')).toBeInTheDocument()
  })

  it('approves a comment: toast, lists and counters refresh, and so does the sidebar count', async () => {
    const user = userEvent.setup()
    renderApp('/admin/blog/comments')
    await waitFor(() => expect(count('pending')).toBe('1'), slow)
    // The back office's sidebar shows "N pending" beside Comments.
    const sidebar = screen.getByRole('navigation', { name: 'Back office' })
    await waitFor(() => expect(within(sidebar).getByText('1 pending')).toBeInTheDocument(), slow)

    await user.click(screen.getByRole('button', { name: 'Approve comment by Joe from Stuart' }))

    expect((await screen.findAllByText('Comment approved', {}, slow))[0]).toBeInTheDocument()
    expect(screen.getAllByText('The comment is now visible on your blog.')[0]).toBeInTheDocument()
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PATCH', path: '/api/admin/blog/comments/1/approve' }),
    )
    await waitFor(() => expect(count('pending')).toBe('0'))
    expect(count('approved')).toBe('3')
    expect(screen.getAllByText('Nothing is waiting for approval.')[0]).toBeInTheDocument()
    await waitFor(() => expect(within(sidebar).getByText('0 pending')).toBeInTheDocument())
  })

  it('reports a failed approval with the spec text', async () => {
    failApprove = true
    const user = userEvent.setup()
    renderApp('/admin/blog/comments')
    await waitFor(() => expect(count('pending')).toBe('1'), slow)
    await user.click(screen.getByRole('button', { name: 'Approve comment by Joe from Stuart' }))
    expect(
      (await screen.findAllByText('Failed to approve comment. Please try again.', {}, slow))[0],
    ).toBeInTheDocument()
    expect(count('pending')).toBe('1')
  })

  it('deletes a comment after confirmation', async () => {
    const user = userEvent.setup()
    renderApp('/admin/blog/comments')
    await waitFor(() => expect(count('approved')).toBe('2'), slow)
    await user.click(screen.getByRole('button', { name: 'Delete comment by Linda' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' }, slow)
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect((await screen.findAllByText('Comment deleted', {}, slow))[0]).toBeInTheDocument()
    expect(screen.getAllByText('The comment has been removed.')[0]).toBeInTheDocument()
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/admin/blog/comments/2' }),
    )
    await waitFor(() => expect(count('approved')).toBe('1'))
  })

  it("shows 'No comments yet' when there are none", async () => {
    comments = []
    renderApp('/admin/blog/comments')
    expect(
      await screen.findByRole('heading', { name: 'No comments yet' }, slow),
    ).toBeInTheDocument()
  })

  it('shows nothing of the comments without a staff session', async () => {
    staffSignedIn = false
    renderApp('/admin/blog/comments')
    expect(await findStaffSignInRequired()).toBeInTheDocument()
    expect(screen.queryByText('joe@example.com')).not.toBeInTheDocument()
    expect(calls.some((c) => c.path === '/api/admin/blog/comments')).toBe(false)
  })

  it('keeps the post, the search and each list its page in the address', async () => {
    comments = Array.from({ length: 27 }, (_, index) => ({
      id: 100 + index,
      blogPostId: 10,
      authorName: `Reader ${index + 1}`,
      authorEmail: `reader${index + 1}@example.com`,
      content: 'When do the mangos ripen?',
      isApproved: false,
      createdAt: new Date(Date.UTC(2026, 5, 1, 12, index)).toISOString(),
    }))
    const user = userEvent.setup()
    const { router } = renderApp('/admin/blog/comments?post=10&pendingPage=2')
    await waitFor(() => expect(count('pending')).toBe('27'), slow)
    const pending = screen.getByRole('region', { name: /Pending Approval/ })
    expect(within(pending).getAllByTestId('moderation-comment')).toHaveLength(2)
    expect(within(pending).getByText('26–27 of 27 pending comments')).toBeInTheDocument()
    expect(calls.map((call) => call.search)).toContain('?post=10&status=pending&page=2')
    expect(screen.getByRole('combobox', { name: 'Filter by post' })).toHaveTextContent(
      'Mango Season',
    )

    await user.type(screen.getByRole('searchbox', { name: 'Search comments' }), 'reader 1')
    await waitFor(() => expect(router.state.location.search).toBe('?q=reader+1&post=10'), slow)
    await waitFor(() => expect(count('pending')).toBe('11'))

    await user.type(screen.getByRole('searchbox', { name: 'Search comments' }), 'zzz')
    expect(
      await screen.findByRole('heading', { name: 'No comments match these filters' }, slow),
    ).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await waitFor(() => expect(count('pending')).toBe('27'))
  })
})
