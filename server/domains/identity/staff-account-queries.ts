import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { StaffAccount, StaffAccountList, StaffInvite } from '#contracts/staff-accounts'
import type { Db } from '#server/db/client'
import {
  staffAccounts,
  staffPasswordLinks,
  type StaffAccountRow,
  type StaffPasswordLinkRow,
} from '#server/db/schema/identity'
import { openLink } from './staff-password-links'

export const toStaffAccount = (row: StaffAccountRow, resetPending = false): StaffAccount => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.active,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  resetPending,
})

export const toStaffInvite = (
  row: StaffPasswordLinkRow,
  invitedBy: string | null,
  now: Date,
): StaffInvite => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  invitedBy,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
})

/** Whether the account has a reset link out that still works. */
const resetPending = (now: Date) =>
  sql<boolean>`exists (select 1 from ${staffPasswordLinks} where ${and(
    eq(staffPasswordLinks.staffId, staffAccounts.id),
    eq(staffPasswordLinks.purpose, 'reset'),
    openLink,
    gt(staffPasswordLinks.expiresAt, now),
  )})`

/** One account as the list shows it, or null. */
export async function findStaffAccount(db: Db, id: number, now = new Date()) {
  const [row] = await db
    .select({ account: staffAccounts, resetPending: resetPending(now) })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id))
  return row ? toStaffAccount(row.account, row.resetPending) : null
}

/** One open invite as the list shows it, or null. */
export async function findOpenInvite(db: Db, id: number, now = new Date()) {
  const inviter = alias(staffAccounts, 'inviter')
  const [row] = await db
    .select({ link: staffPasswordLinks, invitedBy: inviter.name })
    .from(staffPasswordLinks)
    .leftJoin(inviter, eq(inviter.id, staffPasswordLinks.createdBy))
    .where(and(eq(staffPasswordLinks.id, id), eq(staffPasswordLinks.purpose, 'invite'), openLink))
  return row ? toStaffInvite(row.link, row.invitedBy, now) : null
}

/**
 * The owner's list: owners first, then by name; then the invites not yet used or withdrawn,
 * newest first (expired ones too, so they can be sent again).
 */
export async function listStaffAccounts(db: Db, now = new Date()): Promise<StaffAccountList> {
  const inviter = alias(staffAccounts, 'inviter')
  const [accounts, invites] = await Promise.all([
    db
      .select({ account: staffAccounts, resetPending: resetPending(now) })
      .from(staffAccounts)
      .orderBy(
        sql`${staffAccounts.role} = 'owner' desc`,
        asc(sql`lower(${staffAccounts.name})`),
        asc(staffAccounts.id),
      ),
    db
      .select({ link: staffPasswordLinks, invitedBy: inviter.name })
      .from(staffPasswordLinks)
      .leftJoin(inviter, eq(inviter.id, staffPasswordLinks.createdBy))
      .where(and(eq(staffPasswordLinks.purpose, 'invite'), openLink))
      .orderBy(desc(staffPasswordLinks.sentAt), desc(staffPasswordLinks.id)),
  ])
  return {
    accounts: accounts.map((row) => toStaffAccount(row.account, row.resetPending)),
    invites: invites.map((row) => toStaffInvite(row.link, row.invitedBy, now)),
  }
}
