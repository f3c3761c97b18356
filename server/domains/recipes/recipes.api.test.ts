import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { recipeListSchema, staffRecipeSchema, type Recipe } from '#contracts/recipes'
import { recipeSlug } from '#contracts/slug'
import { imageSearchResultListSchema } from '#contracts/image-library'
import { photoGallery } from '#server/db/schema/gallery'
import { recipes } from '#server/db/schema/recipes'
import { auditLog } from '#server/db/schema/audit'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsStaff } from '#server/test/sign-in'
import { expectStaffOnly } from '#server/test/staff-resource-checks'

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp({ seed: true })
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const path = '/api/admin/recipes'
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) })
const publicGet = (url: string) => testApp.app.inject({ method: 'GET', url })
const staffList = async () => (await send('GET', path)).json() as unknown
const publicRecipes = async (): Promise<Recipe[]> => {
  const response = await publicGet('/api/recipes')
  expect(response.statusCode).toBe(200)
  return recipeListSchema.parse(response.json())
}
const lastAudit = async () =>
  (await testApp.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]

/** A page as a browser without JavaScript gets it: its whole HTML and `#root`'s markup. */
async function getPage(url: string) {
  const response = await publicGet(url)
  const root =
    /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="app-state">/.exec(
      response.body,
    )?.[1] ?? ''
  return { status: response.statusCode, html: response.body, root: root.replaceAll('<!-- -->', '') }
}

