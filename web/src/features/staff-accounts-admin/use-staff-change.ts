import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as staffAccountsApi from '#contracts/staff-accounts-api'
import { toast } from '#web/components/ui/use-toast'
import { apiKey, callApi } from '#web/lib/api-client'
import { apiErrorMessage } from '#web/lib/api-request'
import type { StaffChange } from './staff-account-rows'

export const otherRole = (role: 'owner' | 'staff') => (role === 'owner' ? 'staff' : 'owner')

/** What a change sends, and the toasts that say how it went. */
async function carryOut(change: StaffChange): Promise<{ title: string; description?: string }> {
  switch (change.kind) {
    case 'role': {
      const role = otherRole(change.account.role)
      const params = { id: change.account.id }
      await callApi(staffAccountsApi.changeStaffRole, { params, body: { role } })
      return {
        title: 'Role changed',
        description: `${change.account.name} is now ${role === 'owner' ? 'an owner' : 'staff'}.`,
      }
    }
    case 'disable':
      await callApi(staffAccountsApi.disableStaffAccount, { params: { id: change.account.id } })
      return {
        title: 'Account disabled',
        description: `${change.account.name} is signed out and cannot sign in.`,
      }
    case 'enable':
      await callApi(staffAccountsApi.enableStaffAccount, { params: { id: change.account.id } })
      return { title: 'Account enabled', description: `${change.account.name} can sign in again.` }
    case 'reset': {
      const sent = await callApi(staffAccountsApi.sendStaffPasswordReset, {
        params: { id: change.account.id },
      })
      return { title: 'Password reset link sent', description: sent.message }
    }
    case 'resend':
      await callApi(staffAccountsApi.resendStaffInvite, { params: { id: change.invite.id } })
      return {
        title: 'Invite sent again',
        description: `A new link is on its way to ${change.invite.email}.`,
      }
    case 'revoke':
      await callApi(staffAccountsApi.revokeStaffInvite, { params: { id: change.invite.id } })
      return {
        title: 'Invite withdrawn',
        description: `The link sent to ${change.invite.email} no longer works.`,
      }
  }
}

const failureTitles: Record<StaffChange['kind'], string> = {
  role: 'Could not change the role',
  disable: 'Could not disable the account',
  enable: 'Could not enable the account',
  reset: 'Could not send the reset link',
  resend: 'Could not send the invite again',
  revoke: 'Could not withdraw the invite',
}

/** The list after any change to staff (the audit log asks again whenever it is opened). */
export function useRefreshStaff() {
  const queryClient = useQueryClient()
  return () =>
    queryClient.invalidateQueries({ queryKey: apiKey(staffAccountsApi.listStaffAccounts) })
}

/** Carries out a row's change with its toasts, then refreshes the list. */
export function useStaffChange() {
  const refresh = useRefreshStaff()
  return useMutation({
    mutationFn: carryOut,
    onSuccess: async (done) => {
      toast(done)
      await refresh()
    },
    onError: (error, change) => {
      toast({
        title: failureTitles[change.kind],
        description: apiErrorMessage(error),
        variant: 'destructive',
      })
    },
  })
}
