import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc } from 'drizzle-orm'
import { photoListSchema, photoSchema, type Photo } from '#contracts/gallery'
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

const path = '/api/photo-gallery'
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: { cookie: staff }, ...(payload ? { payload } : {}) })
const photos = async (): Promise<Photo[]> => {
  const response = await testApp.app.inject({ method: 'GET', url: path })
  expect(response.statusCode).toBe(200)
  return photoListSchema.parse(response.json())
}
const lastAudit = async () =>
  (await testApp.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]

const newPhoto = (overrides: Record<string, unknown> = {}) => ({
  title: 'Grafting day',
  description: 'Cleft grafts on young mango rootstock.',
  imageUrl: '/uploads/demo/mango.svg',
  category: 'tours',
  tags: ' grafting,  mango ,, trees ',
  featured: false,
  sortOrder: '7',
  ...overrides,
})

describe('photo gallery API', () => {
  it('lists every photo for anyone, featured first and then by sort order', async () => {
    const list = await photos()
    expect(list.length).toBeGreaterThan(3)
    const firstPlain = list.findIndex((photo) => !photo.featured)
    expect(list.slice(firstPlain).every((photo) => !photo.featured)).toBe(true)
    const featuredOrder = list.slice(0, firstPlain).map((photo) => photo.sortOrder)
    expect(featuredOrder).toEqual([...featuredOrder].sort((a, b) => a - b))
    for (const photo of list) expect(Object.keys(photo)).not.toContain('updatedAt')
  })

  it('refuses every change to anyone but staff, and changes nothing', async () => {
    await expectStaffOnly(
      testApp.app,
      [
        { method: 'POST', url: path, payload: newPhoto() },
        { method: 'PUT', url: `${path}/1`, payload: newPhoto() },
        { method: 'DELETE', url: `${path}/1` },
      ],
      photos,
    )
  })

  it('adds a photo (tags tidied, sort order from text), updates and deletes it, audited', async () => {
    const created = await send('POST', path, newPhoto())
    expect(created.statusCode, created.body).toBe(201)
    const photo = photoSchema.parse(created.json())
    expect(photo).toMatchObject({
      title: 'Grafting day',
      category: 'tours',
      tags: ['grafting', 'mango', 'trees'],
      featured: false,
      sortOrder: 7,
    })
    expect(await lastAudit()).toMatchObject({ action: 'photo.create', targetId: String(photo.id) })
    expect((await photos()).find((each) => each.id === photo.id)?.title).toBe('Grafting day')

    const updated = await send(
      'PUT',
      `${path}/${photo.id}`,
      newPhoto({ title: 'Grafting workshop', featured: true, sortOrder: 0, tags: '' }),
    )
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({ title: 'Grafting workshop', featured: true, tags: [] })
    expect(await lastAudit()).toMatchObject({ action: 'photo.update' })
    expect((await photos()).find((each) => each.id === photo.id)?.featured).toBe(true)

    expect((await send('DELETE', `${path}/${photo.id}`)).statusCode).toBe(204)
    expect(await lastAudit()).toMatchObject({ action: 'photo.delete' })
    expect((await photos()).map((each) => each.id)).not.toContain(photo.id)
    expect((await send('DELETE', `${path}/${photo.id}`)).statusCode).toBe(404)
    expect((await send('PUT', `${path}/${photo.id}`, newPhoto())).statusCode).toBe(404)
  })

  it('defaults: category harvest, not featured, sort order 0, no description or tags', async () => {
    const created = await send('POST', path, {
      title: 'Just a title',
      imageUrl: 'https://images.example.com/grove.jpg',
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      category: 'harvest',
      featured: false,
      sortOrder: 0,
      description: null,
      tags: [],
    })
    expect((await send('DELETE', `${path}/${created.json().id}`)).statusCode).toBe(204)
  })

  it("answers the spec's messages for missing fields, and changes nothing", async () => {
    const before = await photos()
    const blank = await send('POST', path, { title: ' ', imageUrl: '', category: '' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fields).toEqual({
      title: 'Title is required',
      imageUrl: 'Image URL is required',
      category: 'Category is required',
    })
    const missing = await send('POST', path, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields).toMatchObject({
      title: 'Title is required',
      imageUrl: 'Image URL is required',
    })
    expect(await photos()).toEqual(before)
  })

  it('answers 400 naming each bad field, and changes nothing', async () => {
    const before = await photos()
    const response = await send(
      'POST',
      path,
      newPhoto({
        imageUrl: 'javascript:alert(1)',
        category: 'weddings',
        sortOrder: 'first',
        featured: 'yes',
        title: 'x'.repeat(256),
        tags: 'a\nb',
      }),
    )
    expect(response.statusCode).toBe(400)
    const fields = response.json().fields as Record<string, string>
    expect(fields).toMatchObject({
      imageUrl: 'Must be a valid URL or uploaded file path',
      category: 'Category is required',
      sortOrder: 'Sort order must be a whole number',
      featured: 'Featured must be true or false',
      title: 'Title must be at most 255 characters',
    })
    expect(Object.keys(fields)).toContain('tags')
    const plainHttp = await send('POST', path, newPhoto({ imageUrl: 'http://example.com/a.jpg' }))
    expect(plainHttp.json().fields).toEqual({
      imageUrl: 'Must be a valid URL or uploaded file path',
    })
    expect(await photos()).toEqual(before)
  })

  it('renders the gallery on the server with the photos and the editable header', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/photo-gallery' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<title>Photo Gallery')
    expect(response.body).toContain('Harvest mornings, busy hives and everyday life on the farm.')
    expect(response.body).toContain('First Haden picking of the season')
    expect(response.body).toContain('Featured Photos')
    for (const staffPath of ['/admin/photo-gallery', '/photo-gallery-admin']) {
      const staffPage = await testApp.app.inject({ method: 'GET', url: staffPath })
      expect(staffPage.statusCode).toBe(200)
      expect(staffPage.body).toContain('noindex')
    }
  })
})
