import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Photo } from '#contracts/gallery'
import { fetchStub, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 })

const photo = (id: number, overrides: Partial<Photo>): Photo => ({
  id,
  title: `Photo ${id}`,
  description: null,
  imageUrl: '/uploads/demo/mango.svg',
  category: 'harvest',
  tags: [],
  featured: false,
  sortOrder: id,
  createdAt: '2026-06-03T18:15:00.000Z',
  ...overrides,
})

const siteContent = [
  {
    key: 'photo_gallery_header_title',
    title: null,
    content: 'Life on the Grove',
    imageUrl: null,
    contentType: 'text',
    description: null,
  },
]

let photos: Photo[]

beforeEach(() => {
  photos = [
    photo(1, {
      title: 'First Haden picking',
      description: 'Crates of Haden mangos.',
      tags: ['mango', 'harvest', 'haden'],
      featured: true,
    }),
    photo(2, { title: 'Grove at sunrise', category: 'farm_life', featured: true }),
    photo(3, { title: 'Checking the hives', category: 'farm_life', featured: true }),
    photo(4, { title: 'Grafting class', category: 'tours', featured: true, tags: ['Bees'] }),
    photo(5, { title: 'Blackberry rows', description: 'Ripening BERRIES in May.' }),
  ]
  // Reads `photos` at call time, so a test can empty the gallery before rendering.
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      fetchStub({ '/api/site-content': siteContent, '/api/photo-gallery': photos })(input),
    ),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const gridTitles = () =>
  screen.getAllByTestId('photo-card').map((card) => within(card).getByRole('button').textContent)

describe('Photo Gallery page (spec 2)', () => {
  it('shows the editable header, at most 3 featured photos, and cards with at most 2 tags', async () => {
    renderApp('/photo-gallery')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Life on the Grove' }, slow),
    ).toBeVisible()
    const featured = await screen.findByRole('region', { name: 'Featured Photos' }, slow)
    expect(
      within(featured)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['First Haden picking', 'Grove at sunrise', 'Checking the hives'])
    expect(gridTitles()).toHaveLength(5)
    const haden = screen.getAllByTestId('photo-card')[0]!
    expect(within(haden).getByText('#mango')).toBeVisible()
    expect(within(haden).getByText('#harvest')).toBeVisible()
    expect(within(haden).queryByText('#haden')).toBeNull()
    expect(within(haden).getByText('+1')).toBeVisible()
  })

  it('searches title, description and tags; Featured Photos only under all categories', async () => {
    const user = userEvent.setup()
    renderApp('/photo-gallery')
    const search = await screen.findByRole('searchbox', { name: 'Search photos' }, slow)
    await waitFor(() => expect(gridTitles()).toHaveLength(5), slow)
    await user.type(search, 'berries')
    expect(gridTitles()).toEqual(['Blackberry rows'])
    await user.clear(search)
    await user.type(search, 'BEES')
    expect(gridTitles()).toEqual(['Grafting class'])
    await user.clear(search)

    await user.click(screen.getByRole('combobox', { name: 'Category' }))
    await user.click(await screen.findByRole('option', { name: 'Farm Life (2)' }))
    expect(gridTitles()).toEqual(['Grove at sunrise', 'Checking the hives'])
    expect(screen.queryByRole('region', { name: 'Featured Photos' })).toBeNull()

    await user.type(search, 'nothing like this')
    expect(screen.getByRole('heading', { name: 'No photos found' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show all photos' }))
    expect(gridTitles()).toHaveLength(5)
  })

  it('opens a photo in the lightbox; arrow keys step through, Escape closes', async () => {
    const user = userEvent.setup()
    renderApp('/photo-gallery')
    await waitFor(() => expect(gridTitles()).toHaveLength(5), slow)
    await user.click(within(screen.getAllByTestId('photo-card')[0]!).getByRole('button'))
    const lightbox = await screen.findByRole('dialog', { name: 'First Haden picking' })
    expect(within(lightbox).getByText('Crates of Haden mangos.')).toBeVisible()
    expect(within(lightbox).getByText('Featured')).toBeVisible()
    expect(within(lightbox).getByText('#haden')).toBeVisible()
    expect(within(lightbox).getByText('Harvest')).toBeVisible()
    expect(within(lightbox).getByText('June 3, 2026')).toBeVisible()
    expect(within(lightbox).getByText('Photo 1 of 5')).toBeVisible()

    await user.keyboard('{ArrowRight}')
    expect(await screen.findByRole('dialog', { name: 'Grove at sunrise' })).toBeVisible()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(await screen.findByRole('dialog', { name: 'Blackberry rows' })).toBeVisible()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("says 'No photos found' with the editable text when there are none", async () => {
    photos = []
    renderApp('/photo-gallery')
    expect(await screen.findByRole('heading', { name: 'No photos found' }, slow)).toBeVisible()
    expect(
      screen.getByText("We haven't posted photos here yet. Check back after the next harvest!"),
    ).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Life on the Grove' })).toBeVisible()
  })
})
