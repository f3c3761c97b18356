import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { ConfigError, loadConfig, type AppConfig } from './config'
import { openConfiguredDatabase } from './db/open-configured-database'
import { prepareDatabase } from './db/prepare-database'

function configOrExit(): AppConfig {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

async function start() {
  const config = configOrExit()
  const { database, storage, close } = await openConfiguredDatabase(config)
  let app
  try {
    const { seeded } = await prepareDatabase(database, { storage, seedDemoData: config.seedDemoData })
    app = await buildApp({ config, database, storage, web: config.env === 'development' ? 'vite' : 'built' })
    if (seeded) app.log.info('empty database: seeded the demo farm')
  } catch (error) {
    await close()
    throw error
  }
  app.addHook('onClose', close)

  closeWithGrace({ delay: 4000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    `Groveside is open at ${config.publicUrl} (database: ${
      database.kind === 'pglite' ? `embedded in ${config.dataDir}` : 'PostgreSQL'
    })`,
  )
}

start().catch((error: Error) => {
  console.error(error.name === 'DataDirLockedError' ? error.message : error)
  process.exit(1)
})
