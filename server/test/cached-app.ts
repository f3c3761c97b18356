import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import type { DatabaseConnection } from '../db/client'
import { prepareDatabase } from '../prepare-database'
import { createMemoryStorage } from '../domains/media/storage'

/**
 * The real app on this database with the public cache on (test apps on PostgreSQL have it off
 * by default: decision 0036). Migrates, and seeds the demo farm unless `seed: false`.
 */
export async function buildCachedApp(
  database: DatabaseConnection,
  { seed = true, env = {} }: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
  const storage = createMemoryStorage()
  await prepareDatabase(database, { storage, seedDemoData: seed })
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:5000',
      ...env,
    }),
    database,
    storage,
    web: 'none',
    startJobWorker: false,
    logger: false,
    publicCache: true,
  })
  await app.ready()
  return app
}
