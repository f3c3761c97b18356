import { and, asc, eq } from 'drizzle-orm'
import { staffResetLifetimeHours, type StaffAccount } from '#contracts/staff-accounts'
import type { StaffRole } from '#contracts/identity'
import type { Db } from '#server/db/client'
import { staffAccounts, staffPasswordLinks, type StaffAccountRow } from '#server/db/schema/identity'
import { conflict, forbidden, notFound } from '#server/http/http-error'
import type { StaffAccountDeps } from './staff-account-deps'
import { findStaffAccount, toStaffAccount } from './staff-account-queries'
import {
  endStaffSessions,
  linkExpiry,
  newLinkToken,
  revokeResetLinks,
  setPasswordLink,
} from './staff-password-links'
import type { StaffActor } from './staff-invites'

const accountNotFound = () => notFound('No such staff account.')

/**
 * Takes the rows of every active owner, in id order, then the target's, for the rest of the
 * transaction: two owners changing each other at once take turns, and the second sees the first's
 * change. Refuses (409) a change that would leave no active owner, then an actor who is no longer
 * an active owner (403).
 */
async function lockForOwnerChange(
  tx: Db,
  actorId: number,
  targetId: number,
  takesAwayOwner: (target: StaffAccountRow) => boolean,
) {
  const owners = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'owner'), eq(staffAccounts.active, true)))
    .orderBy(asc(staffAccounts.id))
    .for('update')
  const [target] = await tx
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.id, targetId))
    .for('update')
  if (!target) throw accountNotFound()
  if (takesAwayOwner(target) && owners.every((owner) => owner.id === target.id)) {
    throw conflict(
      'LAST_OWNER',
      'The farm needs at least one active owner. Make someone else owner first.',
    )
  }
  if (!owners.some((owner) => owner.id === actorId)) {
    throw forbidden('Only the farm owner can do this.')
  }
  return target
}

const isActiveOwner = (account: StaffAccountRow) => account.role === 'owner' && account.active

/**
 * Makes an account owner or staff. The owner cannot change their own role, and the last active
 * owner cannot be made staff (409). Answers the account before and after.
 */
export async function changeStaffRole(
  deps: Pick<StaffAccountDeps, 'db' | 'now'>,
  actor: StaffActor,
  targetId: number,
  role: StaffRole,
): Promise<{ before: StaffAccount; after: StaffAccount }> {
  if (targetId === actor.id) {
    throw conflict('OWN_ACCOUNT', 'You cannot change your own role.', {
      role: 'You cannot change your own role',
    })
  }
  const now = deps.now()
  const before = await deps.db.transaction(async (tx) => {
    const target = await lockForOwnerChange(
      tx,
      actor.id,
      targetId,
      (account) => isActiveOwner(account) && role !== 'owner',
    )
    if (target.role !== role) {
      await tx
        .update(staffAccounts)
        .set({ role, updatedAt: now })
        .where(eq(staffAccounts.id, targetId))
    }
    return toStaffAccount(target)
  })
  return { before, after: (await findStaffAccount(deps.db, targetId, now))! }
}

/**
 * Disables an account (its staff sign-ins end at once, its reset links stop working, and it
 * cannot sign in) or enables it again. The owner cannot disable their own account, nor the last
 * active owner (409).
 */
export async function setStaffAccountActive(
  deps: Pick<StaffAccountDeps, 'db' | 'now'>,
  actor: StaffActor,
  targetId: number,
  active: boolean,
): Promise<{ before: StaffAccount; after: StaffAccount }> {
  if (!active && targetId === actor.id) {
    throw conflict('OWN_ACCOUNT', 'You cannot disable your own account.')
  }
  const now = deps.now()
  const before = await deps.db.transaction(async (tx) => {
    const target = await lockForOwnerChange(
      tx,
      actor.id,
      targetId,
      (account) => !active && isActiveOwner(account),
    )
    if (target.active !== active) {
      await tx
        .update(staffAccounts)
        .set({ active, updatedAt: now })
        .where(eq(staffAccounts.id, targetId))
    }
    if (!active) {
      await endStaffSessions(tx, targetId)
      await revokeResetLinks(tx, targetId, now)
    }
    return toStaffAccount(target)
  })
  return { before, after: (await findStaffAccount(deps.db, targetId, now))! }
}

/**
 * E-mails an active account a link to choose a new password (a day, once); an earlier reset link
 * stops working. The current password keeps working until the new one is set.
 */
export async function sendStaffPasswordReset(
  deps: StaffAccountDeps,
  targetId: number,
): Promise<StaffAccountRow> {
  const now = deps.now()
  const { token, tokenHash } = newLinkToken()
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, targetId))
      .for('update')
    if (!account) throw accountNotFound()
    if (!account.active) {
      throw conflict(
        'ACCOUNT_DISABLED',
        'This account is disabled. Enable it before sending a password reset link.',
      )
    }
    await revokeResetLinks(tx, account.id, now)
    await tx.insert(staffPasswordLinks).values({
      tokenHash,
      purpose: 'reset',
      email: account.email,
      name: account.name,
      role: account.role,
      staffId: account.id,
      sentAt: now,
      expiresAt: linkExpiry('reset', now),
      createdAt: now,
    })
    await deps.mail.queue(
      {
        to: account.email,
        subject: 'Set a new password for the Groveside back office',
        text:
          `Hello ${account.name},\n\n` +
          'The farm owner sent you a link to choose a new password for the Groveside back office ' +
          `(it works once, for ${staffResetLifetimeHours} hours):\n` +
          `${setPasswordLink(deps.publicUrl, token)}\n\n` +
          'Your current password keeps working until you choose a new one. ' +
          'If you did not expect this e-mail, tell the farm owner.',
      },
      { db: tx },
    )
    const link = setPasswordLink(deps.publicUrl, token)
    deps.devLinkLog?.info({ email: account.email, link }, 'staff password reset')
    return account
  })
}
