import { describe, expect, it } from 'vitest'
import { isIndexable } from './page-heads'
import { absoluteImageUrl, composeTitle, truncateText } from './page-head-text'
import { openingHours, postalAddress, twitterHandle } from './page-structured-data'
import { injectAppMarkup, jsonForScript } from './render-app-shell'
import { createRoutePreloads, routeModulesFromPages } from './route-preloads'

describe('openingHours', () => {
  it.each([
    ['Every day, 8 AM – 10 PM', ['Mo-Su 08:00-22:00']],
    ['Daily 7:30am-6pm', ['Mo-Su 07:30-18:00']],
    ['Mon–Fri 9 AM – 5 PM; Sat 9 AM – 1 PM; Sun closed', ['Mo-Fr 09:00-17:00', 'Sa 09:00-13:00']],
    ['Thursday to Sunday, 8 – 2 PM', ['Th-Su 08:00-14:00']],
    ['Thursday to Sunday, 8 AM – 4 PM', ['Th-Su 08:00-16:00']],
    ['Sat, Sun 6 – 10 PM', ['Sa,Su 18:00-22:00']],
    ['Weekdays 08:00-17:00', ['Mo-Fr 08:00-17:00']],
    ['12 PM – 4 PM', ['Mo-Su 12:00-16:00']],
  ])('%s', (text, expected) => {
    expect(openingHours(text)).toEqual(expected)
  })

  it.each(['By appointment', 'Dawn to dusk', 'Mon 5 – 3', ''])('gives up on %j', (text) => {
    expect(openingHours(text)).toBeNull()
  })
})

describe('postalAddress', () => {
  it('reads street, city, state and ZIP code from two lines', () => {
    expect(postalAddress('2180 Seagrape Grove Road\nJensen Beach, FL 34957')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '2180 Seagrape Grove Road',
      addressLocality: 'Jensen Beach',
      addressRegion: 'FL',
      postalCode: '34957',
      addressCountry: 'US',
    })
  })
  it('reads one line with commas', () => {
    expect(postalAddress('12 Palm Way, Stuart, fl 34994-1234')).toMatchObject({
      streetAddress: '12 Palm Way',
      addressLocality: 'Stuart',
      addressRegion: 'FL',
      postalCode: '34994-1234',
    })
  })
  it('keeps an address it cannot read as text', () => {
    expect(postalAddress('The old packing house\nnear the lagoon')).toBe(
      'The old packing house, near the lagoon',
    )
    expect(postalAddress('  ')).toBeUndefined()
  })
})

describe('text helpers', () => {
  it('truncates at a word boundary to at most 160 characters', () => {
    const long = 'word '.repeat(60)
    const cut = truncateText(long)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('word…')).toBe(true)
    expect(truncateText('  **Bold**\n\nshort ')).toBe('Bold short')
  })

  it('appends the farm name once', () => {
    expect(composeTitle('Products', 'Groveside Farm')).toBe('Products | Groveside Farm')
    expect(composeTitle('About groveside farm', 'Groveside Farm')).toBe('About groveside farm')
    expect(composeTitle('', 'Groveside Farm')).toBe('Groveside Farm')
  })

  it('reads the Twitter handle', () => {
    expect(twitterHandle('https://twitter.com/grovesidefarm')).toBe('@grovesidefarm')
    expect(twitterHandle('https://x.com/@groveside_farm/')).toBe('@groveside_farm')
    expect(twitterHandle('https://example.com/grovesidefarm')).toBeNull()
  })

  it('makes image addresses absolute, never from data: or plain http elsewhere', () => {
    const origin = 'https://shop.example'
    expect(absoluteImageUrl('/uploads/a.webp', origin)).toBe('https://shop.example/uploads/a.webp')
    expect(absoluteImageUrl('https://cdn.example/a.jpg', origin)).toBe('https://cdn.example/a.jpg')
    expect(absoluteImageUrl('data:image/png;base64,AAAA', origin)).toBeNull()
    expect(absoluteImageUrl('//evil.example/a.png', origin)).toBeNull()
    expect(absoluteImageUrl('http://elsewhere.example/a.png', origin)).toBeNull()
  })

  it('keeps staff screens and private pages out of the index', () => {
    for (const path of [
      '/admin/content',
      '/blog-admin',
      '/Staff-Dashboard',
      '/sign-in',
      '/checkout',
    ]) {
      expect(isIndexable(path)).toBe(false)
    }
    for (const path of ['/', '/products', '/blog/be-your-own-admin', '/contact', '/help/twitter']) {
      expect(isIndexable(path)).toBe(true)
    }
  })
})

describe('jsonForScript', () => {
  it('cannot close the script element and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028' }
    const json = jsonForScript(value)
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})

describe('route preloads', () => {
  const registered = [
    { paths: ['/'], screen: 'home/home-page' },
    { paths: ['/products'], screen: 'products/products-page' },
    { paths: ['/products/:id'], screen: 'products/product-detail-page' },
  ] as const
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'] },
    '_vendor-1.js': { file: 'assets/vendor-1.js' },
    '_shared-1.js': { file: 'assets/shared-1.js', imports: ['index.html'] },
    'src/features/home/home-page.tsx': {
      file: 'assets/home-1.js',
      imports: ['index.html', '_shared-1.js'],
    },
    'src/features/products/products-page.tsx': {
      file: 'assets/products-1.js',
      imports: ['index.html', '_vendor-1.js'],
    },
    'src/features/products/product-detail-page.tsx': {
      file: 'assets/detail-1.js',
      imports: ['_shared-1.js'],
    },
    'src/features/not-found/not-found-page.tsx': { file: 'assets/nf-1.js' },
  }

  it('reads the screen of each path from the page registry', () => {
    expect(routeModulesFromPages(registered)).toEqual([
      { path: '/', module: 'src/features/home/home-page' },
      { path: '/products', module: 'src/features/products/products-page' },
      { path: '/products/:id', module: 'src/features/products/product-detail-page' },
      { path: '/*', module: 'src/features/not-found/not-found-page' },
    ])
  })

  it("lists a page's chunk after its imports, not what the entry already loads", () => {
    const preloads = createRoutePreloads(manifest, routeModulesFromPages(registered))
    expect(preloads('/')).toEqual(['/assets/shared-1.js', '/assets/home-1.js'])
    expect(preloads('/PRODUCTS')).toEqual(['/assets/products-1.js'])
    expect(preloads('/products/7')).toEqual(['/assets/shared-1.js', '/assets/detail-1.js'])
    expect(preloads('/anything/else')).toEqual(['/assets/nf-1.js'])
  })
})

describe('injectAppMarkup', () => {
  const builtIndex =
    '<head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
    '<body><div id="root"></div></body>'

  it("loads a built page's entry after its first paint, and lists the screen's chunks", () => {
    const html = injectAppMarkup(builtIndex, '<p>Hi</p>', { queries: [] }, ['/assets/a.js'])
    expect(html).not.toContain('src="/assets/index-abc.js"')
    expect(html).toContain('<meta name="app-entry" content="/assets/index-abc.js" />')
    expect(html).toContain('<script type="module" fetchpriority="low" src="/boot.js"></script>')
    expect(html).toContain('<div id="root"><p>Hi</p></div>')
    expect(html).toContain('<script type="application/json" id="screen-chunks">["/assets/a.js"]')
  })
})
