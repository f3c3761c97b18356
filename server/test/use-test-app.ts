import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildTestApp } from './build-test-app'
import { signInAsStaff } from './sign-in'

/**
 * The usual preamble of an API test file: the app built on a fresh database before the file's
 * tests (with `staff`, a staff member signed in too) and closed after them. Read `app` and
 * `staff` inside tests, once `beforeAll` has run.
 */
export function useTestApp(
  options: {
    staff?: 'staff' | 'owner'
    build?: Parameters<typeof buildTestApp>[0]
  } = {},
) {
  let built: Awaited<ReturnType<typeof buildTestApp>> | undefined
  let staffCookie = ''
  beforeAll(async () => {
    built = await buildTestApp(options.build)
    if (options.staff) staffCookie = await signInAsStaff(built.app, options.staff)
  })
  afterAll(async () => {
    await built?.close()
  })
  return {
    get app(): FastifyInstance {
      if (!built) throw new Error('useTestApp: the app is built in beforeAll')
      return built.app
    },
    /** The signed-in staff member's session cookie. */
    get staff() {
      return staffCookie
    },
  }
}
