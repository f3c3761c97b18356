import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { StaffRecipe } from '#contracts/recipes'
import type { ImageSearchResult } from '#contracts/image-library'
import { dismissToast } from '#web/components/ui/use-toast'
import { jsonResponse, renderApp } from '#web/test/render-app'
import { staffPageResponse } from '#web/test/staff-resource-api'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

let recipes: StaffRecipe[]
let calls: { method: string; path: string; search: string; body?: unknown }[]
let answers: { create?: { status: number; body: unknown }; images?: number }

const galleryPicture = '/uploads/images/0123456789abcdef/1600x1200.webp'
const images: ImageSearchResult[] = [
  { imageUrl: galleryPicture, title: 'Mango harvest', source: 'gallery' },
  { imageUrl: '/uploads/demo/honey.svg', title: 'Wildflower Honey', source: 'product' },
]

const salsa: StaffRecipe = {
  id: 5,
  title: 'Fresh Mango Salsa',
  slug: 'fresh-mango-salsa',
  description: 'Sweet mango and lime.',
  category: 'Appetizers',
  difficulty: 'easy',
  prepTime: 15,
  cookTime: 0,
  servings: 6,
  imageUrl: null,
  featuredProducts: ['Mango', 'Honey', 'Citrus'],
  ingredients: ['2 mangos', '1 lime'],
  instructions: ['Dice.', 'Mix.'],
  published: true,
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
}

beforeEach(() => {
  calls = []
  answers = {}
  recipes = [
    salsa,
    { ...salsa, id: 6, title: 'Mango Lassi', slug: 'mango-lassi', published: false },
  ]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path: url.pathname, search: url.search, body })
      if (url.pathname === '/api/session') {
        return jsonResponse({
          customer: null,
          staff: { id: 1, email: 'owner@groveside.test', name: 'Owner', role: 'owner' },
        })
      }
      if (url.pathname === '/api/admin/recipes' && method === 'POST') {
        if (answers.create) return jsonResponse(answers.create.body, answers.create.status)
        const created = { ...salsa, ...body, id: 7 }
        recipes = [created, ...recipes]
        return jsonResponse(created, 201)
      }
      if (url.pathname === '/api/admin/recipes/page') return staffPageResponse(url, recipes)
      if (url.pathname === '/api/admin/recipes') return jsonResponse(recipes)
      if (url.pathname === '/api/admin/images') {
        return answers.images
          ? jsonResponse({ message: 'Down' }, answers.images)
          : jsonResponse(images)
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

function card(title: string) {
  const found = screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: title }))
  if (!found) throw new Error(`No card for ${title}`)
  return found
}

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/admin/recipes')
  await screen.findByRole('heading', { level: 1, name: 'Recipe Manager' }, slow)
  await waitFor(() => card('Fresh Mango Salsa'), slow)
  await user.click(screen.getAllByRole('button', { name: 'Add Recipe' })[0]!)
  return screen.getByRole('dialog', { name: 'Add Recipe' })
}

