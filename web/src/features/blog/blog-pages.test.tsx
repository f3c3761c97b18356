import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BlogComment, BlogPost, BlogPostSummary } from '#contracts/blog'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

function summary(
  id: number,
  slug: string,
  overrides: Partial<BlogPostSummary> = {},
): BlogPostSummary {
  return {
    id,
    title: `Story ${id}`,
    slug,
    category: 'Farm Updates',
    excerpt: `Excerpt of story ${id}.`,
    excerptIsAutomatic: false,
    imageUrl: null,
    createdAt: `2026-06-0${id}T15:00:00.000Z`,
    ...overrides,
  }
}

const posts: BlogPostSummary[] = [
  summary(5, 'mango-season', {
    title: 'Mango Season Is Here',
    category: 'Harvest Updates',
    imageUrl: '/uploads/demo/mango.svg',
  }),
  summary(4, 'planting'),
  summary(3, 'bees'),
  summary(2, 'cobbler'),
]

const mangoPost: BlogPost = {
  ...posts[0]!,
  content: 'The Hadens are in.\n\nRipen them on the counter.\nStem up.\n\n<b>Not bold</b>',
}

/** A post staff wrote no excerpt for: the answer's excerpt is the start of its text. */
const noExcerptPost: BlogPost = {
  ...summary(6, 'no-excerpt', {
    title: 'Planting Season',
    excerpt: 'Plant blackberries in the cool months for berries next spring. Dig a…',
    excerptIsAutomatic: true,
  }),
  content: 'Plant blackberries in the cool months for berries next spring. Dig a wide hole.',
}

const approved: BlogComment[] = [
  {
    id: 11,
    blogPostId: 5,
    authorName: 'Linda',
    content: 'See you Saturday!',
    createdAt: '2026-06-05T18:00:00.000Z',
  },
]

/** Lazy routes load their code on first use; give the first screen time in a cold run. */
const slow = { timeout: 10_000 }
// Several screens' code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 })

interface Call {
  method: string
  path: string
  body: unknown
}
let calls: Call[]
let postAnswer: { status: number; body: unknown }

beforeEach(() => {
  calls = []
  postAnswer = { status: 201, body: { id: 99, message: 'Thank you!' } }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      calls.push({
        method,
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      })
      if (method === 'POST' && url.pathname === '/api/blog/comments') {
        return jsonResponse(postAnswer.body, postAnswer.status)
      }
      const answers: Record<string, unknown> = {
        '/api/site-content': [],
        '/api/blog': posts,
        '/api/blog/slug/mango-season': mangoPost,
        '/api/blog/slug/no-excerpt': noExcerptPost,
        '/api/blog/comments/5': approved,
      }
      if (url.pathname in answers) return jsonResponse(answers[url.pathname])
      return jsonResponse({ message: 'Blog post not found', code: 'NOT_FOUND' }, 404)
    }),
  )
})

afterEach(() => {
  act(() => dismissToast())
  vi.unstubAllGlobals()
})

describe('Blog list', () => {
  it('features the newest post and lists the rest under All Stories with a count', async () => {
    renderApp('/blog')
    const featured = await screen.findByTestId('featured-story', {}, slow)
    expect(within(featured).getByRole('link', { name: 'Mango Season Is Here' })).toHaveAttribute(
      'href',
      '/blog/mango-season',
    )
    expect(within(featured).getByText('Harvest Updates')).toBeInTheDocument()
    expect(within(featured).getByText('June 5, 2026')).toBeInTheDocument()

    const allStories = screen.getByRole('region', { name: 'All Stories' })
    expect(within(allStories).getByText('3 articles')).toBeInTheDocument()
    const cards = within(allStories).getAllByTestId('story-card')
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'Story 4',
      'Story 3',
      'Story 2',
    ])
    // Below the fold: lazy images with their size given.
    const image = cards[0]!.querySelector('img')!
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width')
    expect(image).toHaveAttribute('src', '/api/placeholder-image')
  })

  it('shows the three topic cards and an honest newsletter note instead of a fake form', async () => {
    renderApp('/blog')
    await screen.findByTestId('featured-story', {}, slow)
    for (const topic of ['Harvest Updates', 'Beekeeping', 'Growing Tips']) {
      expect(screen.getByRole('heading', { level: 3, name: topic })).toBeInTheDocument()
    }
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Sign up on the home page/ })).toHaveAttribute(
      'href',
      '/#newsletter',
    )
  })

  it('says so when there are no stories', async () => {
    vi.mocked(fetch).mockImplementation(async (input) =>
      jsonResponse(String(input).includes('/api/blog') ? [] : []),
    )
    renderApp('/blog')
    expect(await screen.findByRole('heading', { name: 'No stories yet' }, slow)).toBeInTheDocument()
  })
})

