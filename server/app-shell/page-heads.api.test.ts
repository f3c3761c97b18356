import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { and, asc, eq } from 'drizzle-orm'
import { products } from '#server/db/schema/catalog'
import { blogPosts } from '#server/db/schema/blog'
import { centsToDecimal } from '../lib/money'
import { buildTestApp, type TestApp } from '../test/build-test-app'
import { earlyTapsScriptTag } from './early-taps'

/** The address of a demo picture's rendition from the upload pipeline. */
const rendition = (origin: string, width: number, height: number) =>
  new RegExp(`^${origin}/uploads/images/[a-f0-9]{32}/${width}x${height}\\.webp$`)

// Two registered pages besides the built ones: a staff screen with two addresses and a plain
// public page that has no head resolver of its own (the registry grows as screens are built).
vi.mock('#contracts/all-pages', async (importOriginal) => {
  const original = await importOriginal<typeof import('#contracts/all-pages')>()
  const screen = 'test/test-page'
  const pages = [
    ...original.pages,
    {
      paths: ['/admin/content', '/content-admin'],
      screen,
      title: 'Website Content Manager',
      access: 'staff',
    },
    {
      paths: ['/gift-boxes'],
      screen,
      title: 'Gift Boxes',
      description: (text: (key: string) => string) => `Gift boxes from ${text('farm_name')}.`,
      access: 'public',
    },
  ]
  const pagePaths = pages.flatMap((page) => page.paths)
  return { ...original, pages, pagePaths, hasPage: (path: string) => pagePaths.includes(path) }
})

const publicUrl = 'http://localhost:5000'
let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

/** GET a page and read its head the way a crawler without JavaScript does. */
async function getPage(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url })
  const html = response.body
  const head = html.slice(0, html.indexOf('</head>'))
  const attribute = (tag: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null
  const metaTags = [...head.matchAll(/<meta [^>]*>/g)].map((match) => match[0])
  const meta = (key: string) => {
    const tag = metaTags.find(
      (candidate) =>
        attribute(candidate, 'name') === key || attribute(candidate, 'property') === key,
    )
    return tag ? decodeEntities(attribute(tag, 'content') ?? '') : null
  }
  const canonicalTag = /<link rel="canonical" [^>]*>/.exec(head)?.[0]
  const jsonLd = [
    ...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown> & { '@type': string })
  return {
    status: response.statusCode,
    contentType: response.headers['content-type'],
    html,
    head,
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta,
    canonical: canonicalTag ? decodeEntities(attribute(canonicalTag, 'href') ?? '') : null,
    jsonLd,
    ofType: (type: string) => jsonLd.find((data) => data['@type'] === type),
  }
}

async function firstProduct(inStock: boolean) {
  const [row] = await testApp.app.db
    .select()
    .from(products)
    .where(and(eq(products.active, true), eq(products.inStock, inStock)))
    .orderBy(asc(products.id))
    .limit(1)
  return row!
}

