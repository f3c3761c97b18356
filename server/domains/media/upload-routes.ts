import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import multipart from '@fastify/multipart'
import {
  maxUploadBytes,
  tooLargeMessage,
  uploadedImageSchema,
  uploadQuerySchema,
} from '#contracts/uploads'
import { badRequest, HttpError } from '#server/http/http-error'
import { processImage } from './image-pipeline'
import { publicUrlForKey } from './storage'

/**
 * POST /api/upload-image (spec 3 §7): one picture in the multipart field `image`, for staff, up to
 * `maxUploadBytes` whatever its `?purpose=`; the bytes decide the type; the pipeline shrinks and
 * re-encodes it and the storage driver keeps every rendition (decision 0019).
 */
export default async function uploadRoutes(app: FastifyInstance) {
  // Multipart is parsed only for the routes of this plugin.
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  })

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/upload-image',
    {
      config: { access: 'staff', auditAction: 'image.upload' },
      schema: { querystring: uploadQuerySchema, response: { 201: uploadedImageSchema } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw badRequest('Send the picture as multipart form data', {
          image: 'Choose an image to upload',
        })
      }
      const { purpose } = request.query
      let bytes: Buffer | null = null
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue
          if (part.fieldname !== 'image' || bytes) {
            part.file.resume()
            continue
          }
          bytes = await part.toBuffer()
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, 'FILE_TOO_LARGE', tooLargeMessage)
        }
        // Broken framing, a truncated body, too many parts: the client sent no readable upload.
        throw badRequest('The upload could not be read', { image: 'Choose an image to upload' })
      }
      if (!bytes || bytes.length === 0) {
        throw badRequest('Choose an image to upload', { image: 'Choose an image to upload' })
      }
      const image = await processImage(bytes)
      for (const rendition of image.renditions) {
        await app.storage.put(rendition.key, rendition.bytes, 'image/webp')
      }
      request.audit.targetType = 'image'
      request.audit.targetId = image.key
      request.audit.after = { purpose, imageUrl: publicUrlForKey(image.key), bytes: bytes.length }
      return reply.status(201).send({
        imageUrl: publicUrlForKey(image.key),
        width: image.width,
        height: image.height,
      })
    },
  )
}
