import { useCallback, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import * as staffAccountsApi from '#contracts/staff-accounts-api'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { QueryState } from '#web/components/query-state'
import { OwnerOnly } from '#web/components/staff/owner-only'
import { StaffPage } from '#web/components/staff/staff-page'
import { Button } from '#web/components/ui/button'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { useSignedInStaff } from '#web/hooks/use-current-user'
import { apiQuery } from '#web/lib/api-client'
import { InviteStaffDialog } from './invite-staff-dialog'
import { staffRows, type StaffChange } from './staff-account-rows'
import { StaffAccountsTable } from './staff-accounts-table'
import { otherRole, useRefreshStaff, useStaffChange } from './use-staff-change'

/** The question a change asks before it is made; changes without one are made at once. */
function question(change: StaffChange) {
  switch (change.kind) {
    case 'role':
      return otherRole(change.account.role) === 'owner'
        ? {
            title: `Make ${change.account.name} an owner?`,
            description:
              'Owners can also manage staff accounts, read the audit log and erase customers.',
            confirm: 'Make owner',
          }
        : {
            title: `Make ${change.account.name} staff?`,
            description:
              'They keep every back-office screen but staff accounts, the audit log and erasing customers.',
            confirm: 'Make staff',
          }
    case 'disable':
      return {
        title: `Disable ${change.account.name}?`,
        description:
          'They are signed out at once and cannot sign in until the account is enabled again.',
        confirm: 'Disable account',
      }
    case 'revoke':
      return {
        title: `Withdraw the invite to ${change.invite.name}?`,
        description: `The link sent to ${change.invite.email} stops working. You can invite them again later.`,
        confirm: 'Withdraw invite',
      }
    default:
      return null
  }
}

function StaffAccounts() {
  const { staff } = useSignedInStaff()
  const timeZone = useFarmTimeZone()
  const accounts = useQuery({
    ...apiQuery(staffAccountsApi.listStaffAccounts),
    refetchOnMount: 'always',
  })
  const [inviting, setInviting] = useState(false)
  const [asking, setAsking] = useState<StaffChange | null>(null)
  const change = useStaffChange()
  const refresh = useRefreshStaff()

  const onChange = useCallback(
    (next: StaffChange) => {
      if (question(next)) setAsking(next)
      else change.mutate(next)
    },
    // `mutate` is stable; the mutation object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [change.mutate],
  )
  const asked = asking ? question(asking) : null

  return (
    <StaffPage
      title="Staff accounts"
      description="Who can sign in to the back office, and as what. Passwords are never shown: people choose their own through an e-mailed link."
      actions={
        <Button size="sm" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" />
          Invite staff
        </Button>
      }
    >
      <QueryState query={accounts} loading="Loading staff accounts..." what="the staff accounts">
        {(list) => (
          <StaffAccountsTable
            rows={staffRows(list)}
            you={staff?.id ?? null}
            timeZone={timeZone}
            onChange={onChange}
          />
        )}
      </QueryState>
      <InviteStaffDialog open={inviting} onOpenChange={setInviting} onInvited={refresh} />
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null)
        }}
        title={asked?.title ?? ''}
        description={asked?.description}
        confirmLabel={asked?.confirm}
        onConfirm={() => (asking ? change.mutateAsync(asking) : undefined)}
        pending={change.isPending}
      />
    </StaffPage>
  )
}

/**
 * /admin/staff (owner only): every staff account and open invite; invite by e-mail, make owner
 * or staff, disable or enable, e-mail a password reset link, send an invite again or withdraw it.
 */
export function StaffAccountsAdminPage() {
  return (
    <OwnerOnly explanation="Only the farm owner can manage staff accounts.">
      <StaffAccounts />
    </OwnerOnly>
  )
}
