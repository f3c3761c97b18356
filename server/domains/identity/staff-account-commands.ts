import type { Db } from '#server/db/client'
import { setStaffActive, setStaffPassword } from './staff-accounts'
import { endStaffSessions } from './staff-password-links'

/**
 * The command line's account changes (`npm run staff`), for an owner locked out of the app or a
 * password that leaked: a new password or a disabled account ends that person's staff sessions at
 * once, as the Staff accounts screen does. Each answers false when no account has the e-mail.
 */
export async function resetStaffPasswordByEmail(db: Db, email: string, password: string) {
  const id = await setStaffPassword(db, email, password)
  if (id !== null) await endStaffSessions(db, id)
  return id !== null
}

export async function setStaffActiveByEmail(db: Db, email: string, active: boolean) {
  const id = await setStaffActive(db, email, active)
  if (id !== null && !active) await endStaffSessions(db, id)
  return id !== null
}
