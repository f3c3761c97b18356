import { sql } from 'drizzle-orm'
import { selectRows, type DatabaseConnection } from './db/client'
import type { FileStorage } from './domains/media/storage'
import { seedDemoFarm } from './demo-farm/demo-farm'
import { installJobEngine } from './jobs/job-engine'

/** Arbitrary constant so several app instances starting at once migrate and seed one at a time. */
const startupLockId = 7_204_211

async function isEmptyShop(database: DatabaseConnection) {
  const [row] = await selectRows<{ count: number }>(
    database.db,
    sql`select (select count(*) from products)::int + (select count(*) from site_content)::int as count`,
  )
  return Number(row?.count ?? 0) === 0
}

/**
 * Applies the committed migrations and, on an empty shop, seeds the demo farm.
 * Returns whether demo data was written.
 */
export async function prepareDatabase(
  database: DatabaseConnection,
  options: { storage: FileStorage; seedDemoData: boolean },
): Promise<{ seeded: boolean }> {
  const locked = database.kind === 'postgres'
  if (locked) await database.db.execute(sql`select pg_advisory_lock(${startupLockId})`)
  try {
    // Before the migrations: jobs still waiting in the old table move to pg-boss first.
    await installJobEngine(database)
    await database.migrate()
    if (options.seedDemoData && (await isEmptyShop(database))) {
      await seedDemoFarm(database.db, options.storage)
      return { seeded: true }
    }
    return { seeded: false }
  } finally {
    if (locked) await database.db.execute(sql`select pg_advisory_unlock(${startupLockId})`)
  }
}
