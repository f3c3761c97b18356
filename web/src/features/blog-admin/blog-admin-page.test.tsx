import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminBlogPost } from '#contracts/blog'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'
import { staffPageResponse } from '#web/test/staff-resource-api'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 })

let posts: AdminBlogPost[]
let calls: { method: string; path: string; body?: unknown }[]
let createAnswer: { status: number; body: unknown } | null

beforeEach(() => {
  calls = []
  createAnswer = null
  posts = [
    {
      id: 10,
      title: 'Mango Season Is Here',
      slug: 'mango-season-is-here',
      category: 'Harvest Updates',
      excerpt: 'The first Hadens are in.',
      excerptIsAutomatic: false,
      content: 'The Hadens are in.',
      imageUrl: '/uploads/images/0123456789abcdef/1600x1200.webp',
      createdAt: '2026-06-03T18:15:00.000Z',
      updatedAt: '2026-06-05T13:00:00.000Z',
      published: true,
    },
    {
      id: 11,
      title: 'Grafting Workshop',
      slug: 'grafting-workshop',
      category: 'Events',
      // Staff wrote none: the answer's excerpt is the start of the text.
      excerpt: 'Dates soon.',
      excerptIsAutomatic: true,
      content: 'Dates soon.',
      imageUrl: null,
      createdAt: '2026-06-01T10:00:00.000Z',
      updatedAt: '2026-06-01T10:00:00.000Z',
      published: false,
    },
  ]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const path = url.pathname
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path, body })
      if (path === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
        })
      }
      if (path === '/api/admin/blog' && method === 'POST') {
        if (createAnswer) return jsonResponse(createAnswer.body, createAnswer.status)
        const created = { ...posts[1]!, ...body, id: 12 }
        posts = [created, ...posts]
        return jsonResponse(created, 201)
      }
      const one = /^\/api\/admin\/blog\/(\d+)$/.exec(path)
      if (one && method === 'DELETE') {
        posts = posts.filter((post) => post.id !== Number(one[1]))
        return new Response(null, { status: 204 })
      }
      if (path === '/api/admin/blog/page') return staffPageResponse(url, posts)
      if (path === '/api/admin/blog') return jsonResponse(posts)
      if (path === '/api/site-content') return jsonResponse([])
      if (path === '/api/admin/blog/comments/pending-count') return jsonResponse({ pending: 0 })
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
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: title }))
  if (!found) throw new Error(`No card for ${title}`)
  return found
}

