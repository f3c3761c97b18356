import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { crc32, deflateSync } from 'node:zlib'
import { desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { imageSources } from '#contracts/image-renditions'
import { uploadPurposes } from '#contracts/uploads'
import { auditLog } from '#server/db/schema/audit'
import { processImage } from './image-pipeline'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'

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

/**
 * A phone's camera photo: 4032×3024, 4-5 MB of sensor-like noise, taken with the phone on its
 * side (EXIF orientation 6), with the camera's EXIF and GPS position.
 */
async function cameraPhoto() {
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 13' },
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

/**
 * A real HEIC photo (64×48, HEVC inside), as an iPhone saves them: made with libheif's
 * `heif-enc -q 50` from a JPEG.
 */
const heicPhoto = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAaptZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAA' +
    'AA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHOAAEAAAAAAAAAHQACAAEAAAAAAAAA' +
    'AQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADVaXBycAAA' +
    'ALNpcGNvAAAAc2h2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACdCAQED' +
    'cAAAAwCQAAADAAADAB6gIIEFlurkprmwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUA' +
    'AAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwAC' +
    'AAEAAQAAACVtZGF0AAAAGSgBrxOA+BDhp3/jSj/+2vzw+TDW/OikM+A=',
  'base64',
)

/**
 * A real greyscale PNG of `width`×`height` black pixels: 1×39,000,000 is 76 KB and takes seconds
 * of CPU to decode.
 */
function blackPng(width: number, height: number) {
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
  ihdr.writeUInt8(0, 9) // greyscale
  // Each row: filter byte 0, then `width` zero bytes.
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Runs `send` and counts how often sharp produced pixels meanwhile (0: nothing was decoded). */
async function decodesDuring<T>(send: () => Promise<T>) {
  const toBuffer = vi.spyOn(sharp.prototype, 'toBuffer')
  try {
    const result = await send()
    return { result, decodes: toBuffer.mock.calls.length }
  } finally {
    toBuffer.mockRestore()
  }
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

  it('accepts a 4-5 MB 4032×3024 camera photo on every image field, upright, shrunk, without its EXIF', async () => {
    const photo = await cameraPhoto()
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024)
    expect(photo.length).toBeLessThan(5 * 1024 * 1024)
    expect(await sharp(photo).metadata()).toMatchObject({
      width: 4032,
      height: 3024,
      orientation: 6,
    })
    let imageUrl = ''
    for (const purpose of uploadPurposes) {
      const response = await upload(photo, { purpose, name: 'IMG_0412.JPG' })
      expect(response.statusCode, `${purpose}: ${response.body}`).toBe(201)
      // Held upright (3024 wide, 4032 high), shrunk to the widest rendition: 1600 × 2133.
      expect(response.json()).toMatchObject({ width: 1600, height: 2133 })
      imageUrl = response.json().imageUrl
    }
    const served = await testApp.app.inject({ method: 'GET', url: imageUrl })
    const stored = await sharp(served.rawPayload).metadata()
    expect(stored).toMatchObject({ format: 'webp', width: 1600, height: 2133 })
    expect(stored.exif).toBeUndefined()
    expect(served.rawPayload.includes('iPhone 13')).toBe(false)
  }, 120_000)

  it('refuses 20 MB + 1 byte on every image field with a message naming 20MB, and takes 20 MB', async () => {
    const photo = await jpegWithGps(400, 300)
    const padded = Buffer.concat([photo, Buffer.alloc(20 * 1024 * 1024 + 1 - photo.length)])
    for (const purpose of uploadPurposes) {
      const refused = await upload(padded, { purpose })
      expect(refused.statusCode, purpose).toBe(413)
      expect(refused.json()).toEqual({
        message: 'Please select an image smaller than 20MB',
        code: 'FILE_TOO_LARGE',
      })
    }
    const exactlyTwentyMegabytes = padded.subarray(0, 20 * 1024 * 1024)
    const accepted = await upload(exactlyTwentyMegabytes, { purpose: 'blog' })
    expect(accepted.statusCode, accepted.body).toBe(201)
  }, 60_000)

  it('refuses a 1×39,000,000 PNG of 76 KB from its header, naming the limit, without decoding it', async () => {
    const strip = blackPng(1, 39_000_000)
    expect(strip.length).toBeLessThan(80 * 1024)
    const { result: response, decodes } = await decodesDuring(() =>
      upload(strip, { name: 'strip.png', type: 'image/png' }),
    )
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      message:
        'Image dimensions are too large: 1 × 39,000,000 pixels (at most 12,000 pixels on the longest side)',
      code: 'IMAGE_TOO_LARGE',
    })
    expect(decodes).toBe(0)
  })

  it('refuses a 300×17,000 JPEG with 413 naming the longest side allowed', async () => {
    const strip = await sharp({
      create: { width: 300, height: 17_000, channels: 3, background: '#3a6b35' },
    })
      .jpeg()
      .toBuffer()
    const { result: response, decodes } = await decodesDuring(() => upload(strip))
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toBe(
      'Image dimensions are too large: 300 × 17,000 pixels (at most 12,000 pixels on the longest side)',
    )
    expect(decodes).toBe(0)
  })

  it('refuses more than 50 megapixels from the header, and takes a 48 MP photo', async () => {
    const tooMany = await sharp({
      create: { width: 9000, height: 6000, channels: 3, background: '#3a6b35' },
    })
      .png()
      .toBuffer()
    const { result: refused, decodes } = await decodesDuring(() =>
      upload(tooMany, { name: 'big.png', type: 'image/png' }),
    )
    expect(refused.statusCode).toBe(413)
    expect(refused.json().message).toBe(
      'Image dimensions are too large: 9,000 × 6,000 pixels (at most 50 megapixels)',
    )
    expect(decodes).toBe(0)
    const fortyEight = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#3a6b35' },
    })
      .jpeg()
      .toBuffer()
    const taken = await decodesDuring(() => upload(fortyEight))
    expect(taken.result.statusCode, taken.result.body).toBe(201)
    expect(taken.result.json()).toMatchObject({ width: 1600, height: 1200 })
    // The count sees the pipeline's decoding: one decode, then an encode per width.
    expect(taken.decodes).toBeGreaterThan(0)
  }, 60_000)

  it('shrinks a tall picture within the limits until it is at most 2400 px high', async () => {
    const tall = await sharp({
      create: { width: 300, height: 12_000, channels: 3, background: '#3a6b35' },
    })
      .jpeg()
      .toBuffer()
    const response = await upload(tall)
    expect(response.statusCode, response.body).toBe(201)
    const { imageUrl, width, height } = response.json()
    expect({ width, height }).toEqual({ width: 60, height: 2400 })
    const served = await testApp.app.inject({ method: 'GET', url: imageUrl })
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 60, height: 2400 })
    expect(imageSources(imageUrl).srcSet).toBe(`${imageUrl} 60w`)
  })

  it('answers a HEIC photo with 415 saying what to send instead', async () => {
    // The prebuilt libvips reads the HEIF container (AVIF) but has no HEVC decoder.
    expect(sharp.format.heif.input.fileSuffix).not.toContain('.heic')
    expect(await sharp(heicPhoto).metadata()).toMatchObject({ format: 'heif', compression: 'hevc' })
    const response = await upload(heicPhoto, { name: 'IMG_0413.HEIC', type: 'image/heic' })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({
      message:
        'HEIC photos are not supported yet: please upload a JPEG or PNG (on iPhone, Settings > Camera > Formats > Most Compatible)',
      code: 'HEIC_NOT_SUPPORTED',
    })
    // Cut short, its header unreadable, its brand still says HEIC.
    const cutShort = await upload(heicPhoto.subarray(0, 60), { name: 'IMG_0413.HEIC' })
    expect(cutShort.statusCode).toBe(415)
    expect(cutShort.json().code).toBe('HEIC_NOT_SUPPORTED')
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
