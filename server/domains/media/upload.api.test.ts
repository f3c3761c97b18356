import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crc32 } from 'node:zlib'
import { desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { imageSources } from '../../../contracts/image-renditions'
import { auditLog } from '../../db/schema/platform'
import { processImage } from './image-pipeline'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signInAsCustomer, signInAsStaff } from '../../test/sign-in'

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false })
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

/** A multipart body with one file part. */
function multipartBody(field: string, fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----groveside${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

function upload(
  bytes: Buffer,
  {
    purpose = 'product',
    cookie = staff,
    name = 'photo.jpg',
    type = 'image/jpeg',
    field = 'image',
  } = {},
) {
  const body = multipartBody(field, name, type, bytes)
  return testApp.app.inject({
    method: 'POST',
    url: `/api/upload-image?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  })
}

/** A photo-like JPEG carrying EXIF GPS coordinates, a rotation and a colour profile. */
async function jpegWithGps(width = 1200, height = 900) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 240, g: 160, b: 40 } },
  })
    .jpeg({ quality: 90 })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'Groveside Test Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '27/1 14/1 30/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '80/1 13/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

/** A tiny PNG whose header claims huge dimensions (the pixels are never there). */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const typeAndData = Buffer.concat([Buffer.from(type), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typeAndData))
    return Buffer.concat([length, typeAndData, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.writeUInt8(8, 8) // bit depth
  ihdr.writeUInt8(2, 9) // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('POST /api/upload-image', () => {
  it('re-encodes a JPEG to WebP renditions without its EXIF and GPS, upright', async () => {
    const original = await jpegWithGps()
    const before = await sharp(original).metadata()
    expect(before.exif?.toString('latin1')).toContain('Groveside Test Camera')
    expect(before.orientation).toBe(6)
    expect(before.icc).toBeDefined()
    const response = await upload(original)
    expect(response.statusCode, response.body).toBe(201)
    const { imageUrl, width, height } = response.json()
    // Orientation 6 turns the 1200x900 picture upright: 900 wide, 1200 high.
    expect({ width, height }).toEqual({ width: 900, height: 1200 })
    expect(imageUrl).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\/900x1200\.webp$/)

    const served = await testApp.app.inject({ method: 'GET', url: imageUrl })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.exif).toBeUndefined()
    expect(metadata.xmp).toBeUndefined()
    expect(metadata.icc).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(served.rawPayload.includes('Groveside Test Camera')).toBe(false)
    expect(metadata.width).toBe(900)

    // Every width the srcset names is stored, at that width.
    const { srcSet } = imageSources(imageUrl)
    const candidates = srcSet!.split(', ').map((entry) => entry.split(' '))
    expect(candidates.map(([, width]) => width)).toEqual(['480w', '900w'])
    for (const [url, width] of candidates) {
      const rendition = await testApp.app.inject({ method: 'GET', url: url! })
      expect(rendition.statusCode, url).toBe(200)
      expect(rendition.headers['content-type']).toBe('image/webp')
      expect(rendition.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const renditionMetadata = await sharp(rendition.rawPayload).metadata()
      expect(`${renditionMetadata.width}w`).toBe(width)
      expect(renditionMetadata.exif).toBeUndefined()
    }

    const [entry] = await testApp.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(entry).toMatchObject({ action: 'image.upload', targetType: 'image' })

    // The same bytes again give the same address.
    expect((await upload(original)).json().imageUrl).toBe(imageUrl)
  })

  it('accepts PNG, WebP, GIF and AVIF told by their bytes, whatever the name says', async () => {
    const base = sharp({ create: { width: 64, height: 48, channels: 4, background: '#3a6b35' } })
    for (const format of ['png', 'webp', 'gif', 'avif'] as const) {
      const bytes = await base.clone().toFormat(format).toBuffer()
      const response = await upload(bytes, { name: 'picture.txt', type: 'text/plain' })
      expect(response.statusCode, `${format}: ${response.body}`).toBe(201)
      expect(response.json().imageUrl).toMatch(/\/64x48\.webp$/)
    }
  })

  it('refuses a text file named .jpg, an SVG and a TIFF with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    )
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .tiff()
      .toBuffer()
    for (const bytes of [Buffer.from('just some text, not a picture'), svg, tiff]) {
      const response = await upload(bytes)
      expect(response.statusCode).toBe(415)
      expect(response.json().message).toBe('Please select an image file (JPG, PNG, GIF, etc.)')
    }
  })

  it("refuses 1 MB + 1 byte for a product with the spec's message, and allows 2 MB for the gallery", async () => {
    const photo = await jpegWithGps(400, 300)
    const padded = Buffer.concat([photo, Buffer.alloc(1024 * 1024 + 1 - photo.length)])
    expect(padded.length).toBe(1024 * 1024 + 1)
    const refused = await upload(padded)
    expect(refused.statusCode).toBe(413)
    expect(refused.json()).toEqual({
      message: 'Please select an image smaller than 1MB',
      code: 'FILE_TOO_LARGE',
    })
    const exactlyOneMegabyte = padded.subarray(0, 1024 * 1024)
    expect((await upload(exactlyOneMegabyte)).statusCode).toBe(201)
    const twoMegabytes = Buffer.concat([photo, Buffer.alloc(2 * 1024 * 1024 - photo.length)])
    const gallery = await upload(twoMegabytes, { purpose: 'gallery' })
    expect(gallery.statusCode, gallery.body).toBe(201)
    const tooBigForGallery = Buffer.concat([
      photo,
      Buffer.alloc(5 * 1024 * 1024 + 1 - photo.length),
    ])
    const refusedGallery = await upload(tooBigForGallery, { purpose: 'gallery' })
    expect(refusedGallery.statusCode).toBe(413)
    expect(refusedGallery.json().message).toBe('Please select an image smaller than 5MB')
  })

  it('refuses a picture of absurd dimensions from its header, quickly', async () => {
    const started = Date.now()
    const response = await upload(pngClaiming(60_000, 60_000), {
      name: 'bomb.png',
      type: 'image/png',
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toBe('Image dimensions are too large (at most 40 megapixels)')
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('refuses a picture cut short (readable header, missing pixels) with 422', async () => {
    const noisy = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer()
    const response = await upload(noisy.subarray(0, Math.floor(noisy.length / 2)))
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      message: 'This image could not be read (the file may be damaged or incomplete)',
      code: 'UNREADABLE_IMAGE',
    })
  })

  it('parses multipart only for the upload: another route answers 415', async () => {
    const body = multipartBody('image', 'photo.jpg', 'image/jpeg', await jpegWithGps(40, 30))
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: body.payload,
      headers: { ...body.headers, cookie: staff },
    })
    expect(response.statusCode).toBe(415)
  })

  it('answers 400 without a file, or with an unknown purpose', async () => {
    const photo = await jpegWithGps(100, 100)
    const wrongField = await upload(photo, { field: 'file' })
    expect(wrongField.statusCode).toBe(400)
    expect(wrongField.json().fields).toEqual({ image: 'Choose an image to upload' })
    const purpose = await upload(photo, { purpose: 'banner' })
    expect(purpose.statusCode).toBe(400)
    expect(Object.keys(purpose.json().fields)).toEqual(['purpose'])
  })

  it('is for staff only: anonymous 401, customer 403, nothing stored', async () => {
    const photo = await jpegWithGps(120, 90)
    expect((await upload(photo, { cookie: '' })).statusCode).toBe(401)
    const customer = await signInAsCustomer(testApp.app, 'uploader@example.com')
    expect((await upload(photo, { cookie: customer })).statusCode).toBe(403)
    expect(await testApp.app.storage.get((await processImage(photo)).key)).toBeNull()
    const entries = await testApp.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'image.upload'))
    expect(entries.every((entry) => entry.actorEmail === 'staff@groveside.test')).toBe(true)
  })
})
