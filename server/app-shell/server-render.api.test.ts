import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq } from 'drizzle-orm'
import { productReviews } from '#server/db/schema/reviews'
import { products } from '#server/db/schema/catalog'
import { blogPosts } from '#server/db/schema/blog'
import { buildTestApp, type TestApp } from '../test/build-test-app'
import { signInAsCustomer } from '../test/sign-in'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})

/** A page as a browser without JavaScript gets it: `#root`'s markup and the inline query cache. */
async function getPage(url: string, cookie?: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie } : {},
  })
  const html = response.body
  const root =
    /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="app-state">/.exec(
      html,
    )?.[1]
  const stateJson = /<script type="application\/json" id="app-state">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1]
  const state = stateJson
    ? (JSON.parse(stateJson) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] })
    : null
  const cached = (key: string) => state?.queries.find((query) => query.queryKey[0] === key)
  return { status: response.statusCode, html, root: root ?? '', stateJson: stateJson ?? '', cached }
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')

describe('server-rendered pages', () => {
  it('a product page carries the product, its price, stock and reviews in the markup', async () => {
    const [product] = await testApp.app.db
      .select()
      .from(products)
      .where(and(eq(products.active, true), eq(products.inStock, true)))
      .orderBy(asc(products.id))
      .limit(1)
    const page = await getPage(`/products/${product!.id}`)
    expect(page.status).toBe(200)
    const content = text(page.root)
    expect(content).toContain(product!.name)
    expect(content).toContain(`$${(product!.priceCents / 100).toFixed(2)}`)
    expect(content).toContain('In Stock')
    expect(content).toContain('Customer Reviews')
    expect(content).toContain('Add to Cart')
    // The header and footer are there too, with the farm name from site content.
    expect(page.root).toContain('<header')
    expect(page.root).toContain('<footer')
    expect(page.cached(`/api/products/${product!.id}`)?.state.data).toMatchObject({
      id: product!.id,
      name: product!.name,
    })
  })

  it('never puts a reviewer e-mail or other private data into the page', async () => {
    const reviews = await testApp.app.db.select().from(productReviews)
    expect(reviews.length).toBeGreaterThan(0)
    for (const review of reviews) {
      const page = await getPage(`/products/${review.productId}`)
      expect(page.html).not.toContain(review.customerEmail)
    }
  })

  it('the home page, products list, blog list and a published post render their content', async () => {
    const home = await getPage('/')
    expect(text(home.root)).toContain('Sun-Ripened on the Florida Coast')

    const list = await getPage('/products')
    const names = await testApp.app.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.active, true))
    for (const { name } of names) expect(text(list.root)).toContain(name)

    const [post] = await testApp.app.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .limit(1)
    const blog = await getPage('/blog')
    expect(text(blog.root)).toContain(post!.title)
    const postPage = await getPage(`/blog/${post!.slug}`)
    expect(text(postPage.root)).toContain(post!.title)
  })

  it('a draft post is not rendered, and its text is nowhere in the page', async () => {
    const [draft] = await testApp.app.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.published, false))
      .limit(1)
    const page = await getPage(`/blog/${draft!.slug}`)
    expect(page.status).toBe(404)
    expect(page.html).not.toContain(draft!.title)
    const blog = await getPage('/blog')
    expect(blog.html).not.toContain(draft!.title)
  })

  it('sends no inline script the CSP would block: JSON data, module files and the one script it names by hash', async () => {
    for (const url of ['/', '/products', '/about', '/contact', '/faq', '/no-such-page']) {
      const response = await testApp.app.inject({ method: 'GET', url })
      const csp = String(response.headers['content-security-policy'])
      const page = await getPage(url)
      expect(page.root.length, url).toBeGreaterThan(1000)
      const scripts = [...page.html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      const inline = scripts.filter(([, attributes]) => !/type=|src=/.test(attributes!))
      expect(inline, `${url}: the script that holds early taps`).toHaveLength(1)
      for (const [tag, attributes, body] of scripts) {
        if (inline.some(([other]) => other === tag)) {
          const hash = createHash('sha256').update(body!).digest('base64')
          expect(csp, url).toContain(`'sha256-${hash}'`)
        } else {
          expect(attributes, `${url}: ${tag.slice(0, 80)}`).toMatch(
            /type="application\/(?:ld\+)?json"|type="module"[^>]*src="/,
          )
        }
      }
    }
  })

  it('escapes the inline query cache so no text can close its script element', async () => {
    const [product] = await testApp.app.db
      .select()
      .from(products)
      .orderBy(asc(products.id))
      .limit(1)
    await testApp.app.db
      .update(products)
      .set({ description: 'Sweet </script><script>alert(1)</script> mangos' })
      .where(eq(products.id, product!.id))
    const page = await getPage(`/products/${product!.id}`)
    expect(page.stateJson).not.toContain('</script>')
    expect(page.html).not.toContain('<script>alert(1)')
    expect(page.cached(`/api/products/${product!.id}`)?.state.data).toMatchObject({
      description: 'Sweet </script><script>alert(1)</script> mangos',
    })
  })

  it('renders everyone as signed out; a signed-in visitor’s own data loads in the browser', async () => {
    const anonymous = await getPage('/')
    expect(anonymous.cached('/api/session')?.state.data).toEqual({ customer: null, staff: null })
    expect(text(anonymous.root)).toContain('Sign In')

    const session = await signInAsCustomer(testApp.app, 'ssr-reader@example.com')
    const signedIn = await getPage('/', `${session}; groveside_signed_in=1`)
    expect(signedIn.status).toBe(200)
    expect(signedIn.cached('/api/session')).toBeUndefined()
    expect(signedIn.html).not.toContain('ssr-reader@example.com')
  })

  it('lowers the priority of the scripts, which only hydrate a rendered page', async () => {
    const page = await getPage('/products')
    const scripts = page.html.match(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)
    expect(scripts?.length).toBeGreaterThan(0)
    for (const tag of scripts ?? []) expect(tag).toContain('fetchpriority="low"')
  })
})
