import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { sql, type SQL } from 'drizzle-orm'
import pg from 'pg'
import { projectPath } from '../project-root'

/** The one database handle the app uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite'
      dataDir: string | null /* null = in memory */
      /** A dump (PGlite's dumpDataDir) to start from: the tests' prepared copy. */
      loadDataDir?: Blob
    }

export interface DatabaseConnection {
  db: Db
  kind: DatabaseTarget['kind']
  migrate(): Promise<void>
  ping(): Promise<void>
  close(): Promise<void>
  /** PostgreSQL's connection pool now (metrics); PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number }
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (PostgreSQL: on one dedicated connection,
   * reconnected after a loss; `onListening(false)` then says notifications may be missed until
   * `onListening(true)`).
   * `flush()` resolves once every notification committed before the call has been delivered.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListening: (listening: boolean) => void,
  ): Promise<{ flush(): Promise<void>; stop(): Promise<void> }>
}

/** Runs raw SQL and returns its rows, the same way on both drivers. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

export const migrationsFolder = projectPath('server/db/migrations')

/** Column names are snake_case in SQL and camelCase in TypeScript. */
const casing = 'snake_case' as const

export async function connectDatabase(target: DatabaseTarget): Promise<DatabaseConnection> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 })
    // An idle connection can die (database restart, failover); without a listener node-postgres
    // would crash the process. The pool replaces it on next use.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection error: ${error.message}`))
    const db = drizzlePg(pool, { casing }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { casing }), { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`)
      },
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      listen: (channel, onNotify, onListening) =>
        listenOnPostgres(target.url, channel, onNotify, onListening),
    }
  }
  const client = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    // PGlite touches all of its shared buffers at start and never gives memory back: PostgreSQL's
    // default 128 MB is a third of an instance's memory, and a farm's data fits in far less
    // (decision 0047).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  })
  await client.waitReady
  const db = drizzlePglite(client, { casing }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { casing }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: async () => {
      if (!client.closed) await client.close()
    },
    // PGlite is one connection in this process: a notification is delivered when its commit is.
    listen: async (channel, onNotify, onListening) => {
      const unlisten = await client.listen(channel, onNotify)
      onListening(true)
      return {
        flush: async () => {},
        stop: async () => {
          if (!client.closed) await unlisten()
        },
      }
    },
  }
}

const reconnectDelayMs = 1000

async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onListening: (listening: boolean) => void,
) {
  let client: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const connect = async () => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '')
    })
    next.on('error', () => lose(next))
    next.on('end', () => lose(next))
    await next.connect()
    await next.query(`listen "${channel.replaceAll('"', '""')}"`)
    client = next
    onListening(true)
  }
  const lose = (lost: pg.Client) => {
    if (client !== lost && client !== null) return
    client = null
    lost.removeAllListeners('end')
    void lost.end().catch(() => {})
    onListening(false)
    if (!stopped && !retry) {
      retry = setTimeout(() => {
        retry = undefined
        connect().catch(() => lose(lost))
      }, reconnectDelayMs)
    }
  }
  await connect()
  return {
    /** A round trip on the listening connection delivers what was committed before it. */
    flush: async () => {
      if (client) await client.query('select 1')
    },
    stop: async () => {
      stopped = true
      clearTimeout(retry)
      const last = client
      client = null
      await last?.end()
    },
  }
}