/** The page's own JSON-LD blocks (the farm's LocalBusiness is not one). */
function pageJsonLd(html: string) {
  return [
    ...html.matchAll(/<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
}

const newRecipe = (overrides: Record<string, unknown> = {}) => ({
  title: 'Honey Roasted Figs',
  slug: '',
  description: 'Figs roasted with wildflower honey and thyme.',
  category: 'Desserts',
  difficulty: 'easy',
  prepTime: '10',
  cookTime: 15,
  servings: '',
  ingredients: ['  8 ripe figs, halved ', '', '2 tablespoons wildflower honey', '   '],
  instructions: ['Heat the oven to 400°F.', 'Drizzle the figs with honey and roast 15 minutes.'],
  featuredProducts: ['Honey', 'Fig', 'Honey'],
  imageUrl: '',
  published: true,
  ...overrides,
})

describe('recipes API', () => {
  it('is staff only, for every staff route, and refuses change to others', async () => {
    await expectStaffOnly(
      testApp.app,
      [
        { method: 'GET', url: path },
        { method: 'POST', url: path, payload: newRecipe() },
        { method: 'PUT', url: `${path}/1`, payload: newRecipe() },
        { method: 'DELETE', url: `${path}/1` },
        { method: 'GET', url: '/api/admin/images?q=mango' },
      ],
      staffList,
    )
  })

  it('the public list has published recipes only, without private fields', async () => {
    const all = staffRecipeSchema.array().parse(await staffList())
    const drafts = all.filter((recipe) => !recipe.published)
    expect(drafts.length).toBeGreaterThan(0) // the demo farm has a draft
    const response = await publicGet('/api/recipes')
    const list = response.json() as Record<string, unknown>[]
    expect(list.length).toBe(all.length - drafts.length)
    for (const recipe of list) {
      expect(Object.keys(recipe)).not.toContain('published')
      expect(Object.keys(recipe)).not.toContain('createdAt')
    }
    const titles = list.map((recipe) => recipe.title)
    for (const draft of drafts) expect(titles).not.toContain(draft.title)
  })

  it('creates a recipe (slug from the title, cleaned lists, defaults), updates and deletes it', async () => {
    const created = await send('POST', path, newRecipe())
    expect(created.statusCode, created.body).toBe(201)
    const recipe = staffRecipeSchema.parse(created.json())
    expect(recipe).toMatchObject({
      title: 'Honey Roasted Figs',
      slug: 'honey-roasted-figs',
      prepTime: 10,
      cookTime: 15,
      servings: 1,
      difficulty: 'easy',
      category: 'Desserts',
      featuredProducts: ['Honey', 'Fig'],
      ingredients: ['8 ripe figs, halved', '2 tablespoons wildflower honey'],
      imageUrl: null,
      published: true,
    })
    expect(await lastAudit()).toMatchObject({
      action: 'recipe.create',
      targetId: String(recipe.id),
    })
    expect((await publicRecipes()).map((each) => each.title)).toContain('Honey Roasted Figs')

    const updated = await send(
      'PUT',
      `${path}/${recipe.id}`,
      newRecipe({
        title: 'Honey Roasted Figs with Thyme',
        slug: recipe.slug,
        servings: 4,
        difficulty: 'medium',
        prepTime: '',
        imageUrl: '/uploads/demo/mango.svg',
      }),
    )
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({
      title: 'Honey Roasted Figs with Thyme',
      slug: 'honey-roasted-figs',
      servings: 4,
      difficulty: 'medium',
      prepTime: null,
      imageUrl: '/uploads/demo/mango.svg',
    })
    expect(await lastAudit()).toMatchObject({ action: 'recipe.update' })
    const shown = (await publicRecipes()).find((each) => each.id === recipe.id)
    expect(shown?.title).toBe('Honey Roasted Figs with Thyme')

    expect((await send('DELETE', `${path}/${recipe.id}`)).statusCode).toBe(204)
    expect(await lastAudit()).toMatchObject({ action: 'recipe.delete' })
    expect((await publicRecipes()).map((each) => each.id)).not.toContain(recipe.id)
    expect((await send('DELETE', `${path}/${recipe.id}`)).statusCode).toBe(404)
    expect((await send('PUT', `${path}/${recipe.id}`, newRecipe())).statusCode).toBe(404)
  })

  it('answers the spec message for each missing required field, and changes nothing', async () => {
    const before = await staffList()
    const blank = await send('POST', path, {
      title: '  ',
      ingredients: ['', '  '],
      instructions: [],
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fields).toEqual({
      title: 'Please fill in all required fields',
      ingredients: 'Please fill in all required fields',
      instructions: 'Please fill in all required fields',
    })
    const missing = await send('POST', path, { title: 'Only a title' })
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().fields).sort()).toEqual(['ingredients', 'instructions'])
    // A title with no letter or digit leaves no slug: the slug is missing.
    const noSlug = await send('POST', path, newRecipe({ title: '¿¡ !!' }))
    expect(noSlug.statusCode).toBe(400)
    expect(noSlug.json().fields).toEqual({ slug: 'Please fill in all required fields' })
    expect(await staffList()).toEqual(before)
  })

  it('answers 400 naming each field out of range, and changes nothing', async () => {
    const before = await staffList()
    const response = await send(
      'POST',
      path,
      newRecipe({
        servings: 0,
        prepTime: -5,
        cookTime: 'soon',
        difficulty: 'impossible',
        category: 'Soups',
        featuredProducts: ['Mango', 'Banana'],
        imageUrl: 'javascript:alert(1)',
        published: 'yes',
      }),
    )
    expect(response.statusCode).toBe(400)
    const fields = response.json().fields as Record<string, string>
    expect(Object.keys(fields).sort()).toEqual(
      [
        'category',
        'cookTime',
        'difficulty',
        'featuredProducts.1',
        'imageUrl',
        'prepTime',
        'published',
        'servings',
      ].sort(),
    )
    expect(fields.servings).toBe('Servings must be at least 1')
    expect(fields.prepTime).toBe('Prep time cannot be negative')
    expect(fields.cookTime).toBe('Cook time must be a whole number of minutes')
    const tooLong = await send(
      'POST',
      path,
      newRecipe({ ingredients: ['x'.repeat(501)], instructions: ['one\ntwo'] }),
    )
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().fields).toEqual({
      ingredients: 'Each ingredient must be at most 500 characters',
      instructions: 'Each instruction must be a single line of text',
    })
    expect(await staffList()).toEqual(before)
  })

  it('makes slugs by one rule and refuses a slug another recipe has', async () => {
    expect(recipeSlug('  Crème Brûlée -- with   Honey!! ')).toBe('creme-brulee-with-honey')
    expect(recipeSlug("Grandma's 3-Berry Jam")).toBe('grandma-s-3-berry-jam')
    expect(recipeSlug('---')).toBe('')

    const typed = await send('POST', path, newRecipe({ title: 'Fig Jam', slug: 'My Fig JAM!' }))
    expect(typed.statusCode, typed.body).toBe(201)
    const figJam = staffRecipeSchema.parse(typed.json())
    expect(figJam.slug).toBe('my-fig-jam')

    const before = await staffList()
    const taken = await send('POST', path, newRecipe({ title: 'Fresh Mango Salsa' }))
    expect(taken.statusCode).toBe(409)
    expect(taken.json().fields.slug).toMatch(/slug/i)
    const takenOnUpdate = await send(
      'PUT',
      `${path}/${figJam.id}`,
      newRecipe({ title: 'Fig Jam', slug: 'fresh-mango-salsa' }),
    )
    expect(takenOnUpdate.statusCode).toBe(409)
    expect(takenOnUpdate.json().fields.slug).toMatch(/slug/i)
    expect(await staffList()).toEqual(before)

    // Saving a recipe with its own slug is no conflict.
    const same = await send(
      'PUT',
      `${path}/${figJam.id}`,
      newRecipe({ title: 'Fig Jam', slug: figJam.slug }),
    )
    expect(same.statusCode, same.body).toBe(200)
    expect((await send('DELETE', `${path}/${figJam.id}`)).statusCode).toBe(204)
  })

  it('keeps drafts out of the rendered /recipes page, its JSON-LD and the sitemap', async () => {
    const title = `Secret Draft Sorbet ${Date.now()}`
    const created = await send('POST', path, newRecipe({ title, published: false }))
    expect(created.statusCode, created.body).toBe(201)
    const draft = staffRecipeSchema.parse(created.json())
    const [demoDraft] = await testApp.app.db
      .select()
      .from(recipes)
      .where(eq(recipes.published, false))
      .limit(1)

    const page = await getPage('/recipes')
    expect(page.status).toBe(200)
    expect(page.root).toContain('Fresh Mango Salsa')
    expect(page.root).toContain('Blackberry Honey Cobbler')
    for (const hidden of [draft, demoDraft!]) {
      expect(page.html).not.toContain(hidden.title)
      expect(page.html).not.toContain(hidden.slug)
    }
    const [itemList] = pageJsonLd(page.html)
    expect(itemList).toMatchObject({ '@type': 'ItemList' })
    const listed = (itemList!.itemListElement as { item: Record<string, unknown> }[]).map(
      (entry) => entry.item,
    )
    expect(listed.map((recipe) => recipe.name)).toEqual(
      (await publicRecipes()).map((recipe) => recipe.title),
    )
    expect(listed.find((recipe) => recipe.name === 'Blackberry Honey Cobbler')).toMatchObject({
      '@type': 'Recipe',
      prepTime: 'PT20M',
      cookTime: 'PT40M',
      totalTime: 'PT1H',
      recipeYield: '8 servings',
      recipeCategory: 'Desserts',
      url: 'http://localhost:5000/recipes?recipe=blackberry-honey-cobbler',
    })

    const sitemap = (await publicGet('/sitemap.xml')).body
    expect(sitemap).toContain('<loc>http://localhost:5000/recipes</loc>')
    expect(sitemap).not.toContain(draft.slug)
    expect(sitemap).not.toContain(demoDraft!.slug)

    // Published, it shows; staff's /admin/recipes is kept out of search.
    const published = await send(
      'PUT',
      `${path}/${draft.id}`,
      newRecipe({ title, slug: draft.slug, published: true }),
    )
    expect(published.statusCode, published.body).toBe(200)
    expect((await getPage('/recipes')).root).toContain(title)
    expect(sitemap).not.toContain('/admin/recipes')
    expect((await send('DELETE', `${path}/${draft.id}`)).statusCode).toBe(204)
  })

  it('searches the farm’s own pictures by title, name or description, each once, at most 12', async () => {
    const search = async (q: string) => {
      const response = await send('GET', `/api/admin/images?q=${encodeURIComponent(q)}`)
      expect(response.statusCode, response.body).toBe(200)
      return imageSearchResultListSchema.parse(response.json())
    }
    const mango = await search('MANGO')
    expect(mango.length).toBeGreaterThan(0)
    expect(mango.length).toBeLessThanOrEqual(12)
    expect(new Set(mango.map((result) => result.imageUrl)).size).toBe(mango.length)
    expect(mango.map((result) => result.source)).toContain('recipe')
    for (const result of mango) expect(result.imageUrl).toMatch(/^(\/uploads\/|https:\/\/)/)

    // Descriptions match too, and LIKE wildcards typed by staff are taken literally.
    const [photo] = await testApp.app.db.select().from(photoGallery).limit(1)
    const word = photo!.description!.split(' ').find((each) => each.length > 5)!
    expect((await search(word)).map((result) => result.imageUrl)).toContain(photo!.imageUrl)
    expect(await search('%')).toEqual([])
    expect(await search('nothing-on-this-farm-matches')).toEqual([])

    // Blank: the newest pictures, one page of them.
    const newest = await search('')
    expect(newest.length).toBeGreaterThan(0)
    expect(newest.length).toBeLessThanOrEqual(12)

    const tooLong = await send('GET', `/api/admin/images?q=${'a'.repeat(101)}`)
    expect(tooLong.statusCode).toBe(400)
    expect(Object.keys(tooLong.json().fields)).toEqual(['q'])
  })
})