describe('Recipe Manager', () => {
  it('lists recipes with a Published or Draft badge', async () => {
    renderApp('/admin/recipes')
    const published = await waitFor(() => card('Fresh Mango Salsa'), slow)
    expect(within(published).getByText('Published')).toBeInTheDocument()
    expect(within(published).getByText('Appetizers')).toBeInTheDocument()
    expect(within(published).getByText('Featuring Mango, Honey +1')).toBeInTheDocument()
    expect(within(card('Mango Lassi')).getByText('Draft')).toBeInTheDocument()
  })

  it("refuses a recipe without title, ingredient or instruction in the spec's words", async () => {
    const user = userEvent.setup()
    const dialog = await openAddDialog(user)
    await user.type(within(dialog).getByLabelText('Title'), 'Fig Jam')
    await user.click(within(dialog).getByRole('button', { name: 'Create Recipe' }))
    expect(within(dialog).getByText('Please fill in all required fields')).toBeInTheDocument()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('creates a recipe from one-per-line lists, checkboxes and a picture from the image search', async () => {
    const user = userEvent.setup()
    const dialog = await openAddDialog(user)
    await user.type(within(dialog).getByLabelText('Title'), 'Fig & Honey Toast')
    expect(within(dialog).getByLabelText('Slug')).toHaveAttribute('placeholder', 'fig-honey-toast')
    await user.type(
      within(dialog).getByLabelText('Ingredients'),
      '4 figs{Enter}{Enter}  2 slices of bread ',
    )
    await user.type(within(dialog).getByLabelText('Instructions'), 'Toast.{Enter}Top.')
    await user.type(within(dialog).getByLabelText('Prep time (minutes)'), '5')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Fig' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Honey' }))
    expect(within(dialog).getByRole('switch', { name: 'Published' })).toBeChecked()

    // The image search shows the farm's newest pictures at once; a search runs on Enter.
    await user.click(within(dialog).getByRole('button', { name: 'Search farm images' }))
    const search = await screen.findByRole('dialog', { name: 'Search Images' })
    expect(await within(search).findByRole('button', { name: /Mango harvest/ }, slow)).toBeVisible()
    await user.type(
      within(search).getByRole('searchbox', { name: 'Search images' }),
      'mango{Enter}',
    )
    await waitFor(() => expect(calls.at(-1)?.search).toBe('?q=mango'))
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    await user.click(await within(search).findByRole('button', { name: /Mango harvest/ }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search Images' })).toBeNull())
    expect(within(dialog).getByLabelText('Image URL')).toHaveValue(galleryPicture)

    await user.click(within(dialog).getByRole('button', { name: 'Create Recipe' }))
    expect((await screen.findAllByText('Recipe created successfully', {}, slow))[0]).toBeVisible()
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Fig & Honey Toast',
      slug: 'fig-honey-toast',
      ingredients: ['4 figs', '2 slices of bread'],
      instructions: ['Toast.', 'Top.'],
      prepTime: 5,
      servings: 1,
      difficulty: 'easy',
      featuredProducts: ['Honey', 'Fig'],
      imageUrl: galleryPicture,
      published: true,
    })
  })

  it('shows the failure toast without detail and the server message under the slug', async () => {
    const user = userEvent.setup()
    answers.create = {
      status: 409,
      body: {
        message: 'Another recipe already uses this slug',
        code: 'SLUG_TAKEN',
        fields: { slug: 'Another recipe already uses this slug. Please choose a different one.' },
      },
    }
    const dialog = await openAddDialog(user)
    await user.type(within(dialog).getByLabelText('Title'), 'Fresh Mango Salsa')
    await user.type(within(dialog).getByLabelText('Ingredients'), 'Mango')
    await user.type(within(dialog).getByLabelText('Instructions'), 'Dice.')
    await user.click(within(dialog).getByRole('button', { name: 'Create Recipe' }))
    expect(
      await within(dialog).findByText(
        'Another recipe already uses this slug. Please choose a different one.',
      ),
    ).toBeInTheDocument()
    const toast = (await screen.findAllByText('Failed to create recipe', {}, slow))[0]!
    expect(toast).toBeVisible()
    expect(screen.queryByText('Another recipe already uses this slug')).toBeNull()
  })

  it("tells staff when the image search fails, in the spec's words", async () => {
    const user = userEvent.setup()
    answers.images = 500
    const dialog = await openAddDialog(user)
    await user.click(within(dialog).getByRole('button', { name: 'Search farm images' }))
    expect((await screen.findAllByText('Search Error', {}, slow))[0]).toBeVisible()
    expect(
      screen.getAllByText('Failed to search for images. Please try again.')[0],
    ).toBeInTheDocument()
  })

  it("shows 'No recipes yet' with a way to add the first one", async () => {
    recipes = []
    renderApp('/admin/recipes')
    expect(await screen.findByRole('heading', { name: 'No recipes yet' }, slow)).toBeVisible()
    expect(screen.getAllByRole('button', { name: 'Add Recipe' })).toHaveLength(2)
  })
})
