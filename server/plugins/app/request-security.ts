import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '#server/http/http-error'

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip the same-origin check (server-to-server callers such as payment webhooks). */
    crossOrigin?: boolean
  }
}

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins a browser may send from: PUBLIC_URL's alone, and on a local shop
 * (http://localhost:5000) the same port on the other loopback names, which reach the same process.
 * Never the request's own Host or X-Forwarded-Host: those say where a request went, not where
 * the page that sent it came from.
 */
export function allowedOrigins(publicUrl: string): Set<string> {
  const url = new URL(publicUrl)
  if (!loopbackHosts.includes(url.hostname)) return new Set([url.origin])
  return new Set(
    loopbackHosts.map((host) => {
      const alias = new URL(url)
      alias.hostname = host
      return alias.origin
    }),
  )
}

/**
 * Cross-site request forgery defence: a state-changing request from a browser must come from our
 * own origin (Sec-Fetch-Site / Origin), and bodies must be JSON or multipart (the text/plain parser
 * that HTML forms could reach is removed, so anything else is a 415).
 */
export default fp(
  async function requestSecurity(app: FastifyInstance) {
    app.removeContentTypeParser('text/plain')
    const ownOrigins = allowedOrigins(app.config.publicUrl)

    app.addHook('onRequest', async (request) => {
      if (!mutatingMethods.has(request.method) || request.routeOptions.config?.crossOrigin) return
      const fetchSite = request.headers['sec-fetch-site']
      if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
        throw new HttpError(403, 'CROSS_ORIGIN', 'Cross-site requests are not allowed.')
      }
      const origin = request.headers.origin
      if (origin && !ownOrigins.has(origin)) {
        // Also what a shop opened at an address other than PUBLIC_URL sees: say so in the log.
        request.log.warn(
          { origin, publicUrl: app.config.publicUrl },
          'refused a request whose Origin is not PUBLIC_URL',
        )
        throw new HttpError(403, 'CROSS_ORIGIN', 'Cross-site requests are not allowed.')
      }
    })
  },
  { name: 'request-security' },
)
