import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Security headers. The built app runs under a CSP whose only inline scripts are the ones named
 * by their hashes in `inlineScriptHashes` (the app shell's, which holds taps made before
 * hydration: server/app-shell/early-taps.ts).
 */
export default fp(
  async function securityHeaders(
    app: FastifyInstance,
    { inlineScriptHashes }: { inlineScriptHashes: string[] },
  ) {
    const production = app.config.env === 'production'
    const developmentWithVite = app.config.env === 'development'
    // Stripe Elements loads its script and card frames from Stripe's own hosts.
    const stripe = app.config.stripe ? ['https://js.stripe.com'] : []
    const stripeFrames = app.config.stripe
      ? ['https://js.stripe.com', 'https://hooks.stripe.com']
      : []
    const stripeApi = app.config.stripe ? ['https://api.stripe.com'] : []
    await app.register(helmet, {
      // Vite's dev server injects inline scripts for hot reload, so the CSP is only on for builds.
      contentSecurityPolicy: developmentWithVite
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", ...inlineScriptHashes, ...stripe],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'"],
              connectSrc: ["'self'", ...stripeApi],
              frameSrc: ["'self'", ...stripeFrames],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
              upgradeInsecureRequests: app.config.secureCookies ? [] : null,
            },
          },
      hsts:
        production && app.config.secureCookies
          ? { maxAge: 31536000, includeSubDomains: true }
          : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    })
  },
  { name: 'security-headers', dependencies: [] },
)