describe('product page head', () => {
  it('describes the product: title, description, canonical, Open Graph, Twitter, Product JSON-LD', async () => {
    const product = await firstProduct(true)
    const page = await getPage(`/products/${product.id}`)
    expect(page.status).toBe(200)
    expect(page.contentType).toMatch(/^text\/html/)
    expect(page.title).toBe(`${product.name} | Groveside Farm`)
    const description = page.meta('description')!
    expect(description.length).toBeGreaterThan(20)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(product.description).toContain(description.replace(/…$/, ''))
    expect(page.canonical).toBe(`${publicUrl}/products/${product.id}`)
    expect(page.meta('robots')).toBeNull()
    expect(page.meta('og:type')).toBe('product')
    expect(page.meta('og:title')).toBe(page.title)
    expect(page.meta('og:description')).toBe(description)
    expect(page.meta('og:url')).toBe(page.canonical)
    expect(page.meta('og:site_name')).toBe('Groveside Farm')
    expect(page.meta('og:image')).toBe(`${publicUrl}${product.imageUrl}`)
    expect(page.meta('twitter:card')).toBe('summary_large_image')
    expect(page.meta('twitter:title')).toBe(page.title)
    expect(page.meta('twitter:description')).toBe(description)
    expect(page.meta('twitter:image')).toBe(page.meta('og:image'))
    expect(page.meta('product:price:amount')).toBe(centsToDecimal(product.priceCents))

    const data = page.ofType('Product')!
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      url: page.canonical,
      image: [page.meta('og:image')],
      offers: {
        '@type': 'Offer',
        price: centsToDecimal(product.priceCents),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: page.canonical,
      },
    })
  })

  it('says OutOfStock for a product that is out of stock', async () => {
    const product = await firstProduct(false)
    const page = await getPage(`/products/${product.id}`)
    expect(page.status).toBe(200)
    expect(page.ofType('Product')).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    })
    expect(page.meta('product:availability')).toBe('out of stock')
  })

  it('matches the path case-insensitively and keeps the canonical lowercase', async () => {
    const product = await firstProduct(true)
    const page = await getPage(`/PRODUCTS/${product.id}/?utm_source=newsletter`)
    expect(page.status).toBe(200)
    expect(page.canonical).toBe(`${publicUrl}/products/${product.id}`)
  })

  it.each(['/products/999999', '/products/abc', '/products/1.5', '/products/99999999999999'])(
    '%s is a 404 "Product Not Found", out of the index',
    async (url) => {
      const page = await getPage(url)
      expect(page.status).toBe(404)
      expect(page.title).toBe('Product Not Found | Groveside Farm')
      expect(page.meta('robots')).toBe('noindex, nofollow')
      expect(page.canonical).toBeNull()
      expect(page.ofType('Product')).toBeUndefined()
      expect(page.ofType('LocalBusiness')).toBeDefined()
    },
  )

  it('hides a product the farm took off the shop', async () => {
    const [row] = await testApp.app.db
      .insert(products)
      .values({ name: 'Retired Jam', priceCents: 700, category: 'fresh', active: false })
      .returning()
    const page = await getPage(`/products/${row!.id}`)
    expect(page.status).toBe(404)
    await testApp.app.db.delete(products).where(eq(products.id, row!.id))
  })

  it('escapes a product name that tries to close the JSON-LD script', async () => {
    const name = '</script><script>alert(1)</script><!-- & "quotes" \u2028'
    const [row] = await testApp.app.db
      .insert(products)
      .values({ name, description: 'Sneaky <b>bold</b>', priceCents: 100, category: 'fresh' })
      .returning()
    try {
      const page = await getPage(`/products/${row!.id}`)
      expect(page.status).toBe(200)
      expect(page.html).not.toContain('<script>alert(1)')
      expect(page.html).not.toContain('<!--  &')
      // Every script element in the head is one of the JSON-LD blocks (they all parse) or the
      // early-taps script (decision 0046), which is the same on every page.
      const scriptTags = page.head.replace(earlyTapsScriptTag, '').match(/<script\b/g) ?? []
      expect(scriptTags.length).toBe(page.jsonLd.length)
      expect(page.ofType('Product')).toMatchObject({ name })
      expect(page.title).toBe(`${name} | Groveside Farm`)
      expect(page.meta('og:title')).toBe(`${name} | Groveside Farm`)
    } finally {
      await testApp.app.db.delete(products).where(eq(products.id, row!.id))
    }
  })
})

