import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { sql, type SQL } from 'drizzle-orm'
import pg from 'pg'
import { fileURLToPath } from 'node:url'

/** The one database handle the app uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | null /* null = in memory */ }

export interface DatabaseConnection {
  db: Db
  kind: DatabaseTarget['kind']
  migrate(): Promise<void>
  ping(): Promise<void>
  close(): Promise<void>
}

/** Runs raw SQL and returns its rows, the same way on both drivers. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

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
    }
  }
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite()
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
  }
}
