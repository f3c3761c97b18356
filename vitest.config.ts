import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'

/**
 * Five projects:
 * - `unit`: node environment; server and contract unit tests (no database, no HTTP).
 * - `web`: jsdom environment; browser code under web/.
 * - `web-isolated`: the web test files that mock a module, each in its own module graph.
 * - `api`: node environment; server API tests (`*.api.test.ts`) with a real database, and with
 *   TEST_DATABASE_URL (a PostgreSQL server) also `*.postgres.test.ts`: real processes on one
 *   PostgreSQL (two instances behind nginx, a crash, pg_dump), which PGlite cannot stand in for.
 * - `api-isolated`: the API test files that mock a module, each in its own module graph.
 */
const postgresUrl = process.env.TEST_DATABASE_URL
const apiFilesThatMock = ['server/app-shell/page-heads.api.test.ts']
const webFilesThatMock = [
  'web/src/features/subscribe/subscribe-page.test.tsx',
  'web/src/features/checkout/checkout-stripe.test.tsx',
]
const webSettings = {
  environment: 'jsdom' as const,
  setupFiles: ['web/src/test/setup.ts'],
  // A whole screen rendered in jsdom takes a second alone and several on a busy 2-core
  // machine; the default 5 s failed there although nothing was wrong.
  testTimeout: 15_000,
  // A global a test stubs (fetch, print) is put back after it.
  unstubGlobals: true,
}
const apiSettings = {
  environment: 'node' as const,
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // Migrates and seeds once per run; each file copies the result (test-database.ts).
  globalSetup: ['server/test/api-global-setup.ts'],
}
// The import aliases (#contracts/..., #server/..., #web/...) of tsconfig.base.json, in every project.
const resolve = { tsconfigPaths: true }
export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on a 2-core machine); the tests wait on
    // PGlite, PostgreSQL and jsdom in turn, so a worker per core finishes sooner.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          // A test that imports every contract took over the default 5 s beside a busy worker.
          testTimeout: 15_000,
          include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.api.test.ts', '**/*.postgres.test.ts'],
        },
      },
      {
        resolve,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...webFilesThatMock],
          ...webSettings,
          // As in the API project: files share a worker's loaded modules (decision 0049).
          isolate: false,
        },
      },
      {
        resolve,
        plugins: [react()],
        test: { name: 'web-isolated', include: webFilesThatMock, ...webSettings },
      },
      {
        resolve,
        test: {
          name: 'api',
          include: [
            'server/**/*.api.test.ts',
            ...(postgresUrl ? ['server/**/*.postgres.test.ts'] : []),
          ],
          exclude: ['**/node_modules/**', ...apiFilesThatMock],
          ...apiSettings,
          // Files share a worker's loaded modules (PGlite's compiled WebAssembly, the app's code)
          // instead of loading them again: each builds its own app and database, and none
          // changes a module's state (decision 0049).
          isolate: false,
        },
      },
      {
        // A file that replaces a module with vi.mock needs its own module graph.
        resolve,
        test: { name: 'api-isolated', include: apiFilesThatMock, ...apiSettings },
      },
    ],
  },
})