describe('blog post head', () => {
  it('describes a published post with BlogPosting JSON-LD', async () => {
    const [post] = await testApp.app.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(asc(blogPosts.id))
      .limit(1)
    const page = await getPage(`/blog/${post!.slug}`)
    expect(page.status).toBe(200)
    expect(page.title).toBe(`${post!.title} | Groveside Farm`)
    expect(page.meta('description')!.length).toBeLessThanOrEqual(160)
    expect(page.canonical).toBe(`${publicUrl}/blog/${post!.slug}`)
    expect(page.meta('og:type')).toBe('article')
    expect(page.meta('og:image')).toBe(`${publicUrl}${post!.imageUrl}`)
    expect(page.meta('article:published_time')).toBe(post!.createdAt.toISOString())
    expect(page.ofType('BlogPosting')).toMatchObject({
      headline: post!.title,
      datePublished: post!.createdAt.toISOString(),
      dateModified: post!.updatedAt.toISOString(),
      image: [`${publicUrl}${post!.imageUrl}`],
      author: { '@type': 'Organization', name: 'Groveside Farm' },
      mainEntityOfPage: page.canonical,
    })
  })

  it('answers 404 "Blog Post Not Found" for a draft, without its text', async () => {
    const [draft] = await testApp.app.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.published, false))
      .limit(1)
    const page = await getPage(`/blog/${draft!.slug}`)
    expect(page.status).toBe(404)
    expect(page.title).toBe('Blog Post Not Found | Groveside Farm')
    expect(page.meta('robots')).toBe('noindex, nofollow')
    expect(page.html).not.toContain(draft!.title)
    expect(page.ofType('BlogPosting')).toBeUndefined()
  })

  it('answers 404 for an unknown slug', async () => {
    const page = await getPage('/blog/no-such-post')
    expect(page.status).toBe(404)
    expect(page.title).toBe('Blog Post Not Found | Groveside Farm')
  })
})

describe('every page', () => {
  const pages = [
    '/',
    '/products',
    '/products/1',
    '/blog',
    '/contact',
    '/about',
    '/faq',
    '/sign-in',
    '/admin/content',
    '/no-such-page',
  ]

  it.each(pages)('%s carries the farm as LocalBusiness JSON-LD', async (url) => {
    const page = await getPage(url)
    expect(page.jsonLd[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${publicUrl}/#business`,
      name: 'Groveside Farm',
      description: expect.stringContaining('Mangos'),
      url: `${publicUrl}/`,
      image: expect.stringMatching(rendition(publicUrl, 1600, 900)),
      telephone: '(555) 274-6264',
      email: 'hello@groveside.farm',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '2180 Seagrape Grove Road',
        addressLocality: 'Jensen Beach',
        addressRegion: 'FL',
        postalCode: '34957',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 27.2545, longitude: -80.2298 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '08:00',
          closes: '16:00',
        },
      ],
      sameAs: [
        'https://www.facebook.com/grovesidefarm',
        'https://www.instagram.com/grovesidefarm',
        'https://twitter.com/grovesidefarm',
        'https://www.youtube.com/@grovesidefarm',
      ],
    })
    expect(page.title).toMatch(/Groveside Farm/)
    expect(page.title.match(/Groveside Farm/g)).toHaveLength(1)
    expect(page.meta('description')!.length).toBeGreaterThan(0)
    expect(page.meta('description')!.length).toBeLessThanOrEqual(160)
    expect(page.meta('og:image')).toMatch(/^http:\/\/localhost:5000\//)
    expect(page.meta('twitter:site')).toBe('@grovesidefarm')
  })

  it('home: farm name and tagline, hero text as description, WebSite data', async () => {
    const page = await getPage('/')
    expect(page.status).toBe(200)
    expect(page.title).toBe(
      'Groveside Farm — Mangos, raw honey, berries and grafted trees from our family grove on the Florida coast.',
    )
    expect(page.meta('description')).toMatch(/^Tree-ripened mangos, raw honey/)
    expect(page.canonical).toBe(`${publicUrl}/`)
    expect(page.meta('og:type')).toBe('website')
    expect(page.meta('og:image')).toMatch(rendition(publicUrl, 1600, 900))
    expect(page.ofType('WebSite')).toMatchObject({ url: `${publicUrl}/` })
  })

  it('products: the header texts; a category goes into the title, not the canonical', async () => {
    const all = await getPage('/products')
    expect(all.title).toBe('Products | Groveside Farm')
    expect(all.meta('description')).toMatch(/^From Our Grove to Your Table\. Fresh fruit/)
    const honey = await getPage('/products?category=honey')
    expect(honey.status).toBe(200)
    expect(honey.title).toBe('Products: Honey Products | Groveside Farm')
    expect(honey.canonical).toBe(`${publicUrl}/products`)
    expect(honey.meta('og:image')).toMatch(rendition(publicUrl, 1600, 1200))
    const unknown = await getPage('/products?category=%3Cscript%3E')
    expect(unknown.title).toBe('Products | Groveside Farm')
  })

  it("blog list, contact and a page without a head resolver take the registry's words", async () => {
    expect((await getPage('/blog')).title).toBe('Blog | Groveside Farm')
    const contact = await getPage('/contact')
    expect(contact.title).toBe('Contact | Groveside Farm')
    expect(contact.meta('description')).toMatch(/^Questions about an order/)
    const giftBoxes = await getPage('/gift-boxes')
    expect(giftBoxes.title).toBe('Gift Boxes | Groveside Farm')
    expect(giftBoxes.meta('description')).toBe('Gift boxes from Groveside Farm.')
  })

  it.each(['/sign-in', '/admin/content', '/content-admin', '/staff-dashboard'])(
    '%s is kept out of search results',
    async (url) => {
      const page = await getPage(url)
      expect(page.status).toBe(200)
      expect(page.meta('robots')).toBe('noindex, nofollow')
    },
  )

  it('an unknown path is a 404 "Page Not Found"', async () => {
    const page = await getPage('/no-such-page')
    expect(page.status).toBe(404)
    expect(page.title).toBe('Page Not Found | Groveside Farm')
    expect(page.meta('robots')).toBe('noindex, nofollow')
  })
})

