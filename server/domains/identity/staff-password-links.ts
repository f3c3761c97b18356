import { and, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import { addDays, addHours, subDays } from 'date-fns'
import { createHash, randomBytes } from 'node:crypto'
import {
  staffInviteLifetimeDays,
  staffResetLifetimeHours,
  type StaffLinkPurpose,
  type StaffPasswordLinkInfo,
} from '#contracts/staff-accounts'
import type { Db } from '#server/db/client'
import {
  sessions,
  staffAccounts,
  staffPasswordLinks,
  type StaffAccountRow,
} from '#server/db/schema/identity'
import { conflict, HttpError } from '#server/http/http-error'
import type { StaffAccountDeps } from './staff-account-deps'
import { hashPassword } from './staff-accounts'

/**
 * The e-mailed links that set a staff password (an invite or a reset): a random token in the
 * link, only its SHA-256 in the table (as the customers' sign-in links), working once and until it
 * expires. The page the link opens is /staff/set-password.
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new link's token and the hash to store. */
export function newLinkToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashToken(token) }
}

/** When a link sent now stops working. */
export function linkExpiry(purpose: StaffLinkPurpose, now: Date) {
  return purpose === 'invite'
    ? addDays(now, staffInviteLifetimeDays)
    : addHours(now, staffResetLifetimeHours)
}

export const setPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/staff/set-password?token=${token}`

/** A link neither used nor withdrawn (it may have expired). */
export const openLink: SQL = and(
  isNull(staffPasswordLinks.usedAt),
  isNull(staffPasswordLinks.revokedAt),
)!

const usableLink = (token: string, now: Date) =>
  and(
    eq(staffPasswordLinks.tokenHash, hashToken(token)),
    openLink,
    gt(staffPasswordLinks.expiresAt, now),
  )

function invalidLink() {
  return new HttpError(
    400,
    'INVALID_LINK',
    'This link has expired or has already been used. Ask the farm owner for a new one.',
    { token: 'Expired or already used' },
  )
}

/**
 * Ends every staff sign-in of an account at once (disabled, or a new password set): the
 * sessions keep their visitor and any customer sign-in, and lose the staff one.
 */
export async function endStaffSessions(db: Db, staffId: number) {
  await db
    .update(sessions)
    .set({ sess: sql`${sessions.sess} - 'staffId' - 'staffUntil'` })
    .where(sql`${sessions.sess} ->> 'staffId' = ${String(staffId)}`)
}

/** Withdraws an account's open reset links (a new one is sent, or the account is disabled). */
export async function revokeResetLinks(db: Db, staffId: number, now: Date) {
  await db
    .update(staffPasswordLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffPasswordLinks.staffId, staffId),
        eq(staffPasswordLinks.purpose, 'reset'),
        openLink,
      ),
    )
}

/** Who a working link is for, and why; a used, withdrawn or expired one is a 400. */
export async function describeStaffPasswordLink(
  deps: Pick<StaffAccountDeps, 'db' | 'now'>,
  token: string,
): Promise<StaffPasswordLinkInfo> {
  const [row] = await deps.db
    .select({ link: staffPasswordLinks, account: staffAccounts })
    .from(staffPasswordLinks)
    .leftJoin(staffAccounts, eq(staffAccounts.id, staffPasswordLinks.staffId))
    .where(usableLink(token, deps.now()))
    .limit(1)
  if (!row) throw invalidLink()
  if (row.link.purpose === 'invite') {
    return { purpose: 'invite', name: row.link.name, email: row.link.email }
  }
  if (!row.account?.active) throw invalidLink()
  return { purpose: 'reset', name: row.account.name, email: row.account.email }
}

/**
 * Sets a password with an e-mailed link, once: an invite creates the account (its name and role
 * as invited), a reset replaces the account's password and ends its other staff sign-ins. The
 * link is spent in the same transaction, so two tries with one link cannot both succeed.
 * Answers the account, for the caller to sign it in.
 */
export async function setStaffPasswordWithLink(
  deps: Pick<StaffAccountDeps, 'db' | 'now'>,
  input: { token: string; password: string },
): Promise<{ account: StaffAccountRow; purpose: StaffLinkPurpose }> {
  const passwordHash = await hashPassword(input.password)
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const [link] = await tx
      .update(staffPasswordLinks)
      .set({ usedAt: now })
      .where(usableLink(input.token, now))
      .returning()
    if (!link) throw invalidLink()

    if (link.purpose === 'invite') {
      const [taken] = await tx
        .select({ id: staffAccounts.id })
        .from(staffAccounts)
        .where(eq(staffAccounts.email, link.email))
      if (taken) {
        throw conflict(
          'STAFF_EXISTS',
          'A staff account with this e-mail already exists. Sign in, or ask the farm owner for a password reset link.',
        )
      }
      const [account] = await tx
        .insert(staffAccounts)
        .values({
          email: link.email,
          name: link.name,
          role: link.role,
          passwordHash,
          lastLoginAt: now,
        })
        .returning()
      await tx
        .update(staffPasswordLinks)
        .set({ staffId: account!.id })
        .where(eq(staffPasswordLinks.id, link.id))
      return { account: account!, purpose: link.purpose }
    }

    const [account] = await tx
      .update(staffAccounts)
      .set({ passwordHash, lastLoginAt: now, updatedAt: now })
      .where(and(eq(staffAccounts.id, link.staffId ?? 0), eq(staffAccounts.active, true)))
      .returning()
    if (!account) throw invalidLink()
    await revokeResetLinks(tx, account.id, now)
    await endStaffSessions(tx, account.id)
    return { account, purpose: link.purpose }
  })
}

/** Drops links spent, withdrawn or expired a month ago (an expired invite shows until then). */
export async function purgeOldStaffPasswordLinks(db: Db, now = new Date()) {
  const monthAgo = subDays(now, 30)
  await db
    .delete(staffPasswordLinks)
    .where(
      or(
        and(isNotNull(staffPasswordLinks.usedAt), lt(staffPasswordLinks.usedAt, monthAgo)),
        and(isNotNull(staffPasswordLinks.revokedAt), lt(staffPasswordLinks.revokedAt, monthAgo)),
        lt(staffPasswordLinks.expiresAt, monthAgo),
      ),
    )
}
