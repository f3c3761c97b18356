import type { FastifyInstance } from 'fastify'
import { readFile } from 'node:fs/promises'
import { projectPath } from '#server/project-root'

const placeholderFile = projectPath('server/demo-farm/images/placeholder.svg')

/** Serves stored images (uploads and demo pictures share /uploads/*) and the placeholder image. */
export default async function mediaRoutes(app: FastifyInstance) {
  const placeholder = await readFile(placeholderFile).catch(() => null)

  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*']
    const file = await app.storage.get(key)
    if (!file) return reply.status(404).type('text/plain').send('Not found')
    // Pipeline renditions are named by a hash of their content: they never change.
    const immutable = key.startsWith('images/')
    return reply
      .header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      )
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type(file.contentType)
      .send(file.bytes)
  })

  app.get('/api/placeholder-image', { config: { access: 'public' } }, async (_request, reply) => {
    if (!placeholder)
      return reply.status(404).send({ message: 'Placeholder image missing', code: 'NOT_FOUND' })
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type('image/svg+xml')
      .send(placeholder)
  })
}
