import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { OutgoingHttpHeaders } from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import { signedInHintCookie } from './signed-in-hint'
import type { Db } from '../db/client'
import { sendFromServer, type PublicCacheServer } from './public-cache-server'
import {
  compress,
  encodedVariants,
  matchesIfNoneMatch,
  pickEncoding,
  type Encoding,
  type Variant,
} from './public-cache-variants'

/** The channel the 0013 migration's triggers notify on every write to data public reads show. */
export const publicDataChannel = 'public_data_changed'

/** Safety net only: entries are dropped on every change; this bounds a missed notification. */
const defaultLifetimeMs = 5 * 60_000

/**
 * When a public answer that changes with the clock alone (no write notifies it) stops being
 * true: the first instant after `since` at which an answer made at `since` is stale, or null.
 */
export type NextChange = (db: Db, since: Date) => Promise<Date | null>

/**
 * The public API reads whose answers are the same for every visitor (no session, no cookie read
 * by the handler), by route pattern. Opt-in: a route not listed here is never cached.
 */
const cachedApiRoutes = new Set([
  // Liveness: a process that answers from the cache is alive too.
  '/healthz',
  '/api/products',
  '/api/products/:id',
  '/api/products/:id/reviews',
  '/api/reviews/summary',
  '/api/blog',
  '/api/blog/slug/:slug',
  '/api/blog/comments/:blogPostId',
  '/api/site-content',
  '/api/farm-settings',
  '/api/recipes',
  '/api/photo-gallery',
  '/api/shipping-options',
  '/api/seasonal-availability',
  '/api/subscription-plans',
  '/api/plant-inventory',
  '/api/farm-events/active',
])
/** The app shell's page route: rendered pages, cached for visitors who are not signed in. */
const pageRoute = '/*'

/** Cached bodies (all encodings) are capped; the oldest entries go first. */
const maxCachedBytes = 32 * 1024 * 1024

interface Entry {
  /** A rendered page (never for a signed-in visitor) rather than an API answer. */
  page: boolean
  /** The route pattern it answers (for the request metrics of answers sent from the server). */
  route: string
  /** The first answer's other headers (security headers...), for answers sent from the server. */
  baseHeaders: OutgoingHttpHeaders
  expiresAt: number
  contentType: string
  cacheControl: string
  variants: Record<Encoding, Variant>
  bytes: number
}

interface PendingStore {
  key: string
  page: boolean
  route: string
  generation: number
  startedAt: number
  /** The clock-dependent answers this one shows (itself, or a page's data). */
  clockPaths: Set<string>
  /** Settles with the entry this request stored, or null when it stored none. */
  settle(entry: Entry | null): void
  storing?: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: {
      /** Forgets every cached answer (called on every change notification). */
      clear(): void
      /** A page showing any of these API answers lives no longer than they do. */
      pageShows(request: FastifyRequest, dataUrls: Iterable<string>): void
      readonly size: number
    }
  }
  interface FastifyRequest {
    publicCacheStore: PendingStore | null
  }
}

/** Headers an answer from the cache sets itself, not copied from the first answer. */
const ownHeaders = new Set([
  'content-length',
  'content-encoding',
  'content-type',
  'cache-control',
  'etag',
  'vary',
  'x-request-id',
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
])

const hasSignedInHint = (cookieHeader: string | undefined) =>
  Boolean(cookieHeader && new RegExp(`(?:^|;\\s*)${signedInHintCookie}=`).test(cookieHeader))

/**
 * Caches the public API reads listed above and the rendered pages of visitors who are not signed
 * in, with strong ETags (If-None-Match → 304) and bodies compressed once. Never stale: every
 * write to a table those answers read notifies `public_data_changed` (triggers, migration 0013),
 * and each instance LISTENs and drops everything; a mutating request also waits for its own
 * notification before answering, so its writer's next read is fresh. Decision 0036.
 */
