import type { Db } from '#server/db/client'
import { HttpError } from '#server/http/http-error'
import {
  clearRateCounter,
  hitRateCounter,
  peekRateCounter,
} from '#server/plugins/external/rate-limit'

/**
 * Slows password guessing at staff sign-in without letting guessers lock the owner out:
 * - each address may fail 20 times per 15 minutes (any account), then waits;
 * - once an account has 5 recent failures, an address that has tried it without success waits
 *   between tries: 10 s, doubling with each further failure on the account, up to 15 minutes;
 * - an address with no recent tries at the account is never delayed, so the right password from
 *   the owner's own (clean) address signs in however many guesses come from elsewhere.
 * Tries are counted before the password is checked, so parallel guesses cannot slip past.
 */
export const addressFailureWindowMs = 15 * 60 * 1000
const accountFailureWindowMs = 60 * 60 * 1000
export const maxFailuresPerAddress = 20
export const accountFailuresBeforeDelay = 5
export const firstDelayMs = 10_000
export const maxDelayMs = 15 * 60 * 1000

/** The wait between tries from an address with failures, for an account with this many failures. */
export const delayAfterFailures = (failures: number) =>
  Math.min(maxDelayMs, firstDelayMs * 2 ** Math.max(0, failures - accountFailuresBeforeDelay))

function waitText(ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** The 429 answer naming how long to wait; `retryAfterSeconds` is for the Retry-After header. */
export class SignInThrottled extends HttpError {
  readonly retryAfterSeconds: number
  constructor(waitMs: number, scope: 'address' | 'account') {
    super(
      429,
      'RATE_LIMITED',
      scope === 'address'
        ? `Too many failed sign-ins from this address. Please wait ${waitText(waitMs)} and try again.`
        : `Too many failed sign-ins for this account. Please wait ${waitText(waitMs)} and try again.`,
    )
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000))
  }
}

export function staffLoginThrottle(
  db: Db,
  attempt: { email: string; address: string; rateLimitFactor: number },
) {
  const email = attempt.email.trim().toLowerCase()
  const keys = {
    addressFailures: `staff-login-failures:address:${attempt.address}`,
    accountFailures: `staff-login-failures:account:${email}`,
    triesFromAddress: `staff-login-tries:${email}:${attempt.address}`,
    wait: `staff-login-wait:${email}:${attempt.address}`,
  }

  return {
    /** Before the password is checked: throws SignInThrottled when this try must wait. */
    async admit() {
      const [addressFailures, accountFailures, tries] = await Promise.all([
        peekRateCounter(db, keys.addressFailures),
        peekRateCounter(db, keys.accountFailures),
        hitRateCounter(db, keys.triesFromAddress, addressFailureWindowMs),
      ])
      if (addressFailures >= maxFailuresPerAddress * attempt.rateLimitFactor) {
        throw new SignInThrottled(addressFailureWindowMs, 'address')
      }
      const earlierTries = tries.count - 1
      // Earlier tries still running count too, so a burst of parallel guesses is gated as well.
      const underPressure =
        accountFailures >= accountFailuresBeforeDelay || earlierTries >= accountFailuresBeforeDelay
      if (earlierTries === 0 || !underPressure) return
      // One try per wait window from this address. The window opened at its last failure; a try
      // let through opens the next one, as long as the wait after one more failure.
      const window = await hitRateCounter(db, keys.wait, delayAfterFailures(accountFailures + 1))
      if (window.count > 1) {
        throw new SignInThrottled(window.resetAt.getTime() - Date.now(), 'account')
      }
    },

    async failed() {
      const [account] = await Promise.all([
        hitRateCounter(db, keys.accountFailures, accountFailureWindowMs),
        hitRateCounter(db, keys.addressFailures, addressFailureWindowMs),
      ])
      if (account.count >= accountFailuresBeforeDelay) {
        await hitRateCounter(db, keys.wait, delayAfterFailures(account.count))
      }
    },

    /** The address proved itself for this account; the account's failure count stays. */
    async succeeded() {
      await Promise.all([
        clearRateCounter(db, keys.triesFromAddress),
        clearRateCounter(db, keys.wait),
      ])
    },
  }
}
