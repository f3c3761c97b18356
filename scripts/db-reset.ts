// npm run db:reset — drops every table and upload, migrates, and seeds the demo farm.
import { sql } from 'drizzle-orm'
import { rm } from 'node:fs/promises'
import { loadConfig } from '#server/config'
import {
  openConfiguredDatabaseOrExit,
  pgliteDir,
  uploadsDir,
} from '#server/open-configured-database'
import { lockDataDir } from '#server/db/data-dir-lock'
import { prepareDatabase } from '#server/prepare-database'

const config = loadConfig()
if (config.env === 'production' && process.env.CONFIRM_RESET !== 'yes') {
  console.error('Refusing to reset a production database. Set CONFIRM_RESET=yes to really do it.')
  process.exit(1)
}

if (config.databaseUrl) {
  const { database, close } = await openConfiguredDatabaseOrExit(config)
  await database.db.execute(sql`drop schema if exists drizzle cascade`)
  await database.db.execute(sql`drop schema public cascade`)
  await database.db.execute(sql`create schema public`)
  await close()
} else {
  const release = await lockDataDir(config.dataDir)
  await rm(pgliteDir(config), { recursive: true, force: true })
  await release()
}
await rm(uploadsDir(config), { recursive: true, force: true })

const { database, storage, close } = await openConfiguredDatabaseOrExit(config)
try {
  await prepareDatabase(database, { storage, seedDemoData: true })
  console.log('Reset the database and seeded the demo farm.')
} finally {
  await close()
}
