import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { siteContentItemSchema, siteContentListSchema } from '#contracts/site-content'
import { siteContentDefaults } from '#contracts/site-content-defaults'
import { siteContent } from '#server/db/schema/content'
import { auditLog } from '#server/db/schema/audit'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress, signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

let testApp: TestApp
let staffCookie: string
beforeAll(async () => {
  testApp = await buildTestApp()
  staffCookie = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

function put(key: string, payload: unknown, cookie: string | null = staffCookie) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/site-content/${key}`,
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
    remoteAddress: nextTestAddress(),
  })
}

async function listed(key: string) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/site-content' })
  expect(response.statusCode).toBe(200)
  return siteContentListSchema.parse(response.json()).find((item) => item.key === key)
}

const pageTitle = async (url: string) => {
  const response = await testApp.app.inject({ method: 'GET', url })
  return /<title>([^<]*)<\/title>/.exec(response.body)?.[1]
}

describe('GET /api/site-content', () => {
  it('lists every block in the contract', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/site-content' })
    expect(response.statusCode).toBe(200)
    const items = siteContentListSchema.parse(response.json())
    expect(items.map((item) => item.key)).toEqual(
      expect.arrayContaining(Object.keys(siteContentDefaults)),
    )
  })
})

describe('PUT /api/site-content/:key', () => {
  it('refuses visitors (401) and customers (403), changing nothing', async () => {
    const before = await listed('hero_title')
    const anonymous = await put('hero_title', { content: 'Hacked' }, null)
    expect(anonymous.statusCode).toBe(401)
    const customerCookie = await signInAsCustomer(testApp.app, 'content-customer@example.com')
    const customer = await put('hero_title', { content: 'Hacked' }, customerCookie)
    expect(customer.statusCode).toBe(403)
    expect(await listed('hero_title')).toEqual(before)
  })

  it('updates a block; the list and the server-rendered pages show it at once', async () => {
    // Rendering a page now puts the site content into the page-head cache.
    expect(await pageTitle('/products')).toBe('Products | Groveside Farm')

    const response = await put('farm_name', {
      key: 'farm_name',
      title: 'Farm name',
      content: 'Sunny Acres Grove',
      imageUrl: null,
      contentType: 'text',
      description: 'The farm name shown in the header, page titles and e-mails.',
    })
    expect(response.statusCode).toBe(200)
    expect(siteContentItemSchema.parse(response.json())).toEqual({
      key: 'farm_name',
      title: 'Farm name',
      content: 'Sunny Acres Grove',
      imageUrl: null,
      contentType: 'text',
      description: 'The farm name shown in the header, page titles and e-mails.',
    })
    expect((await listed('farm_name'))?.content).toBe('Sunny Acres Grove')
    expect(await pageTitle('/products')).toBe('Products | Sunny Acres Grove')
    const home = await testApp.app.inject({ method: 'GET', url: '/' })
    expect(home.body).toContain('<meta property="og:site_name" content="Sunny Acres Grove" />')
    expect(home.body).toContain(
      '"@type":"LocalBusiness","@id":"http://localhost:5000/#business","name":"Sunny Acres Grove"',
    )

    await put('farm_name', { content: 'Groveside Farm' })
    expect(await pageTitle('/products')).toBe('Products | Groveside Farm')
  })

  it('changes only the fields sent, and records the old row in the audit log', async () => {
    const before = (await listed('farm_tagline'))!
    const response = await put('farm_tagline', { content: 'Mangos and honey by the lagoon.' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ...before, content: 'Mangos and honey by the lagoon.' })

    const home = await testApp.app.inject({ method: 'GET', url: '/' })
    expect(home.body).toContain('"description":"Mangos and honey by the lagoon."')

    const [entry] = await testApp.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'site-content.update'), eq(auditLog.targetId, 'farm_tagline')))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({
      actorEmail: 'staff@groveside.test',
      targetType: 'site-content',
      before: { key: 'farm_tagline', content: before.content },
      after: { key: 'farm_tagline', content: 'Mangos and honey by the lagoon.' },
    })
    await put('farm_tagline', { content: before.content })
  })

  it("keeps the farm's address, contacts, hours and time zone out: they are farm settings (issue 25)", async () => {
    for (const key of [
      'contact_address',
      'contact_phone',
      'contact_email',
      'contact_hours',
      'farm_timezone',
    ]) {
      expect(await listed(key), key).toBeUndefined()
      expect((await put(key, { content: 'Anything' })).statusCode, key).toBe(404)
    }
  })

  it('sets an uploaded or https image, and clears it with an empty string', async () => {
    const uploaded = await put('farm_story_image', { imageUrl: '/uploads/2026/story.webp' })
    expect(uploaded.statusCode).toBe(200)
    expect(uploaded.json().imageUrl).toBe('/uploads/2026/story.webp')
    const remote = await put('farm_story_image', {
      imageUrl: 'https://images.example.com/grove.jpg',
    })
    expect(remote.json().imageUrl).toBe('https://images.example.com/grove.jpg')
    const cleared = await put('farm_story_image', { imageUrl: '' })
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json().imageUrl).toBeNull()
  })

  it('creates a missing block of a known key from its built-in default', async () => {
    await testApp.app.db.delete(siteContent).where(eq(siteContent.key, 'footer_faq_label'))
    expect(await listed('footer_faq_label')).toBeUndefined()
    const response = await put('footer_faq_label', { content: 'Questions?' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      key: 'footer_faq_label',
      title: siteContentDefaults.footer_faq_label.title,
      content: 'Questions?',
      imageUrl: null,
      contentType: 'text',
      description: siteContentDefaults.footer_faq_label.description,
    })
    expect((await listed('footer_faq_label'))?.content).toBe('Questions?')
  })

  it('answers 404 for a key the site does not know, creating nothing', async () => {
    const response = await put('no_such_block', { content: 'Hello' })
    expect(response.statusCode).toBe(404)
    expect(await listed('no_such_block')).toBeUndefined()
  })

  it.each([
    ['contentType', { contentType: 'video' }],
    ['imageUrl', { imageUrl: 'javascript:alert(1)' }],
    ['imageUrl', { imageUrl: 'http://insecure.example/a.png' }],
    ['imageUrl', { imageUrl: 'data:image/png;base64,AAAA' }],
    ['title', { title: 'x'.repeat(201) }],
    ['content', { content: 'x'.repeat(20_001) }],
    ['description', { description: 42 }],
    ['key', { key: 'hero_subtitle', content: 'Wrong block' }],
  ])('answers 400 naming %s, changing nothing', async (field, payload) => {
    const before = await listed('hero_title')
    const response = await put('hero_title', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { [field]: expect.any(String) },
    })
    expect(await listed('hero_title')).toEqual(before)
  })

  it.each([
    ['hero_title', ''],
    ['contact_visit_message', '  \n '],
    ['farm_name', null],
    ['farm_story_image', ''],
  ])(
    'refuses to empty %s, a text the site reads (400 naming content), changing nothing',
    async (key, content) => {
      const before = await listed(key)
      const response = await put(key, { title: 'Still here', content })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: `${siteContentDefaults[key as keyof typeof siteContentDefaults].title} cannot be empty: the site shows it.`,
        fields: { content: 'Enter the text: the site shows it, so it cannot be empty' },
      })
      expect(await listed(key)).toEqual(before)
    },
  )

  it('keeps a stored text that is already there when only other fields change', async () => {
    const response = await put('hero_subtitle', { description: 'Under the hero title.' })
    expect(response.statusCode).toBe(200)
    expect(response.json().content).toBe(siteContentDefaults.hero_subtitle.content)
  })

  it('answers 400 for a malformed key in the address', async () => {
    const response = await put('Hero-Title', { content: 'x' })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty('key')
  })
})
