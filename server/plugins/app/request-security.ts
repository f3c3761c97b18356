import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../../http/http-error'

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip the same-origin check (server-to-server callers such as payment webhooks). */
    crossOrigin?: boolean
  }
}

/**
 * Cross-site request forgery defence: a state-changing request from a browser must come from our
 * own origin (Sec-Fetch-Site / Origin), and bodies must be JSON or multipart (the text/plain parser
 * that HTML forms could reach is removed, so anything else is a 415).
 */
export default fp(
  async function requestSecurity(app: FastifyInstance) {
    app.removeContentTypeParser('text/plain')
    const ownOrigin = new URL(app.config.publicUrl).origin

    app.addHook('onRequest', async (request) => {
      if (!mutatingMethods.has(request.method) || request.routeOptions.config?.crossOrigin) return
      const fetchSite = request.headers['sec-fetch-site']
      if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
        throw new HttpError(403, 'CROSS_ORIGIN', 'Cross-site requests are not allowed.')
      }
      const origin = request.headers.origin
      if (origin) {
        const requestOrigin = `${request.protocol}://${request.host}`
        if (origin !== ownOrigin && origin !== requestOrigin) {
          throw new HttpError(403, 'CROSS_ORIGIN', 'Cross-site requests are not allowed.')
        }
      }
    })
  },
  { name: 'request-security' },
)
