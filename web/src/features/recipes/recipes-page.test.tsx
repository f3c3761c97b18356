import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Recipe } from '#contracts/recipes'
import { fetchStub, renderApp } from '#web/test/render-app'

const slow = { timeout: 10_000 }
// The screen's code loads on first use; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 })

const recipe = (id: number, overrides: Partial<Recipe>): Recipe => ({
  id,
  title: `Recipe ${id}`,
  slug: `recipe-${id}`,
  description: null,
  category: 'Desserts',
  difficulty: 'easy',
  prepTime: 10,
  cookTime: 20,
  servings: 4,
  imageUrl: null,
  featuredProducts: [],
  ingredients: ['One thing'],
  instructions: ['Do it.'],
  ...overrides,
})

const recipes: Recipe[] = [
  recipe(1, {
    title: 'Fresh Mango Salsa',
    slug: 'fresh-mango-salsa',
    description: 'Sweet mango, lime and a little heat.',
    category: 'Appetizers',
    prepTime: 15,
    cookTime: 0,
    servings: 6,
    featuredProducts: ['Mango'],
    ingredients: ['2 ripe mangos, diced', 'Juice of 2 limes'],
    instructions: ['Combine everything.', 'Rest 10 minutes.'],
  }),
  recipe(2, {
    title: 'Orchard Fruit Tart',
    slug: 'orchard-fruit-tart',
    difficulty: 'hard',
    prepTime: 45,
    cookTime: 45,
    featuredProducts: ['Mango', 'Honey', 'Fig', 'Persimmon'],
  }),
  recipe(3, { title: 'Berry Cobbler', slug: 'berry-cobbler', featuredProducts: ['Blackberry'] }),
]

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fetchStub({ '/api/site-content': [], '/api/recipes': recipes })))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const cardTitles = () =>
  screen.getAllByTestId('recipe-card').map((card) => within(card).getByRole('button').textContent)

describe('Recipes page (spec 2)', () => {
  it('shows a card per recipe with two featured products, then +N', async () => {
    renderApp('/recipes')
    expect(await screen.findByRole('button', { name: 'Fresh Mango Salsa' }, slow)).toBeVisible()
    expect(cardTitles()).toEqual(['Fresh Mango Salsa', 'Orchard Fruit Tart', 'Berry Cobbler'])
    const tart = screen.getAllByTestId('recipe-card')[1]!
    const featured = within(tart).getByRole('list', { name: 'Featured products' })
    expect(
      within(featured)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mango', 'Honey', '+2 more'])
    expect(within(tart).getByText('1 hr 30 min')).toBeInTheDocument()
    expect(within(tart).getByText('Hard')).toBeInTheDocument()
    // The category dropdown starts on every recipe, with the count.
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('All Recipes (3)')
    // Photos below the first row load lazily, with their box size set.
    const images = screen.getAllByTestId('recipe-card').map((card) => card.querySelector('img')!)
    expect(images[0]).toHaveAttribute('loading', 'eager')
    expect(images[0]).toHaveAttribute('width', '640')
  })

  it('searches title, description and featured products; says so when nothing matches', async () => {
    const user = userEvent.setup()
    renderApp('/recipes')
    await screen.findByRole('button', { name: 'Fresh Mango Salsa' }, slow)
    const search = screen.getByRole('searchbox', { name: 'Search recipes' })
    await user.type(search, 'HONEY')
    expect(cardTitles()).toEqual(['Orchard Fruit Tart'])
    await user.clear(search)
    await user.type(search, 'lime')
    expect(cardTitles()).toEqual(['Fresh Mango Salsa'])
    await user.clear(search)
    await user.type(search, 'cobbler')
    expect(cardTitles()).toEqual(['Berry Cobbler'])
    await user.type(search, ' pie')
    expect(screen.getByRole('heading', { name: 'No recipes found' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show all recipes' }))
    expect(cardTitles()).toHaveLength(3)
  })

  it('opens a recipe in a dialog with times, servings, difficulty, ingredients and steps', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/recipes')
    await user.click(await screen.findByRole('button', { name: 'Fresh Mango Salsa' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Fresh Mango Salsa' })
    expect(router.state.location.search).toBe('?recipe=fresh-mango-salsa')
    expect(within(dialog).getByText('15 min')).toBeInTheDocument()
    expect(within(dialog).getByText('0 min')).toBeInTheDocument()
    expect(within(dialog).getByText('6 servings')).toBeInTheDocument()
    const ingredients = within(dialog).getByRole('region', { name: 'Ingredients' })
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 ripe mangos, diced', 'Juice of 2 limes'])
    const steps = within(dialog).getByRole('region', { name: 'Instructions' })
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2)
    const share = within(dialog).getByRole('group', { name: 'Share' })
    expect(within(share).getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/recipes?recipe=fresh-mango-salsa')),
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.search).toBe('')
  })

  it('opens the recipe a link names', async () => {
    renderApp('/recipes?recipe=berry-cobbler')
    expect(await screen.findByRole('dialog', { name: 'Berry Cobbler' }, slow)).toBeVisible()
  })

  it('says No recipes found when the farm has none yet', async () => {
    vi.mocked(fetch).mockImplementation(fetchStub({ '/api/site-content': [], '/api/recipes': [] }))
    renderApp('/recipes')
    expect(await screen.findByRole('heading', { name: 'No recipes found' }, slow)).toBeVisible()
  })
})
