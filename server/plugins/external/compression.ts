import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** brotli/gzip for API answers and HTML; built assets are served pre-compressed. */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  },
  { name: 'compression' },
)