describe('Blog Manager', () => {
  it('lists every post with its badges, excerpt, dates and thumbnail', async () => {
    renderApp('/blog-admin')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog Manager' }, slow),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Manage Comments' })).toHaveAttribute(
      'href',
      '/admin/blog/comments',
    )
    expect(screen.getByRole('tab', { name: 'All Posts' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByRole('tab', { name: /New Post|Edit Post/ })).not.toBeInTheDocument()

    const published = await waitFor(() => card('Mango Season Is Here'), slow)
    expect(within(published).getByText('Published')).toBeInTheDocument()
    expect(within(published).getByText('Harvest Updates')).toBeInTheDocument()
    expect(within(published).getByText('The first Hadens are in.')).toBeInTheDocument()
    expect(within(published).getByText('Jun 3, 2026, 2:15 PM')).toBeInTheDocument()
    expect(within(published).getByText('Jun 5, 2026, 9:00 AM')).toBeInTheDocument()
    expect(published.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/images/0123456789abcdef/1600x1200.webp',
    )

    const draft = card('Grafting Workshop')
    expect(within(draft).getByText('Draft')).toBeInTheDocument()
    expect(within(draft).queryByText(/Updated/)).not.toBeInTheDocument()
    expect(draft.querySelector('img')).toBeNull()
    expect(within(draft).getByRole('button', { name: 'Edit Grafting Workshop' })).toBeVisible()
  })

  it('writes a new post in its own tab: the slug follows the title, Markdown previews, then saves', async () => {
    const user = userEvent.setup()
    renderApp('/blog-admin')
    await screen.findByRole('heading', { level: 1, name: 'Blog Manager' }, slow)
    await user.click(screen.getAllByRole('button', { name: 'New Blog Post' })[0]!)
    expect(screen.getByRole('tab', { name: 'New Post' })).toHaveAttribute('aria-selected', 'true')
    const editor = screen.getByRole('form', { name: 'New Post' })

    await user.type(within(editor).getByLabelText('Title'), 'Honey & Hives!')
    expect(within(editor).getByLabelText('Slug')).toHaveValue('honey-hives')
    expect(within(editor).getByRole('switch', { name: 'Publish immediately' })).not.toBeChecked()

    await user.type(
      within(editor).getByLabelText('Content'),
      '## Spring{Enter}{Enter}**Busy** bees.',
    )
    await user.click(within(editor).getByRole('tab', { name: 'Preview' }))
    expect(within(editor).getByRole('heading', { level: 2, name: 'Spring' })).toBeInTheDocument()
    expect(within(editor).getByText('Busy').tagName).toBe('STRONG')
    await user.click(within(editor).getByRole('tab', { name: 'Write' }))

    // Once staff change the slug themselves, the title no longer changes it.
    await user.clear(within(editor).getByLabelText('Slug'))
    await user.type(within(editor).getByLabelText('Slug'), 'bees')
    await user.type(within(editor).getByLabelText('Title'), ' Again')
    expect(within(editor).getByLabelText('Slug')).toHaveValue('bees')

    await user.click(within(editor).getByRole('button', { name: 'Create Post' }))
    expect(
      (await screen.findAllByText('Blog post created successfully!', {}, slow))[0],
    ).toBeVisible()
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Honey & Hives! Again',
      slug: 'bees',
      content: '## Spring\n\n**Busy** bees.',
      category: 'Farm Updates',
      published: false,
    })
    await waitFor(() =>
      expect(screen.queryByRole('tab', { name: 'New Post' })).not.toBeInTheDocument(),
    )
    expect(await screen.findByRole('heading', { name: 'Honey & Hives! Again' })).toBeInTheDocument()
  })

  it("shows the spec's message for a blank post and the server's message under its field", async () => {
    const user = userEvent.setup()
    renderApp('/blog-admin')
    await screen.findByRole('heading', { level: 1, name: 'Blog Manager' }, slow)
    await user.click(screen.getAllByRole('button', { name: 'New Blog Post' })[0]!)
    const editor = screen.getByRole('form', { name: 'New Post' })
    await user.click(within(editor).getByRole('button', { name: 'Create Post' }))
    expect(await within(editor).findAllByText('Title and content are required')).toHaveLength(2)
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    createAnswer = {
      status: 409,
      body: {
        message: 'Another post already uses this slug',
        code: 'SLUG_TAKEN',
        fields: { slug: 'Another post already uses this slug. Please choose a different one.' },
      },
    }
    await user.type(within(editor).getByLabelText('Title'), 'Mango Season Is Here')
    await user.type(within(editor).getByLabelText('Content'), 'Again.')
    await user.click(within(editor).getByRole('button', { name: 'Create Post' }))
    expect(
      await within(editor).findByText(
        'Another post already uses this slug. Please choose a different one.',
      ),
    ).toBeInTheDocument()
    expect((await screen.findAllByText('Error', {}, slow))[0]).toBeVisible()
    expect(screen.getByRole('tab', { name: 'New Post' })).toBeInTheDocument()
  })

  it('edits a post with its values and deletes one after the confirmation', async () => {
    const user = userEvent.setup()
    renderApp('/blog-admin')
    await waitFor(() => card('Grafting Workshop'), slow)
    await user.click(screen.getByRole('button', { name: 'Edit Grafting Workshop' }))
    const editor = screen.getByRole('form', { name: 'Edit Post' })
    expect(within(editor).getByLabelText('Title')).toHaveValue('Grafting Workshop')
    expect(within(editor).getByLabelText('Slug')).toHaveValue('grafting-workshop')
    // An automatic excerpt is not put in the field, so it keeps following the text.
    expect(within(editor).getByLabelText('Excerpt')).toHaveValue('')
    // A saved post's address does not follow its title.
    await user.type(within(editor).getByLabelText('Title'), ' 2026')
    expect(within(editor).getByLabelText('Slug')).toHaveValue('grafting-workshop')
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('tab', { name: 'Edit Post' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Delete Grafting Workshop' }))
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this post?',
    })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(
      (await screen.findAllByText('Blog post deleted successfully!', {}, slow))[0],
    ).toBeVisible()
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/admin/blog/11', body: undefined })
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Grafting Workshop' })).not.toBeInTheDocument(),
    )
  })

  it("shows 'No blog posts found' with a way to write the first one", async () => {
    posts = []
    renderApp('/blog-admin')
    expect(
      await screen.findByRole('heading', { name: 'No blog posts found' }, slow),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'New Blog Post' })).toHaveLength(2)
  })
})
