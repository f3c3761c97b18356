import type { StaffAccount, StaffAccountList, StaffInvite } from '#contracts/staff-accounts'

/** A line of the Staff accounts table: an account, or an invite not yet answered. */
export type StaffRow =
  | { key: string; kind: 'account'; name: string; account: StaffAccount }
  | { key: string; kind: 'invite'; name: string; invite: StaffInvite }

/** The accounts as the server orders them (owners first), then the open invites. */
export function staffRows(list: StaffAccountList): StaffRow[] {
  return [
    ...list.accounts.map((account) => ({
      key: `account-${account.id}`,
      kind: 'account' as const,
      name: account.name,
      account,
    })),
    ...list.invites.map((invite) => ({
      key: `invite-${invite.id}`,
      kind: 'invite' as const,
      name: invite.name,
      invite,
    })),
  ]
}

/** The change a row's button asks for; the ones that need a "sure?" go through a dialog. */
export type StaffChange =
  | { kind: 'role'; account: StaffAccount }
  | { kind: 'disable'; account: StaffAccount }
  | { kind: 'enable'; account: StaffAccount }
  | { kind: 'reset'; account: StaffAccount }
  | { kind: 'resend'; invite: StaffInvite }
  | { kind: 'revoke'; invite: StaffInvite }
