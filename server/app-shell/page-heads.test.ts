import { describe, expect, it } from 'vitest'
import { isIndexable } from './page-heads'
import { absoluteImageUrl, composeTitle, truncateText } from './page-head-text'
import { weekdays, type FarmSettings } from '#contracts/farm-settings'
import {
  localBusinessJsonLd,
  openingHoursSpecification,
  postalAddress,
  twitterHandle,
} from './page-structured-data'
import { injectAppMarkup, jsonForScript } from './render-app-shell'
import { createRoutePreloads, routeModulesFromPages } from './route-preloads'

const farm: FarmSettings = {
  address: {
    street: '2180 Seagrape Grove Road',
    city: 'Jensen Beach',
    state: 'FL',
    zipCode: '34957',
    country: 'US',
  },
  phone: '(555) 274-6264',
  email: 'hello@groveside.farm',
  timeZone: 'America/New_York',
  hours: {
    monday: [],
    tuesday: [],
    wednesday: [],
    thursday: [{ from: '08:00', to: '16:00' }],
    friday: [{ from: '08:00', to: '16:00' }],
    saturday: [{ from: '08:00', to: '16:00' }],
    sunday: [{ from: '08:00', to: '16:00' }],
  },
  hoursNote: 'Closed on Thanksgiving',
  geo: null,
  waitlistHoldHours: 24,
}
const site = {
  text: (key: string) => (key === 'farm_name' ? 'Groveside Farm' : ''),
  image: () => null,
}

describe('the LocalBusiness JSON-LD, from the farm settings', () => {
  it('gives the address as a PostalAddress from its fields', () => {
    expect(postalAddress(farm.address)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '2180 Seagrape Grove Road',
      addressLocality: 'Jensen Beach',
      addressRegion: 'FL',
      postalCode: '34957',
      addressCountry: 'US',
    })
  })

  it('groups the days that share hours; closed days have none', () => {
    expect(openingHoursSpecification(farm.hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '08:00',
        closes: '16:00',
      },
    ])
  })

  it('gives a day with two ranges an entry for each, grouped with the days sharing it', () => {
    const split = [
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '17:00' },
    ]
    expect(
      openingHoursSpecification({
        ...farm.hours,
        monday: split,
        tuesday: split,
        saturday: [{ from: '08:00', to: '12:00' }],
        sunday: [],
      }),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Saturday'],
        opens: '08:00',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Thursday', 'Friday'],
        opens: '08:00',
        closes: '16:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday'],
        opens: '13:00',
        closes: '17:00',
      },
    ])
  })

  it('leaves the hours out when the farm is closed every day', () => {
    const closed = Object.fromEntries(
      weekdays.map((day) => [day, []]),
    ) as unknown as FarmSettings['hours']
    expect(openingHoursSpecification(closed)).toBeUndefined()
    expect(
      localBusinessJsonLd(site, { ...farm, hours: closed }, 'https://shop.example'),
    ).not.toHaveProperty('openingHoursSpecification')
  })

  it('names the farm with its phone, e-mail, address, hours and place on the map', () => {
    const data = localBusinessJsonLd(
      site,
      { ...farm, geo: { latitude: 27.2545, longitude: -80.2298 } },
      'https://shop.example',
    )
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Groveside Farm',
      telephone: '(555) 274-6264',
      email: 'hello@groveside.farm',
      address: { '@type': 'PostalAddress', postalCode: '34957' },
      geo: { '@type': 'GeoCoordinates', latitude: 27.2545, longitude: -80.2298 },
      openingHoursSpecification: [{ dayOfWeek: ['Thursday', 'Friday', 'Saturday', 'Sunday'] }],
    })
    expect(localBusinessJsonLd(site, farm, 'https://shop.example')).not.toHaveProperty('geo')
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