export default fp(
  async function publicCache(
    app: FastifyInstance,
    options: {
      enabled: boolean
      server?: PublicCacheServer
      /**
       * Cached reads that change with the clock too, by path: their entries end when the answer
       * would change (the domains that own them say when).
       */
      clockDependentAnswers?: Record<string, NextChange>
      /** Also forgotten on every change (caches of their own that read public data). */
      onClear?: () => void
    },
  ) {
    const clockDependentAnswers = options.clockDependentAnswers ?? {}
    const cachedRoutes = new Set([...cachedApiRoutes, ...Object.keys(clockDependentAnswers)])
    const entries = new Map<string, Entry>()
    // Answers being made: a request for the same URL waits for it instead of making it again.
    const inFlight = new Map<string, { generation: number; entry: Promise<Entry | null> }>()
    let cachedBytes = 0
    let generation = 0
    let listening = false

    const clear = () => {
      entries.clear()
      cachedBytes = 0
      generation += 1
      options.onClear?.()
    }

    app.decorate('publicCache', {
      clear,
      pageShows(request: FastifyRequest, dataUrls: Iterable<string>) {
        const store = request.publicCacheStore
        if (!store) return
        for (const url of dataUrls) {
          const pathname = new URL(url, 'http://localhost').pathname
          if (pathname in clockDependentAnswers) store.clockPaths.add(pathname)
        }
      },
      get size() {
        return entries.size
      },
    })
    app.decorateRequest('publicCacheStore', null)
    if (!options.enabled) return

    const listener = await app.database.listen(publicDataChannel, clear, (isListening) => {
      // While not listening a change could go unnoticed: nothing is cached until it listens again.
      listening = isListening
      clear()
    })
    app.addHook('onClose', async () => listener.stop())

    function isCacheable(request: FastifyRequest): boolean {
      const route = request.routeOptions.url
      if (route === pageRoute) {
        const pathname = request.url.split('?', 1)[0]!
        if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/'))
          return false
        return !hasSignedInHint(request.headers.cookie)
      }
      return Boolean(route && cachedRoutes.has(route))
    }

    // The next clock change of each clock-dependent answer, as last computed (and from when).
    const nextChanges = new Map<string, { generation: number; since: number; at: number }>()
    async function nextChangeOf(path: string, since: number) {
      const known = nextChanges.get(path)
      if (known && known.generation === generation && known.since <= since && since < known.at)
        return known.at
      const computedFor = generation
      const next = await clockDependentAnswers[path]!(app.db, new Date(since))
      const at = next ? next.getTime() : Number.POSITIVE_INFINITY
      if (computedFor === generation) nextChanges.set(path, { generation, since, at })
      return at
    }

    function answerFromCache(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
      app.metrics.publicCacheHit()
      const encoding = pickEncoding(request.headers['accept-encoding'])
      const variant = entry.variants[encoding]
      reply
        .header('etag', variant.etag)
        .header('vary', 'accept-encoding')
        .header('cache-control', entry.cacheControl)
        .header('content-type', entry.contentType)
      if (matchesIfNoneMatch(request.headers['if-none-match'], variant.etag)) {
        return reply.code(304).send()
      }
      // Set even for identity, so the compression hook leaves the stored body as it is.
      reply.header('content-encoding', encoding)
      return reply.code(200).send(variant.body)
    }

    if (options.server) {
      options.server.answer = (request, response) => {
        if (request.method !== 'GET' || !listening || !request.url) return false
        const entry = entries.get(request.url)
        if (!entry || entry.expiresAt <= Date.now()) return false
        if (entry.page && hasSignedInHint(request.headers.cookie)) return false
        sendFromServer(app, request, response, entry)
        return true
      }
      app.addHook('onClose', async () => {
        options.server!.answer = null
      })
    }

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !listening || !isCacheable(request)) return
      const key = request.url
      const entry = entries.get(key)
      if (entry && entry.expiresAt > Date.now()) return answerFromCache(request, reply, entry)
      const making = inFlight.get(key)
      if (making && making.generation === generation) {
        // Bounded, in case the request making it never finishes (a dropped connection).
        const made = await Promise.race([making.entry, delay(5000, null, { ref: false })])
        if (made) return answerFromCache(request, reply, made)
      }
      app.metrics.publicCacheMiss()
      let settle!: (entry: Entry | null) => void
      const made = new Promise<Entry | null>((resolve) => (settle = resolve))
      const current = { generation, entry: made }
      inFlight.set(key, current)
      void made.then(() => {
        if (inFlight.get(key) === current) inFlight.delete(key)
      })
      const route = request.routeOptions.url ?? ''
      request.publicCacheStore = {
        key,
        page: route === pageRoute,
        route,
        generation,
        startedAt: Date.now(),
        clockPaths: new Set(route in clockDependentAnswers ? [route] : []),
        settle,
      }
    })

    // Whatever happened to the answer (an error, a 404, a cookie), waiting requests go on.
    const settleUnstored = async (request: FastifyRequest) => {
      const pending = request.publicCacheStore
      if (pending && !pending.storing) pending.settle(null)
    }
    app.addHook('onResponse', settleUnstored)
    app.addHook('onRequestAbort', settleUnstored)

    async function store(
      pending: PendingStore,
      body: Buffer,
      contentType: string,
      cc: string,
      baseHeaders: OutgoingHttpHeaders,
    ): Promise<Entry | null> {
      const [[br, gz], ...clockChanges] = await Promise.all([
        compress(body),
        ...[...pending.clockPaths].map((path) => nextChangeOf(path, pending.startedAt)),
      ])
      const expiresAt = Math.min(pending.startedAt + defaultLifetimeMs, ...clockChanges)
      // Something changed while this answer was being made or compressed: it may be stale.
      if (pending.generation !== generation || !listening || expiresAt <= Date.now()) return null
      const entry: Entry = {
        page: pending.page,
        route: pending.route,
        baseHeaders,
        expiresAt,
        contentType,
        cacheControl: cc,
        variants: encodedVariants(body, br, gz, { baseHeaders, cacheControl: cc, contentType }),
        bytes: body.length + br.length + gz.length,
      }
      const previous = entries.get(pending.key)
      if (previous) {
        cachedBytes -= previous.bytes
        entries.delete(pending.key)
      }
      for (const [key, oldest] of entries) {
        if (cachedBytes + entry.bytes <= maxCachedBytes) break
        entries.delete(key)
        cachedBytes -= oldest.bytes
      }
      entries.set(pending.key, entry)
      cachedBytes += entry.bytes
      return entry
    }

    app.addHook('onSend', async (request, reply, payload) => {
      const pending = request.publicCacheStore
      if (
        !pending ||
        reply.statusCode !== 200 ||
        reply.hasHeader('set-cookie') ||
        reply.hasHeader('content-encoding') ||
        (typeof payload !== 'string' && !Buffer.isBuffer(payload))
      ) {
        return payload
      }
      const cacheControl = (reply.getHeader('cache-control') as string | undefined) ?? 'no-cache'
      reply.header('cache-control', cacheControl)
      const contentType = String(reply.getHeader('content-type') ?? 'application/json')
      const baseHeaders: OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !ownHeaders.has(name.toLowerCase())) baseHeaders[name] = value
      }
      pending.storing = true
      store(pending, Buffer.from(payload), contentType, cacheControl, baseHeaders).then(
        (entry) => pending.settle(entry),
        (error: unknown) => {
          pending.settle(null)
          request.log.warn({ err: error }, 'could not cache a public answer')
        },
      )
      return payload
    })

    // The writer's next read must not beat its own change's notification (PostgreSQL delivers
    // it asynchronously): a change answers only once the listener has seen what it committed.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        try {
          await listener.flush()
        } catch {
          clear()
        }
      }
      return payload
    })
  },
  { name: 'public-cache', dependencies: ['security-headers'] },
)
