import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { loadConfig, type AppConfig } from '../config'
import { storeDemoImages } from '../demo-farm/demo-images'
import { createMemoryStorage } from '../domains/media/storage'
import { createTestDatabase } from './test-database'

export interface TestApp {
  app: FastifyInstance
  close(): Promise<void>
}

/**
 * Builds the real app on a fresh database (migrated, demo farm seeded unless `seed: false`),
 * for `app.inject` or real HTTP. Call `close()` in afterAll.
 */
export async function buildTestApp(
  options: {
    seed?: boolean
    config?: Partial<AppConfig>
    /** Runs the job worker and registers the schedules, as a running instance does. */
    startJobWorker?: boolean
    /** Registers extra (test-only) routes before the app is ready. */
    extend?: (app: FastifyInstance) => void
  } = {},
): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:5000' }),
    ...options.config,
  }
  // A copy of the run's prepared database; the demo farm's pictures go into this app's storage.
  const seeded = options.seed ?? true
  const database = await createTestDatabase(seeded ? 'seeded' : 'migrated')
  const storage = createMemoryStorage()
  if (seeded) await storeDemoImages(storage)
  const app = await buildApp({
    config,
    database,
    storage,
    web: 'none',
    startJobWorker: options.startJobWorker ?? false,
    logger: false,
  })
  options.extend?.(app)
  await app.ready()
  return {
    app,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
