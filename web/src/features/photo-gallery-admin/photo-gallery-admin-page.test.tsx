import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { isRecentPhoto, type Photo } from '#contracts/gallery'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'
import { staffPageResponse } from '#web/test/staff-resource-api'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

const day = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * day).toISOString()

/** The page's figures, as the server counts them over every photo. */
const galleryStats = (all: readonly Photo[]) => ({
  total: all.length,
  featured: all.filter((photo) => photo.featured).length,
  categories: new Set(all.map((photo) => photo.category)).size,
  recent: all.filter((photo) => isRecentPhoto(photo)).length,
})

let photos: Photo[]
let calls: { method: string; path: string; body?: unknown }[]
let failWrites: boolean

const haden: Photo = {
  id: 1,
  title: 'First Haden picking',
  description: 'Crates of Haden mangos.',
  imageUrl: '/uploads/demo/mango.svg',
  category: 'harvest',
  tags: ['mango', 'harvest', 'haden'],
  featured: true,
  sortOrder: 1,
  createdAt: daysAgo(2),
}

beforeEach(() => {
  calls = []
  failWrites = false
  photos = [
    haden,
    { ...haden, id: 2, title: 'Checking the hives', category: 'farm_life', tags: [] },
    {
      ...haden,
      id: 3,
      title: 'Blackberry rows',
      featured: false,
      tags: ['berries'],
      createdAt: daysAgo(40),
    },
  ]
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
      if (url.pathname.startsWith('/api/photo-gallery') && method !== 'GET' && failWrites) {
        return jsonResponse({ message: 'Database is resting', code: 'UNAVAILABLE' }, 409)
      }
      if (url.pathname === '/api/photo-gallery' && method === 'POST') {
        const created = {
          ...haden,
          ...body,
          tags: [],
          id: 9,
          createdAt: new Date().toISOString(),
        }
        photos = [...photos, created]
        return jsonResponse(created, 201)
      }
      const match = /^\/api\/photo-gallery\/(\d+)$/.exec(url.pathname)
      if (match && method === 'PUT') {
        const updated = { ...photos.find((p) => p.id === Number(match[1]))!, ...body, tags: [] }
        photos = photos.map((p) => (p.id === updated.id ? updated : p))
        return jsonResponse(updated)
      }
      if (match && method === 'DELETE') {
        photos = photos.filter((p) => p.id !== Number(match[1]))
        return new Response(null, { status: 204 })
      }
      if (url.pathname === '/api/photo-gallery/page') {
        return staffPageResponse(url, photos, galleryStats)
      }
      if (url.pathname === '/api/photo-gallery') return jsonResponse(photos)
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
    .getAllByTestId('gallery-admin-card')
    .find((item) => within(item).queryByRole('heading', { name: title }))
  if (!found) throw new Error(`No card for ${title}`)
  return found
}

async function openScreen(path = '/admin/photo-gallery') {
  renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Photo Gallery Manager' }, slow)
  await waitFor(() => card('First Haden picking'), slow)
}

describe('Photo Gallery Manager', () => {
  it('shows stats (recent = within 7 days) and cards with at most 2 tags, at both addresses', async () => {
    await openScreen('/photo-gallery-admin')
    expect(screen.getByTestId('gallery-stat-total')).toHaveTextContent('3')
    expect(screen.getByTestId('gallery-stat-featured')).toHaveTextContent('2')
    expect(screen.getByTestId('gallery-stat-categories')).toHaveTextContent('2')
    expect(screen.getByTestId('gallery-stat-recent')).toHaveTextContent('2')
    const first = card('First Haden picking')
    expect(within(first).getByText('Featured')).toBeVisible()
    expect(within(first).getByText('#mango')).toBeVisible()
    expect(within(first).queryByText('#haden')).toBeNull()
    expect(within(first).getByText('+1')).toBeVisible()
  })

  it("refuses a photo without title or image in the spec's words, then adds one", async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(screen.getByRole('button', { name: 'Add Photo' }))
    const dialog = screen.getByRole('dialog', { name: 'Add New Photo' })
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Harvest')
    expect(within(dialog).getByLabelText('Sort order')).toHaveValue('0')
    await user.click(within(dialog).getByRole('button', { name: 'Add Photo' }))
    expect(within(dialog).getByText('Title is required')).toBeVisible()
    expect(within(dialog).getByText('Image URL is required')).toBeVisible()
    await user.type(within(dialog).getByLabelText('Image URL'), 'http://insecure.example/a.jpg')
    await user.click(within(dialog).getByRole('button', { name: 'Add Photo' }))
    expect(within(dialog).getByText('Must be a valid URL or uploaded file path')).toBeVisible()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await user.type(within(dialog).getByLabelText('Title'), 'Grafting day')
    await user.clear(within(dialog).getByLabelText('Image URL'))
    await user.type(within(dialog).getByLabelText('Image URL'), '/uploads/demo/mango.svg')
    await user.type(within(dialog).getByLabelText('Tags'), ' grafting, , trees ')
    await user.click(within(dialog).getByRole('switch', { name: 'Featured' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add Photo' }))
    expect((await screen.findAllByText('Photo Added', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Grafting day',
      imageUrl: '/uploads/demo/mango.svg',
      category: 'harvest',
      tags: 'grafting, trees',
      featured: true,
      sortOrder: 0,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => card('Grafting day'))
  })

  it('edits a photo with its values filled in, and deletes one after the question', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(
      within(card('First Haden picking')).getByRole('button', { name: 'Edit First Haden picking' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit Photo' })
    expect(within(dialog).getByLabelText('Title')).toHaveValue('First Haden picking')
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('mango, harvest, haden')
    await user.clear(within(dialog).getByLabelText('Title'))
    await user.type(within(dialog).getByLabelText('Title'), 'Haden morning')
    await user.click(within(dialog).getByRole('button', { name: 'Update Photo' }))
    expect((await screen.findAllByText('Photo Updated', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/photo-gallery/1',
      body: { title: 'Haden morning', tags: 'mango, harvest, haden' },
    })

    await user.click(
      within(card('Blackberry rows')).getByRole('button', { name: 'Delete Blackberry rows' }),
    )
    const question = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this photo?',
    })
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect((await screen.findAllByText('Photo Deleted', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/photo-gallery/3')
  })

  it("shows 'Error' with the server's message when a save fails, keeping what was typed", async () => {
    const user = userEvent.setup()
    failWrites = true
    await openScreen()
    await user.click(screen.getByRole('button', { name: 'Add Photo' }))
    const dialog = screen.getByRole('dialog', { name: 'Add New Photo' })
    await user.type(within(dialog).getByLabelText('Title'), 'Grafting day')
    await user.type(within(dialog).getByLabelText('Image URL'), '/uploads/demo/mango.svg')
    await user.click(within(dialog).getByRole('button', { name: 'Add Photo' }))
    expect((await screen.findAllByText('Database is resting', {}, slow))[0]).toBeVisible()
    // The toast (lazy, in its portal) may show a moment after the form's own message.
    expect((await screen.findAllByText('Error', {}, slow))[0]).toBeVisible()
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Grafting day')
  })

  it('refuses a file over 20 MB before sending it', async () => {
    const user = userEvent.setup()
    await openScreen()
    await user.click(screen.getByRole('button', { name: 'Add Photo' }))
    const dialog = screen.getByRole('dialog', { name: 'Add New Photo' })
    const big = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })
    await user.upload(within(dialog).getByLabelText(/upload/i), big)
    expect(
      (await screen.findAllByText('Please select an image smaller than 20MB', {}, slow))[0],
    ).toBeVisible()
    expect(calls.some((call) => call.path === '/api/upload-image')).toBe(false)
  })

  it("shows 'No photos yet' with a way to add the first one", async () => {
    photos = []
    renderApp('/admin/photo-gallery')
    expect(await screen.findByRole('heading', { name: 'No photos yet' }, slow)).toBeVisible()
    expect(screen.getAllByRole('button', { name: 'Add Photo' })).toHaveLength(2)
  })
})
