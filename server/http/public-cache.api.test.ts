import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import type { DatabaseConnection } from '../db/client'
import { blogPosts } from '#server/db/schema/blog'
import { products } from '#server/db/schema/catalog'
import { buildCachedApp } from '../test/cached-app'
import { createTestDatabase } from '../test/test-database'
import { validOrder, visitorWithCart } from '../test/checkout-helpers'
import { nextTestAddress, signInAsStaff } from '../test/sign-in'

let app: FastifyInstance
let database: DatabaseConnection
let staff: string
beforeAll(async () => {
  database = await createTestDatabase()
  app = await buildCachedApp(database)
  staff = await signInAsStaff(app)
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

/**
 * Reads a URL until the answer comes from the cache (on PostgreSQL the notification of a write
 * just before can arrive meanwhile and drop the first answer made).
 */
async function cached(url: string) {
  let response = await get(url)
  for (let attempt = 0; attempt < 20 && !response.headers.etag; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    response = await get(url)
  }
  expect(response.headers.etag).toBeTruthy()
  return response
}

async function firstProduct() {
  const [row] = await app.db.select().from(products).where(eq(products.inStock, true)).limit(1)
  return row!
}

describe('public cache', () => {
  it('answers a repeated public read with a strong ETag, and 304 when the client has it', async () => {
    const first = await cached('/api/products')
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(first.headers.vary).toMatch(/accept-encoding/i)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)

    const again = await get('/api/products', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)

    const other = await get('/api/products', { 'if-none-match': '"something-else"' })
    expect(other.statusCode).toBe(200)
    expect(other.json()).toEqual(first.json())

    // Each encoding is its own representation, with its own tag; the body is compressed once.
    const br = await get('/api/products', { 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.etag).not.toBe(etag)
    expect(
      (await get('/api/products', { 'if-none-match': etag, 'accept-encoding': 'br' })).statusCode,
    ).toBe(200)
  })

  it('shows a staff product edit on the next read', async () => {
    const product = await firstProduct()
    await cached(`/api/products/${product.id}`)
    await cached('/api/products')
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: { cookie: staff },
      payload: { name: 'Renamed Mango Butter' },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await get(`/api/products/${product.id}`)).json()).toMatchObject({
      name: 'Renamed Mango Butter',
    })
    const list = (await get('/api/products')).json() as { id: number; name: string }[]
    expect(list.find((entry) => entry.id === product.id)?.name).toBe('Renamed Mango Butter')
  })

  it("shows a checkout's stock change on the next read", async () => {
    const [product] = await app.db
      .insert(products)
      .values({ name: 'Cached Guava Jam', priceCents: 800, category: 'jams', stockQuantity: 9 })
      .returning()
    const url = `/api/products/${product!.id}`
    expect((await cached(url)).json()).toMatchObject({ stockQuantity: 9 })

    const { cookie } = await visitorWithCart(app, [{ productId: product!.id, quantity: 2 }])
    const order = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: validOrder({ shippingMethod: 'farm_pickup' }),
      remoteAddress: nextTestAddress(),
    })
    expect(order.statusCode, order.body).toBe(201)
    expect((await get(url)).json()).toMatchObject({ stockQuantity: 7 })
  })

  it('shows an approved comment on the next read', async () => {
    const [post] = await app.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .limit(1)
    const url = `/api/blog/comments/${post!.id}`
    const posted = await app.inject({
      method: 'POST',
      url: '/api/blog/comments',
      payload: {
        blogPostId: post!.id,
        authorName: 'Cache Tester',
        authorEmail: 'cache@example.com',
        content: 'Waiting for approval.',
      },
      remoteAddress: nextTestAddress(),
    })
    expect(posted.statusCode, posted.body).toBe(201)
    const before = (await cached(url)).json() as { id: number }[]
    const commentId = (posted.json() as { id: number }).id
    expect(before.some((comment) => comment.id === commentId)).toBe(false)

    const approved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/blog/comments/${commentId}/approve`,
      headers: { cookie: staff },
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const after = (await get(url)).json() as { id: number }[]
    expect(after.some((comment) => comment.id === commentId)).toBe(true)
  })

  it('shows an approved review on the next read, in the list and the summary', async () => {
    const product = await firstProduct()
    const url = `/api/products/${product.id}/reviews`
    const posted = await app.inject({
      method: 'POST',
      url,
      payload: {
        customerName: 'Cache Taster',
        customerEmail: 'taster@example.com',
        rating: 1,
        comment: 'Waiting for approval.',
      },
      remoteAddress: nextTestAddress(),
    })
    expect(posted.statusCode, posted.body).toBe(201)
    const reviewId = (posted.json() as { id: number }).id
    const before = (await cached(url)).json() as { id: number }[]
    expect(before.some((review) => review.id === reviewId)).toBe(false)
    const summaryBefore = (await cached('/api/reviews/summary')).json() as { reviewCount: number }

    const approved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${reviewId}`,
      payload: { hidden: false },
      headers: { cookie: staff },
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const after = (await get(url)).json() as { id: number }[]
    expect(after.some((review) => review.id === reviewId)).toBe(true)
    expect((await get('/api/reviews/summary')).json()).toMatchObject({
      reviewCount: summaryBefore.reviewCount + 1,
    })
  })

  it('drops cached answers on any write to the data they show, whoever makes it', async () => {
    const product = await firstProduct()
    const url = `/api/products/${product.id}`
    await cached(url)
    // A job or another instance writes the table directly: the trigger's notification clears.
    await app.db
      .update(products)
      .set({ name: 'Written Directly' })
      .where(eq(products.id, product.id))
    await new Promise((resolve) => setTimeout(resolve, database.kind === 'pglite' ? 0 : 200))
    expect((await get(url)).json()).toMatchObject({ name: 'Written Directly' })
  })

  it('shows a harvest alert, list and page, the moment it goes live and leaves the moment it expires', async () => {
    const [product] = await app.db.select().from(products).limit(1)
    // The alert goes live and expires at set instants, far enough apart for a slow machine's
    // reads in between; the test waits for each instant itself rather than a fixed time.
    const goesLive = Date.now() + 2500
    const expires = goesLive + 2500
    const until = (instant: number) =>
      new Promise((resolve) => setTimeout(resolve, instant + 150 - Date.now()))
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/harvest-alerts',
      headers: { cookie: staff },
      payload: {
        productId: product!.id,
        alertType: 'last_call',
        title: 'Cache clock test alert',
        message: 'Only for a moment.',
        alertDate: new Date(goesLive).toISOString(),
        expiryDate: new Date(expires).toISOString(),
        active: true,
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const titles = async () =>
      ((await get('/api/harvest-alerts')).json() as { title: string }[]).map((a) => a.title)
    const page = async () => (await get('/harvest-alerts')).body
    await cached('/api/harvest-alerts')
    await cached('/harvest-alerts')
    expect(await titles()).not.toContain('Cache clock test alert')
    expect(await page()).not.toContain('Cache clock test alert')
    expect(Date.now(), 'the reads before it goes live took too long').toBeLessThan(goesLive)

    await until(goesLive)
    expect(await titles()).toContain('Cache clock test alert')
    expect(await page()).toContain('Cache clock test alert')
    expect(Date.now(), 'the reads while it is live took too long').toBeLessThan(expires)

    await until(expires)
    expect(await titles()).not.toContain('Cache clock test alert')
    expect(await page()).not.toContain('Cache clock test alert')
  })

  it('over HTTP, sends a held answer before Fastify with the same headers, and 304s', async () => {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const url = `${origin}/api/products`
    const made = await fetch(url)
    await cached('/api/products')
    const held = await fetch(url)
    expect(held.status).toBe(200)
    expect(await held.json()).toEqual(await made.json())
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy'])
      expect(held.headers.get(name)).toBe(made.headers.get(name))
    expect(held.headers.get('etag')).toBeTruthy()
    expect(held.headers.get('x-request-id')).toMatch(/^[\w-]+$/)
    expect(held.headers.get('x-request-id')).not.toBe(made.headers.get('x-request-id'))
    const etag = held.headers.get('etag')!
    const again = await fetch(url, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)

    await fetch(`${origin}/products`)
    await cached('/products')
    const page = await fetch(`${origin}/products`)
    expect(page.headers.get('etag')).toBeTruthy()
    const signedIn = await fetch(`${origin}/products`, {
      headers: { cookie: 'groveside_signed_in=1' },
    })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('etag')).toBeNull()
  })

  it("still answers each visitor's own data: carts and signed-in pages are never cached", async () => {
    const product = await firstProduct()
    const one = await visitorWithCart(app, [{ productId: product.id, quantity: 1 }])
    const two = await visitorWithCart(app, [{ productId: product.id, quantity: 3 }])
    const cartOf = async (cookie: string) => {
      await get('/api/cart', { cookie })
      const response = await get('/api/cart', { cookie })
      expect(response.headers.etag).toBeUndefined()
      return response.json() as { quantity: number }[]
    }
    expect((await cartOf(one.cookie))[0]?.quantity).toBe(1)
    expect((await cartOf(two.cookie))[0]?.quantity).toBe(3)

    expect((await cached('/products')).headers['content-type']).toMatch(/text\/html/)
    const signedIn = await get('/products', { cookie: `${one.cookie}; groveside_signed_in=1` })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.headers.etag).toBeUndefined()
    expect((await get('/api/admin/products', { cookie: staff })).headers.etag).toBeUndefined()
  })
})
