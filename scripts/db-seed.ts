// npm run db:seed — migrates and seeds the demo farm into an empty database.
import { loadConfig } from '#server/config'
import { openConfiguredDatabaseOrExit } from '#server/open-configured-database'
import { prepareDatabase } from '#server/prepare-database'

const config = loadConfig()
const { database, storage, close } = await openConfiguredDatabaseOrExit(config)
try {
  const { seeded } = await prepareDatabase(database, { storage, seedDemoData: true })
  console.log(
    seeded ? 'Seeded the demo farm.' : 'The database already has a shop in it; nothing seeded.',
  )
} finally {
  await close()
}
