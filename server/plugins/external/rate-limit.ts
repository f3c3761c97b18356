import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'
import { selectRows, type Db } from '#server/db/client'

/** Adds one hit to a fixed-window counter shared by every app instance; answers the new count. */
export async function hitRateCounter(db: Db, key: string, windowMs: number) {
  const [row] = await selectRows<{ count: number; reset_at: Date | string }>(
    db,
    sql`insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, reset_at`,
  )
  return { count: Number(row!.count), resetAt: new Date(row!.reset_at) }
}

/** The current count of a fixed-window counter, without adding a hit (0 when expired or absent). */
export async function peekRateCounter(db: Db, key: string) {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count from rate_limits where key = ${key} and reset_at > now()`,
  )
  return Number(row?.count ?? 0)
}

export async function clearRateCounter(db: Db, key: string) {
  await db.execute(sql`delete from rate_limits where key = ${key}`)
}

/** The counter name of one route: `POST /api/contact`; refuses to build one without a route. */
export function rateLimitRouteKey(route: { method?: string | string[]; url?: string } | undefined) {
  const method = [route?.method ?? []].flat().join(',')
  if (!method || !route?.url) throw new Error('A rate-limited route must name its method and url')
  return `${method} ${route.url}`
}

/** @fastify/rate-limit store on the rate_limits table, so limits hold across instances. */
function databaseStore(db: Db, prefix = 'rl:'): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hitRateCounter(db, `${prefix}${key}`, timeWindow)
        .then(({ count, resetAt }) =>
          callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - Date.now()) }),
        )
        .catch((error: Error) => callback(error))
    }
    // Its types say `child` gets the route, but @fastify/rate-limit 11 passes the route's merged
    // limit options with the route as `routeInfo`. Each route (method + pattern) counts on its own.
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = options as unknown as {
        routeInfo?: { method?: string | string[]; url?: string }
      }
      const Store: FastifyRateLimitStoreCtor = databaseStore(
        db,
        `${prefix}${rateLimitRouteKey(routeInfo)}:`,
      )
      return new Store({})
    }
  }
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`), for sign-in and public forms.
 * Old counters are removed by the maintenance job.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    // Runs before the plugin's own onRoute hook, so routes declare limits for one person per address.
    const factor = app.config.rateLimitFactor
    if (factor !== 1) {
      app.addHook('onRoute', (route) => {
        const limit = route.config?.rateLimit
        if (limit && typeof limit === 'object' && typeof limit.max === 'number') {
          // A copy: the route module's own object may be shared by every app built from it.
          route.config = {
            ...route.config,
            rateLimit: { ...limit, max: Math.ceil(limit.max * factor) },
          }
        }
      })
    }
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.db),
      skipOnError: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many requests. Please try again in ${context.after}.`,
        code: 'RATE_LIMITED',
      }),
    })
  },
  { name: 'rate-limit' },
)
