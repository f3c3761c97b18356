import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

/**
 * Three projects:
 * - `unit`: node environment; server and contract unit tests (no database, no HTTP).
 * - `web`: jsdom environment; browser code under web/.
 * - `api`: node environment; server API tests (`*.api.test.ts`) with a real database, and with
 *   TEST_DATABASE_URL (a PostgreSQL server) also `*.postgres.test.ts`: real processes on one
 *   PostgreSQL (two instances behind nginx, a crash, pg_dump), which PGlite cannot stand in for.
 */
const postgresUrl = process.env.TEST_DATABASE_URL
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.api.test.ts', '**/*.postgres.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // A whole screen rendered in jsdom takes a second alone and several on a busy 2-core
          // machine; the default 5 s failed there although nothing was wrong.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: [
            'server/**/*.api.test.ts',
            ...(postgresUrl ? ['server/**/*.postgres.test.ts'] : []),
          ],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
