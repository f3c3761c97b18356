import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createHash, timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Registry } from 'prom-client'
import { selectRows } from '#server/db/client'
import { unauthorized } from '#server/http/http-error'
import { deadLetterQueue, jobSchema } from '#server/jobs/job-engine'

export interface Metrics {
  /** One answered request, by route pattern (answers sent from the public cache included). */
  observeRequest(method: string, route: string, status: number, seconds: number): void
  publicCacheHit(): void
  publicCacheMiss(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

const noMetrics: Metrics = {
  observeRequest() {},
  publicCacheHit() {},
  publicCacheMiss() {},
}

const digest = (text: string) => createHash('sha256').update(text).digest()

interface JobStats {
  queued: number
  due: number
  running: number
  failed: number
  oldest_due_seconds: number | null
}

/**
 * `/metrics` in Prometheus' text format (prom-client), for a bearer of METRICS_TOKEN; without the
 * variable it is not served and nothing is measured. Requests by route pattern and status, the
 * public cache's hits and misses, the job queue, the PostgreSQL pool, and Node's own figures
 * (event-loop lag, memory, GC).
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    const token = app.config.metricsToken
    if (!token) {
      app.decorate('metrics', noMetrics)
      return
    }
    // Loaded only where metrics are served: nothing else needs it at start (decision 0047).
    const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } =
      await import('prom-client')
    const registers = [new Registry()]
    const [register] = registers as [Registry]
    collectDefaultMetrics({ register })

    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Answered HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    })
    const cacheHits = new Counter({
      name: 'groveside_public_cache_hits_total',
      help: 'Public reads and pages answered from the public cache',
      registers,
    })
    const cacheMisses = new Counter({
      name: 'groveside_public_cache_misses_total',
      help: 'Cacheable public reads and pages that had to be made',
      registers,
    })
    new Gauge({
      name: 'groveside_public_cache_entries',
      help: 'Answers held by the public cache',
      registers,
      collect() {
        this.set(app.publicCache.size)
      },
    })

    // One query per scrape for the three job figures.
    let jobStats: Promise<JobStats> | null = null
    const readJobStats = () => {
      jobStats ??= selectRows<JobStats>(
        app.db,
        sql`select count(*) filter (where state in ('created', 'retry'))::int as queued,
                   count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as due,
                   count(*) filter (where state = 'active')::int as running,
                   count(*) filter (where state = 'failed')::int as failed,
                   extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now()))::float8 as oldest_due_seconds
            from ${sql.identifier(jobSchema)}.job where name <> ${deadLetterQueue}`,
      ).then(([row]) => row!)
      return jobStats
    }
    new Gauge({
      name: 'groveside_jobs',
      help: 'Jobs by state (queued includes those not due yet; due: queued and due now)',
      labelNames: ['state'],
      registers,
      async collect() {
        const stats = await readJobStats()
        for (const state of ['queued', 'due', 'running', 'failed'] as const)
          this.set({ state }, stats[state])
      },
    })
    new Gauge({
      name: 'groveside_jobs_oldest_due_age_seconds',
      help: 'How long the oldest due job has waited (0 when none waits)',
      registers,
      async collect() {
        this.set(Math.max(0, (await readJobStats()).oldest_due_seconds ?? 0))
      },
    })
    const poolStats = app.database.poolStats
    if (poolStats) {
      new Gauge({
        name: 'groveside_db_pool_connections',
        help: 'PostgreSQL pool connections in use and idle',
        labelNames: ['state'],
        registers,
        collect() {
          const { total, idle } = poolStats()
          this.set({ state: 'in_use' }, total - idle)
          this.set({ state: 'idle' }, idle)
        },
      })
      new Gauge({
        name: 'groveside_db_pool_waiting',
        help: 'Queries waiting for a PostgreSQL pool connection',
        registers,
        collect() {
          this.set(poolStats().waiting)
        },
      })
    }

    app.decorate('metrics', {
      observeRequest(method, route, status, seconds) {
        requests.observe({ method, route, status_code: status }, seconds)
      },
      publicCacheHit: () => cacheHits.inc(),
      publicCacheMiss: () => cacheMisses.inc(),
    } satisfies Metrics)

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched'
      requests.observe(
        { method: request.method, route, status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      )
    })

    const expected = digest(`Bearer ${token}`)
    app.get('/metrics', async (request, reply) => {
      const given = digest(request.headers.authorization ?? '')
      if (!timingSafeEqual(given, expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"')
        throw unauthorized('A valid METRICS_TOKEN bearer token is required.')
      }
      jobStats = null
      const text = await register.metrics()
      return reply.type(register.contentType).header('cache-control', 'no-store').send(text)
    })
  },
  { name: 'metrics' },
)
