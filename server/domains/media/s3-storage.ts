import {
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { FileStorage } from './storage'

export interface S3StorageConfig {
  bucket: string
  region: string
  /** An S3-compatible service's address (MinIO, R2, …); AWS when left out. */
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  /** Path-style addresses (bucket in the path), which most S3-compatible services need. */
  forcePathStyle?: boolean
  /** Keys are stored under this prefix ('' for the bucket's root). */
  prefix?: string
}

/**
 * Uploads in an S3-compatible bucket (decision 0019), so every app instance behind the load
 * balancer serves the same pictures. The app still serves them at /uploads/* (same origin,
 * same cache headers); the bucket need not be public.
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  })
  const objectKey = (key: string) => `${config.prefix ?? ''}${key}`
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      )
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        )
        if (!object.Body) return null
        const bytes = Buffer.from(await object.Body.transformToByteArray())
        return { bytes, contentType: object.ContentType ?? 'application/octet-stream' }
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
          return null
        throw error
      }
    },
  }
}
