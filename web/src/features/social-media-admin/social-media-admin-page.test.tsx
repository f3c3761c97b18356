import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BlogPostSummary } from '#contracts/blog'
import type { SocialAccount, SocialPost } from '#contracts/social-media'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'

const slow = { timeout: 20_000 }
vi.setConfig({ testTimeout: 40_000 })

const blogPosts: BlogPostSummary[] = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  title: `Blog post ${index + 1}`,
  slug: `blog-post-${index + 1}`,
  category: 'Harvest Updates',
  excerpt: 'Ripe mangos.',
  excerptIsAutomatic: false,
  imageUrl: index === 0 ? '/uploads/mango.jpg' : null,
  createdAt: '2026-11-20T12:00:00.000Z',
}))

const drafted = (blogPostId: number): SocialPost[] =>
  (['twitter', 'facebook', 'instagram', 'linkedin'] as const).map((platform, index) => ({
    id: blogPostId * 10 + index,
    blogPostId,
    platform,
    content: `${platform} text for post ${blogPostId}`,
    hashtags: ['Harvest', 'GrovesideFarm'],
    imageUrl: blogPosts[blogPostId - 1]!.imageUrl,
    imageAltText: null,
    status: 'draft',
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
  }))

const accounts: SocialAccount[] = [
  {
    platform: 'facebook',
    accountName: 'grovesidefarm',
    profileUrl: 'https://www.facebook.com/grovesidefarm',
    connected: false,
  },
]

let posts: SocialPost[]

/** A page of a list, as the server answers it. */
function pageOf<Item>(url: URL, items: Item[], size: number) {
  const page = Number(url.searchParams.get('page') ?? 1)
  const pageSize = Number(url.searchParams.get('pageSize') ?? size)
  return jsonResponse({
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
  })
}

/** GET /api/social-media/blog-posts: the blog posts (newest first) with their posts, 5 a page. */
function blogPostPage(url: URL) {
  const q = url.searchParams.get('q')?.toLowerCase()
  const matching = blogPosts
    .filter((post) => !q || post.title.toLowerCase().includes(q))
    .map(({ id, title, category, createdAt }) => ({
      id,
      title,
      category,
      createdAt,
      posts: posts.filter((post) => post.blogPostId === id),
    }))
  return pageOf(url, matching, 5)
}

/** GET /api/social-media/posts: the posts of a status, 25 a page. */
function postPage(url: URL) {
  const status = url.searchParams.get('status')
  return pageOf(
    url,
    posts.filter((post) => !status || post.status === status),
    25,
  )
}

/** GET /api/social-media/posts/summary. */
function summary() {
  const counts = (list: SocialPost[]) => ({
    draft: list.filter((post) => post.status === 'draft').length,
    ready: list.filter((post) => post.status === 'ready').length,
    total: list.length,
  })
  return {
    ...counts(posts),
    platforms: (['twitter', 'facebook', 'instagram', 'linkedin'] as const).map((platform) => ({
      platform,
      ...counts(posts.filter((post) => post.platform === platform)),
    })),
  }
}
let calls: { method: string; path: string; body?: unknown }[]
let failGenerate: boolean

