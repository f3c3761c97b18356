import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Security headers. The built app runs under a CSP with no inline scripts. */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const production = app.config.env === 'production'
    const developmentWithVite = app.config.env === 'development'
    await app.register(helmet, {
      // Vite's dev server injects inline scripts for hot reload, so the CSP is only on for builds.
      contentSecurityPolicy: developmentWithVite
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              frameSrc: ["'self'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
              upgradeInsecureRequests: app.config.secureCookies ? [] : null,
            },
          },
      hsts: production && app.config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    })
  },
  { name: 'security-headers', dependencies: [] },
)
