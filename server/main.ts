import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { ConfigError, loadConfig, type AppConfig } from './config'
import { openConfiguredDatabase } from './open-configured-database'
import { prepareDatabase } from './prepare-database'
import { ensureFirstOwner } from './domains/identity/staff-accounts'
import { StartupError } from './startup-error'

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
    const { seeded } = await prepareDatabase(database, {
      storage,
      seedDemoData: config.seedDemoData,
    })
    app = await buildApp({
      config,
      database,
      storage,
      web: !config.serveWeb ? 'none' : config.env === 'development' ? 'vite' : 'built',
      readableLog: process.stdout.isTTY === true,
    })
    if (seeded) app.log.info('empty database: seeded the demo farm')
    const owner = await ensureFirstOwner(database.db, {
      email: config.ownerEmail,
      password: config.ownerPassword,
    })
    if (owner?.generatedPassword) {
      // Printed once, on the console only (not the log): the password is not stored anywhere else.
      console.log(
        `\n  First owner account created.\n  E-mail:   ${owner.email}\n  Password: ${owner.generatedPassword}\n` +
          '  Keep it safe; change it with: npm run staff -- reset-password --email <e-mail>\n',
      )
    } else if (owner) {
      app.log.info({ email: owner.email }, 'first owner account created from OWNER_EMAIL')
    }
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
  console.error(error instanceof StartupError ? error.message : error)
  process.exit(1)
})