describe('Blog post', () => {
  it('shows category, title, date, share, image, excerpt, paragraphs and approved comments', async () => {
    renderApp('/blog/mango-season')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mango Season Is Here' }, slow),
    ).toBeInTheDocument()
    const article = screen.getByRole('article')
    expect(within(article).getByText('Harvest Updates')).toBeInTheDocument()
    expect(within(article).getByText('June 5, 2026')).toBeInTheDocument()
    expect(within(article).getByText('Excerpt of story 5.')).toBeInTheDocument()
    expect(within(article).getByText('The Hadens are in.')).toBeInTheDocument()
    expect(within(article).getByText(/Ripen them on the counter\.\s+Stem up\./)).toBeInTheDocument()
    // Markup in the text stays text.
    expect(within(article).getByText('<b>Not bold</b>')).toBeInTheDocument()
    expect(article.querySelector('b')).toBeNull()
    expect(within(article).getByRole('button', { name: 'Share' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /Back to/ })[0]).toHaveAttribute('href', '/blog')
    const share = screen.getByRole('group', { name: 'Share' })
    expect(within(share).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/blog/mango-season')),
    )

    expect(await screen.findByRole('heading', { name: /Comments \(1\)/ }, slow)).toBeInTheDocument()
    const comment = screen.getByTestId('blog-comment')
    expect(within(comment).getByText('Linda')).toBeInTheDocument()
    expect(within(comment).getByText('See you Saturday!')).toBeInTheDocument()
    expect(within(comment).getByText('Jun 5, 2026, 2:00 PM')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Mango Season Is Here | Groveside Farm'))
  })

  it('shows the text of a post without an excerpt once, not its start above it again', async () => {
    renderApp('/blog/no-excerpt')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Planting Season' }, slow),
    ).toBeInTheDocument()
    const article = screen.getByRole('article')
    expect(within(article).getByText(noExcerptPost.content)).toBeInTheDocument()
    expect(within(article).getAllByText(/Plant blackberries in the cool months/)).toHaveLength(1)
  })

  it('shows a spinner while the post loads', async () => {
    vi.mocked(fetch).mockImplementation((input) =>
      String(input).includes('/api/blog/slug/')
        ? new Promise<Response>(() => {})
        : Promise.resolve(jsonResponse([])),
    )
    renderApp('/blog/mango-season')
    expect((await screen.findAllByText('Loading story', {}, slow))[0]).toBeInTheDocument()
  })

  it('shows Blog Post Not Found with a way back for an unknown slug', async () => {
    renderApp('/blog/no-such-story')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' }, slow),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
  })

  it('refuses blank (whitespace) fields with Missing information and sends nothing', async () => {
    const user = userEvent.setup()
    renderApp('/blog/mango-season')
    await screen.findByRole('heading', { name: /Comments/ }, slow)
    await user.type(screen.getByLabelText('Name'), '   ')
    await user.type(screen.getByLabelText('Email'), 'ann@example.com')
    await user.click(screen.getByRole('button', { name: 'Submit Comment' }))

    expect((await screen.findAllByText('Missing information', {}, slow))[0]).toBeInTheDocument()
    expect(screen.getAllByText('Please fill in all fields.')[0]).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    // Each blank field also says so under it, in plain words (issue 22), not by its border alone.
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required')
    expect(screen.getByLabelText('Comment')).toHaveAccessibleDescription('Comment is required')
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'ann@')
    await user.click(screen.getByRole('button', { name: 'Submit Comment' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Only the farm sees it. Please enter a valid e-mail address',
      ),
    )
  })

  it('sends the trimmed comment for this post, without any approval flag, and confirms', async () => {
    const user = userEvent.setup()
    renderApp('/blog/mango-season')
    await screen.findByRole('heading', { name: /Comments/ }, slow)
    await user.type(screen.getByLabelText('Name'), '  Ann  ')
    await user.type(screen.getByLabelText('Email'), ' ann@example.com ')
    await user.type(screen.getByLabelText('Comment'), '  Lovely!  ')
    await user.click(screen.getByRole('button', { name: 'Submit Comment' }))

    expect((await screen.findAllByText('Comment submitted!', {}, slow))[0]).toBeInTheDocument()
    expect(screen.getAllByText(/appear once it has been approved/)[0]).toBeInTheDocument()
    const post = calls.find((call) => call.method === 'POST')!
    expect(post.path).toBe('/api/blog/comments')
    expect(post.body).toEqual({
      blogPostId: 5,
      authorName: 'Ann',
      authorEmail: 'ann@example.com',
      content: 'Lovely!',
      website: '',
    })
    // A lasting note replaces the form (the comment is not on the page until approved).
    const note = await screen.findByTestId('comment-awaiting-approval')
    expect(within(note).getByRole('heading', { name: 'Thank you, Ann!' })).toHaveFocus()
    expect(note).toHaveTextContent(/awaiting approval/)
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument()
    await user.click(within(note).getByRole('button', { name: 'Write Another Comment' }))
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus())
    expect(screen.getByLabelText('Name')).toHaveValue('')
  })

  it('reports a failed submit with the spec text and keeps what was typed', async () => {
    postAnswer = {
      status: 500,
      body: { message: 'Something went wrong on our side.', code: 'INTERNAL' },
    }
    const user = userEvent.setup()
    renderApp('/blog/mango-season')
    await screen.findByRole('heading', { name: /Comments/ }, slow)
    await user.type(screen.getByLabelText('Name'), 'Ann')
    await user.type(screen.getByLabelText('Email'), 'ann@example.com')
    await user.type(screen.getByLabelText('Comment'), 'Lovely!')
    await user.click(screen.getByRole('button', { name: 'Submit Comment' }))

    expect((await screen.findAllByText('Error', {}, slow))[0]).toBeInTheDocument()
    expect(
      screen.getAllByText('Failed to submit comment. Please try again.')[0],
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Comment')).toHaveValue('Lovely!')
  })

  it("shows the server's reason for a refusal, such as a rate limit's wait, and keeps what was typed", async () => {
    const wait = 'Too many requests. Please try again in 15 minutes.'
    postAnswer = { status: 429, body: { message: wait, code: 'RATE_LIMITED' } }
    const user = userEvent.setup()
    renderApp('/blog/mango-season')
    await screen.findByRole('heading', { name: /Comments/ }, slow)
    await user.type(screen.getByLabelText('Name'), 'Ann')
    await user.type(screen.getByLabelText('Email'), 'ann@example.com')
    await user.type(screen.getByLabelText('Comment'), 'Lovely!')
    await user.click(screen.getByRole('button', { name: 'Submit Comment' }))

    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert).toHaveTextContent(wait)
    expect(screen.getByLabelText('Name')).toHaveValue('Ann')
    expect(screen.getByLabelText('Comment')).toHaveValue('Lovely!')
    expect(screen.queryByTestId('comment-awaiting-approval')).not.toBeInTheDocument()
  })

  it('copies the link when the browser cannot share, and says so', async () => {
    // user-event installs a working clipboard stub (jsdom has no Web Share API).
    const user = userEvent.setup()
    renderApp('/blog/mango-season')
    await user.click(await screen.findByRole('button', { name: 'Share' }, slow))
    expect((await screen.findAllByText('Link copied!', {}, slow))[0]).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toMatch(/\/blog\/mango-season$/)

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'))
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect((await screen.findAllByText('Failed to copy link', {}, slow))[0]).toBeInTheDocument()
    expect(screen.getAllByText('Please copy the link manually.')[0]).toBeInTheDocument()
  })
})