describe('how pages are sent', () => {
  it('compresses the HTML and preloads the largest picture', async () => {
    const product = await firstProduct(true)
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/products/${product.id}`,
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    const plain = await getPage(`/products/${product.id}`)
    // Server-rendered: the data is in the page, so only the product's picture is preloaded, once,
    // in the width the screen shows.
    expect(plain.head).not.toContain('as="fetch"')
    const imagePreloads = plain.head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    expect(imagePreloads).toHaveLength(1)
    expect(imagePreloads[0]).toContain(product.imageUrl)
    expect(imagePreloads[0]).toMatch(/imageSrcSet="[^"]*480w/)
    expect(imagePreloads[0]).toMatch(/fetchpriority="high"/i)
    const missing = await getPage('/products/999999')
    expect(missing.html).not.toContain('rel="preload"')
  })

  it('answers unknown API paths and missing build files with a plain 404, not the app', async () => {
    const api = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' })
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/index-old.js' })
    expect(asset.statusCode).toBe(404)
    expect(asset.headers['content-type']).toMatch(/^text\/plain/)
    const post = await testApp.app.inject({ method: 'POST', url: '/products', payload: {} })
    expect(post.statusCode).toBe(404)
    expect(post.json()).toMatchObject({ code: 'NOT_FOUND' })
  })
})

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every product on sale and every published post, not drafts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/xml/)
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toContain(`${publicUrl}/`)
    expect(locs).toContain(`${publicUrl}/products`)
    expect(locs).toContain(`${publicUrl}/blog`)
    expect(locs).toContain(`${publicUrl}/contact`)
    for (const hidden of ['/sign-in', '/admin/content', '/content-admin', '/staff-dashboard']) {
      expect(locs).not.toContain(`${publicUrl}${hidden}`)
    }
    expect(locs.some((loc) => loc!.includes(':id') || loc!.includes(':slug'))).toBe(false)

    const onSale = await testApp.app.db.select().from(products).where(eq(products.active, true))
    for (const product of onSale) expect(locs).toContain(`${publicUrl}/products/${product.id}`)
    const posts = await testApp.app.db.select().from(blogPosts)
    for (const post of posts) {
      const loc = `${publicUrl}/blog/${post.slug}`
      if (post.published) expect(locs).toContain(loc)
      else expect(locs).not.toContain(loc)
    }
    expect(posts.some((post) => !post.published)).toBe(true)
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/)
  })
})

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and the staff screens, names the sitemap', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    const lines = response.body.split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Disallow: /api/')
    expect(lines).toContain('Disallow: /admin/')
    expect(lines).toContain('Disallow: /staff-dashboard')
    expect(lines).toContain('Disallow: /content-admin')
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`)
    expect(lines).not.toContain('Disallow: /')
  })
})
