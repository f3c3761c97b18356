import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import sharp from 'sharp'
import { processImage } from './image-pipeline'
import { createS3Storage } from './s3-storage'

/*
 * The S3 driver against a local S3-compatible server (s3rver) speaking the S3 HTTP protocol,
 * started by this test on a free port with its own folder.
 */

let server: S3rver
let directory: string
let endpoint: string
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'groveside-s3-'))
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory })
  const address = await server.run()
  endpoint = `http://127.0.0.1:${address.port}`
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials })
  await client.send(new CreateBucketCommand({ Bucket: 'groveside-uploads' }))
})

afterAll(async () => {
  await server?.close()
  rmSync(directory, { recursive: true, force: true })
})

const storage = () =>
  createS3Storage({
    bucket: 'groveside-uploads',
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    prefix: 'uploads/',
    ...credentials,
  })

describe('S3 storage driver', () => {
  it('stores and reads back every rendition of an uploaded picture', async () => {
    const photo = await sharp({
      create: { width: 1000, height: 750, channels: 3, background: '#e8a33d' },
    })
      .jpeg()
      .toBuffer()
    const image = await processImage(photo)
    const s3 = storage()
    for (const rendition of image.renditions)
      await s3.put(rendition.key, rendition.bytes, 'image/webp')

    const main = await s3.get(image.key)
    expect(main?.contentType).toBe('image/webp')
    expect((await sharp(main!.bytes).metadata()).width).toBe(1000)
    const small = await s3.get(image.renditions[0]!.key)
    expect((await sharp(small!.bytes).metadata()).width).toBe(480)
  })

  it('answers null for a key that is not there', async () => {
    expect(await storage().get('images/0000000000000000/1x1.webp')).toBeNull()
  })
})
