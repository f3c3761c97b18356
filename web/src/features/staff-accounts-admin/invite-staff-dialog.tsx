import { staffInviteInputSchema, staffInviteLifetimeDays } from '#contracts/staff-accounts'
import * as staffAccountsApi from '#contracts/staff-accounts-api'
import { FormField } from '#web/components/form-field'
import { ResourceFormDialog } from '#web/components/staff/resource-form-dialog'
import { toast } from '#web/components/ui/use-toast'
import { callApi } from '#web/lib/api-client'
import { apiErrorMessage } from '#web/lib/api-request'

const roleOptions = [
  { value: 'staff', label: 'Staff' },
  { value: 'owner', label: 'Owner' },
] as const

/**
 * The Invite dialog: a name, an e-mail and a role. The person gets an e-mail whose link lets them
 * choose a password; their account exists from then on.
 */
export function InviteStaffDialog({
  open,
  onOpenChange,
  onInvited,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onInvited: () => Promise<unknown>
}) {
  return (
    <ResourceFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite staff"
      description={`They get an e-mail with a link to choose their password (it works once, for ${staffInviteLifetimeDays} days).`}
      schema={staffInviteInputSchema}
      defaultValues={{ name: '', email: '', role: 'staff' }}
      submitLabel="Send invite"
      size="md"
      onSubmit={async (values) => {
        try {
          const invite = await callApi(staffAccountsApi.inviteStaff, { body: values })
          toast({
            title: 'Invite sent',
            description: `${invite.name} will get an e-mail at ${invite.email} to choose a password.`,
          })
          await onInvited()
        } catch (error) {
          toast({
            title: 'Could not send the invite',
            description: apiErrorMessage(error),
            variant: 'destructive',
          })
          throw error
        }
      }}
    >
      {(form) => (
        <>
          <FormField form={form} name="name" label="Name" autoComplete="off" />
          <FormField form={form} name="email" label="E-mail" type="email" autoComplete="off" />
          <FormField
            form={form}
            name="role"
            label="Role"
            kind="select"
            options={roleOptions}
            hint="Owners can also manage staff accounts, read the audit log and erase customers."
          />
        </>
      )}
    </ResourceFormDialog>
  )
}
