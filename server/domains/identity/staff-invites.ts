import { and, eq } from 'drizzle-orm'
import {
  staffInviteLifetimeDays,
  staffRoleLabels,
  type StaffInvite,
} from '#contracts/staff-accounts'
import type { StaffRole } from '#contracts/identity'
import type { Db } from '#server/db/client'
import { staffAccounts, staffPasswordLinks } from '#server/db/schema/identity'
import { isUniqueViolation } from '#server/db/unique-violation'
import { conflict, notFound } from '#server/http/http-error'
import type { StaffAccountDeps } from './staff-account-deps'
import { findOpenInvite } from './staff-account-queries'
import { linkExpiry, newLinkToken, openLink, setPasswordLink } from './staff-password-links'

/** Who is inviting (the signed-in owner). */
export interface StaffActor {
  id: number
  name: string
}

const inviteNotFound = () => notFound('This invite has already been used or withdrawn.')

function inviteMail(
  deps: Pick<StaffAccountDeps, 'publicUrl'>,
  invite: { email: string; name: string; role: StaffRole },
  invitedBy: string,
  token: string,
) {
  return {
    to: invite.email,
    subject: 'You are invited to the Groveside back office',
    text:
      `Hello ${invite.name},\n\n` +
      `${invitedBy} invited you to the Groveside back office as ${staffRoleLabels[invite.role].toLowerCase()}.\n\n` +
      `Choose your password here (the link works once, for ${staffInviteLifetimeDays} days):\n` +
      `${setPasswordLink(deps.publicUrl, token)}\n\n` +
      `You will then sign in with this e-mail address, ${invite.email}.\n\n` +
      'If you did not expect this invite, you can ignore this e-mail.',
  }
}

async function accountWithEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email))
  return row ?? null
}

const alreadyInvited = () =>
  conflict(
    'INVITE_PENDING',
    'This person has already been invited. Send the invite again from the list, or withdraw it first.',
    { email: 'This person has already been invited: send the invite again from the list' },
  )

/**
 * Invites a person by e-mail with a name and role: an open invite whose e-mailed link (a week,
 * once) sets their password and creates the account. An e-mail with an account or an open invite
 * is a 409 naming `email` (two owners inviting at once meet the unique index).
 */
export async function inviteStaff(
  deps: StaffAccountDeps,
  actor: StaffActor,
  input: { name: string; email: string; role: StaffRole },
): Promise<StaffInvite> {
  const now = deps.now()
  const email = input.email.trim().toLowerCase()
  const { token, tokenHash } = newLinkToken()
  const id = await deps.db.transaction(async (tx) => {
    if (await accountWithEmail(tx, email)) {
      throw conflict('STAFF_EXISTS', 'A staff account with this e-mail already exists.', {
        email: 'A staff account with this e-mail already exists',
      })
    }
    const [open] = await tx
      .select({ id: staffPasswordLinks.id })
      .from(staffPasswordLinks)
      .where(
        and(
          eq(staffPasswordLinks.email, email),
          eq(staffPasswordLinks.purpose, 'invite'),
          openLink,
        ),
      )
    if (open) throw alreadyInvited()
    let created: { id: number } | undefined
    try {
      ;[created] = await tx
        .insert(staffPasswordLinks)
        .values({
          tokenHash,
          purpose: 'invite',
          email,
          name: input.name,
          role: input.role,
          createdBy: actor.id,
          sentAt: now,
          expiresAt: linkExpiry('invite', now),
          createdAt: now,
        })
        .returning({ id: staffPasswordLinks.id })
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyInvited()
      throw error
    }
    await deps.mail.queue(inviteMail(deps, { ...input, email }, actor.name, token), { db: tx })
    deps.devLinkLog?.info({ email, link: setPasswordLink(deps.publicUrl, token) }, 'staff invite')
    return created!.id
  })
  return (await findOpenInvite(deps.db, id, now))!
}

/** E-mails an open invite again with a new link (the old one stops working), for another week. */
export async function resendStaffInvite(
  deps: StaffAccountDeps,
  actor: StaffActor,
  inviteId: number,
): Promise<StaffInvite> {
  const now = deps.now()
  const { token, tokenHash } = newLinkToken()
  await deps.db.transaction(async (tx) => {
    const [invite] = await tx
      .update(staffPasswordLinks)
      .set({ tokenHash, sentAt: now, expiresAt: linkExpiry('invite', now) })
      .where(
        and(
          eq(staffPasswordLinks.id, inviteId),
          eq(staffPasswordLinks.purpose, 'invite'),
          openLink,
        ),
      )
      .returning()
    if (!invite) throw inviteNotFound()
    await deps.mail.queue(inviteMail(deps, invite, actor.name, token), { db: tx })
    const link = setPasswordLink(deps.publicUrl, token)
    deps.devLinkLog?.info({ email: invite.email, link }, 'staff invite')
  })
  return (await findOpenInvite(deps.db, inviteId, now))!
}

/** Withdraws an open invite: its link stops working. Answers it as it was. */
export async function revokeStaffInvite(
  deps: Pick<StaffAccountDeps, 'db' | 'now'>,
  inviteId: number,
): Promise<StaffInvite> {
  const now = deps.now()
  const before = await findOpenInvite(deps.db, inviteId, now)
  const [revoked] = await deps.db
    .update(staffPasswordLinks)
    .set({ revokedAt: now })
    .where(
      and(eq(staffPasswordLinks.id, inviteId), eq(staffPasswordLinks.purpose, 'invite'), openLink),
    )
    .returning({ id: staffPasswordLinks.id })
  if (!revoked || !before) throw inviteNotFound()
  return before
}