beforeEach(() => {
  posts = []
  calls = []
  failGenerate = false
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
      if (url.pathname === '/api/social-media/blog-posts') return blogPostPage(url)
      if (url.pathname === '/api/social-media/posts') return postPage(url)
      if (url.pathname === '/api/social-media/posts/summary') return jsonResponse(summary())
      if (url.pathname === '/api/social-media/accounts') return jsonResponse(accounts)
      if (url.pathname === '/api/social-media/generate') {
        if (failGenerate) return jsonResponse({ message: 'Database is resting', code: 'X' }, 503)
        const generated = drafted(body.blogPostId)
        posts = [...posts.filter((post) => post.blogPostId !== body.blogPostId), ...generated]
        return jsonResponse(generated)
      }
      const match = /^\/api\/social-media\/posts\/(\d+)$/.exec(url.pathname)
      if (match && method === 'PUT') {
        if (body.content.length > 280) {
          const message = 'A tweet must be at most 280 characters (a link counts as 23)'
          return jsonResponse({ message, code: 'VALIDATION', fields: { content: message } }, 400)
        }
        const updated = { ...posts.find((post) => post.id === Number(match[1]))!, ...body }
        posts = posts.map((post) => (post.id === updated.id ? updated : post))
        return jsonResponse(updated)
      }
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

async function openScreen(path = '/social-media') {
  renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Social Media Management' }, slow)
}

const section = (title: string) =>
  screen
    .getAllByTestId('blog-post-section')
    .find((each) => within(each).queryByRole('heading', { name: title }))!

describe('Social Media Management', () => {
  it('lists the first 5 blog posts, generates their posts and edits one', async () => {
    const user = userEvent.setup()
    await openScreen()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Posts',
      'Overview',
      'Accounts',
      'Automation',
      'Setup Guide',
    ])
    await waitFor(() => expect(screen.getAllByTestId('blog-post-section')).toHaveLength(5), slow)
    expect(screen.queryByRole('heading', { name: 'Blog post 6' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Generate Posts for “Blog post 1”' }))
    expect((await screen.findAllByText('Posts Generated', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/social-media/generate',
      body: { blogPostId: 1 },
    })
    const first = within(section('Blog post 1'))
    await waitFor(() => expect(first.getAllByTestId('social-post')).toHaveLength(4), slow)
    const twitter = within(first.getByRole('article', { name: 'Twitter/X post' }))
    expect(twitter.getByText('draft')).toBeVisible()
    expect(twitter.getByTestId('tweet-count')).toHaveTextContent(/^\d+\/280 characters$/)
    expect(screen.queryByText(/Auto-Posted/)).toBeNull()
    expect(twitter.getByRole('link', { name: /Download image/ })).toHaveAttribute(
      'href',
      '/uploads/mango.jpg',
    )

    await user.click(twitter.getByRole('button', { name: 'Edit Twitter/X post' }))
    const text = twitter.getByLabelText('Twitter/X text')
    await user.clear(text)
    await user.type(text, 'Mangos are ripe!')
    const tags = twitter.getByLabelText('Hashtags (comma-separated)')
    await user.clear(tags)
    await user.type(tags, ' #Mango , , FarmLife ')
    // Only one post is edited at a time.
    await user.click(
      within(first.getByRole('article', { name: 'Facebook post' })).getByRole('button', {
        name: 'Edit Facebook post',
      }),
    )
    expect(twitter.queryByLabelText('Twitter/X text')).toBeNull()
    await user.click(
      within(first.getByRole('article', { name: 'Facebook post' })).getByRole('button', {
        name: 'Cancel',
      }),
    )
    await user.click(twitter.getByRole('button', { name: 'Edit Twitter/X post' }))
    await user.clear(twitter.getByLabelText('Twitter/X text'))
    await user.type(twitter.getByLabelText('Twitter/X text'), 'Mangos are ripe!')
    await user.clear(twitter.getByLabelText('Hashtags (comma-separated)'))
    await user.type(twitter.getByLabelText('Hashtags (comma-separated)'), ' #Mango , , FarmLife ')
    await user.click(twitter.getByRole('button', { name: 'Save' }))
    expect((await screen.findAllByText('Post Updated', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/social-media/posts/10',
      body: { content: 'Mangos are ripe!', hashtags: ['Mango', 'FarmLife'] },
    })
    expect(await twitter.findByText('Mangos are ripe!')).toBeVisible()
    expect(twitter.getByText('#Mango #FarmLife')).toBeVisible()

    await user.click(twitter.getByRole('button', { name: 'Mark Twitter/X post ready' }))
    expect(await twitter.findByText('Published/Ready', {}, slow)).toBeVisible()
  })

  it("shows the server's message under the text when a tweet is too long, and the failure toasts", async () => {
    const user = userEvent.setup()
    posts = drafted(1)
    await openScreen()
    const first = within(await waitFor(() => section('Blog post 1'), slow))
    const twitter = within(await first.findByRole('article', { name: 'Twitter/X post' }, slow))
    await user.click(twitter.getByRole('button', { name: 'Edit Twitter/X post' }))
    const text = twitter.getByLabelText('Twitter/X text')
    await user.clear(text)
    await user.click(text)
    await user.paste('a'.repeat(290))
    expect(twitter.getByTestId('tweet-count')).toHaveTextContent(/^3\d\d\/280/)
    await user.click(twitter.getByRole('button', { name: 'Save' }))
    expect((await screen.findAllByText('Update Failed', {}, slow))[0]).toBeVisible()
    expect(text).toHaveAccessibleDescription(
      expect.stringContaining('A tweet must be at most 280 characters (a link counts as 23)'),
    )
    await user.click(twitter.getByRole('button', { name: 'Cancel' }))
    expect(twitter.getByText('twitter text for post 1')).toBeVisible()

    failGenerate = true
    await user.click(screen.getByRole('button', { name: 'Generate Posts for “Blog post 2”' }))
    expect((await screen.findAllByText('Generation Failed', {}, slow))[0]).toBeVisible()
  })

  it('shows the overview, the accounts, the automation and the setup guides', async () => {
    const user = userEvent.setup()
    posts = [...drafted(1), { ...drafted(2)[0]!, status: 'ready' }]
    await openScreen('/social-media?tab=overview')
    expect(await screen.findByTestId('social-total', {}, slow)).toHaveTextContent('5')
    expect(screen.getByTestId('social-drafts')).toHaveTextContent('4')
    expect(screen.getByTestId('social-ready')).toHaveTextContent('1')
    const twitterRow = screen.getByRole('row', { name: /Twitter\/X/ })
    expect(twitterRow).toHaveTextContent('Twitter/X112')

    await user.click(screen.getByRole('tab', { name: 'Accounts' }))
    const account = await screen.findByTestId('social-account', {}, slow)
    expect(account).toHaveTextContent('Facebook')
    expect(account).toHaveTextContent('grovesidefarm')
    expect(within(account).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.facebook.com/grovesidefarm',
    )

    await user.click(screen.getByRole('tab', { name: 'Automation' }))
    expect(await screen.findByText('Direct publishing is off.')).toBeVisible()
    expect(screen.getByTestId('ready-posts')).toHaveTextContent('Twitter/X')

    await user.click(screen.getByRole('tab', { name: 'Setup Guide' }))
    for (const [name, href] of [
      ['Twitter API Setup Guide', '/help/twitter'],
      ['LinkedIn Business Page Setup', '/help/linkedin'],
      ['Facebook Farm Page Setup', '/help/facebook'],
    ]) {
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href)
    }
  })

  it('pages the blog posts 5 at a time and searches them, every choice in the address', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/social-media?page=2')
    await waitFor(() => expect(screen.getAllByTestId('blog-post-section')).toHaveLength(1), slow)
    expect(screen.getByRole('heading', { name: 'Blog post 6' })).toBeVisible()
    expect(screen.getByText('6–6 of 6 blog posts')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(screen.getAllByTestId('blog-post-section')).toHaveLength(5))
    expect(router.state.location.search).toBe('')

    await user.type(screen.getByRole('searchbox', { name: 'Search blog posts' }), 'post 3')
    await waitFor(() => expect(router.state.location.search).toBe('?q=post+3'), slow)
    await waitFor(() => expect(screen.getAllByTestId('blog-post-section')).toHaveLength(1))
    await user.type(screen.getByRole('searchbox', { name: 'Search blog posts' }), '9')
    expect(
      await screen.findByRole('heading', { name: 'No blog posts match these filters' }, slow),
    ).toBeVisible()
  })
})
