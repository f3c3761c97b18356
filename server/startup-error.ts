/**
 * Why the shop cannot start, in one line a person can act on (a wrong DATABASE_URL, a data
 * directory in use): `server/main.ts` prints the message alone, without a stack.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StartupError'
  }
}
