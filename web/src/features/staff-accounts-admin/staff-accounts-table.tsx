import { useMemo, type ReactNode } from 'react'
import { createColumnHelper, useTable } from '@tanstack/react-table'
import { KeyRound, Mail, Shield, UserCheck, UserX, X } from 'lucide-react'
import { staffRoleLabels } from '#contracts/staff-accounts'
import { DataTable, staffTableFeatures as features } from '#web/components/staff/data-table'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { formatStaffDate } from '#web/lib/format-staff-date'
import type { StaffChange, StaffRow } from './staff-account-rows'

const column = createColumnHelper<typeof features, StaffRow>()

function RowButton({
  label,
  name,
  icon,
  onClick,
  destructive = false,
}: {
  label: string
  /** Whose row: the button's accessible name is "<label>: <name>". */
  name: string
  icon: ReactNode
  onClick: () => void
  destructive?: boolean
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-label={`${label}: ${name}`}
      className={destructive ? 'text-destructive hover:bg-destructive/10' : undefined}
      onClick={onClick}
    >
      {icon}
      {label}
    </Button>
  )
}

function StatusBadge({ row }: { row: StaffRow }) {
  if (row.kind === 'invite') {
    return row.invite.expired ? (
      <Badge variant="mango">Invite expired</Badge>
    ) : (
      <Badge variant="honey">Invited</Badge>
    )
  }
  return row.account.active ? (
    <Badge variant="secondary">Active</Badge>
  ) : (
    <Badge variant="outline">Disabled</Badge>
  )
}

function staffColumns(options: {
  you: number | null
  timeZone: string
  onChange: (change: StaffChange) => void
}) {
  const { you, timeZone, onChange } = options
  return column.columns([
    column.accessor('name', {
      header: 'Name',
      cell: ({ row }) => {
        const { email } =
          row.original.kind === 'account' ? row.original.account : row.original.invite
        const isYou = row.original.kind === 'account' && row.original.account.id === you
        return (
          <div className="min-w-40">
            <p className="font-semibold">
              {row.original.name}
              {isYou && (
                <Badge variant="outline" className="ml-2 align-middle">
                  You
                </Badge>
              )}
            </p>
            <p className="text-xs break-all text-muted-foreground">{email}</p>
          </div>
        )
      },
    }),
    column.display({
      id: 'role',
      header: 'Role',
      cell: ({ row }) => {
        const role =
          row.original.kind === 'account' ? row.original.account.role : row.original.invite.role
        return (
          <span className="inline-flex items-center gap-1.5">
            {role === 'owner' && <Shield className="size-3.5 text-primary" aria-hidden="true" />}
            {staffRoleLabels[role]}
          </span>
        )
      },
    }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <div className="grid gap-1">
          <StatusBadge row={row.original} />
          {row.original.kind === 'account' && row.original.account.resetPending && (
            <span className="text-xs text-muted-foreground">Reset link sent</span>
          )}
        </div>
      ),
    }),
    column.display({
      id: 'activity',
      header: 'Last sign-in',
      cell: ({ row }) => {
        if (row.original.kind === 'account') {
          const { lastLoginAt } = row.original.account
          return lastLoginAt ? (
            <time dateTime={lastLoginAt} className="whitespace-nowrap">
              {formatStaffDate(lastLoginAt, timeZone)}
            </time>
          ) : (
            <span className="text-muted-foreground">Never</span>
          )
        }
        const { invite } = row.original
        return (
          <span className="text-xs text-muted-foreground">
            Invited <time dateTime={invite.sentAt}>{formatStaffDate(invite.sentAt, timeZone)}</time>
            {invite.invitedBy && ` by ${invite.invitedBy}`}
            <br />
            {invite.expired ? 'Link expired ' : 'Link works until '}
            <time dateTime={invite.expiresAt}>{formatStaffDate(invite.expiresAt, timeZone)}</time>
          </span>
        )
      },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { className: 'max-sm:col-span-2' },
      cell: ({ row }) => {
        const { name } = row.original
        if (row.original.kind === 'invite') {
          const { invite } = row.original
          return (
            <div className="flex flex-wrap gap-2">
              <RowButton
                label="Resend invite"
                name={name}
                icon={<Mail aria-hidden="true" />}
                onClick={() => onChange({ kind: 'resend', invite })}
              />
              <RowButton
                label="Withdraw invite"
                name={name}
                icon={<X aria-hidden="true" />}
                destructive
                onClick={() => onChange({ kind: 'revoke', invite })}
              />
            </div>
          )
        }
        const { account } = row.original
        const isYou = account.id === you
        return (
          <div className="flex flex-wrap gap-2">
            {!isYou && account.active && (
              <RowButton
                label={account.role === 'owner' ? 'Make staff' : 'Make owner'}
                name={name}
                icon={<Shield aria-hidden="true" />}
                onClick={() => onChange({ kind: 'role', account })}
              />
            )}
            {account.active && (
              <RowButton
                label="Send password reset"
                name={name}
                icon={<KeyRound aria-hidden="true" />}
                onClick={() => onChange({ kind: 'reset', account })}
              />
            )}
            {!isYou &&
              (account.active ? (
                <RowButton
                  label="Disable"
                  name={name}
                  icon={<UserX aria-hidden="true" />}
                  destructive
                  onClick={() => onChange({ kind: 'disable', account })}
                />
              ) : (
                <RowButton
                  label="Enable"
                  name={name}
                  icon={<UserCheck aria-hidden="true" />}
                  onClick={() => onChange({ kind: 'enable', account })}
                />
              ))}
            {isYou && (
              <span className="self-center text-xs text-muted-foreground">
                Another owner can change your role or access
              </span>
            )}
          </div>
        )
      },
    }),
  ])
}

/** Every staff account and open invite, each with the changes the owner can make to it. */
export function StaffAccountsTable({
  rows,
  you,
  timeZone,
  onChange,
}: {
  rows: StaffRow[]
  /** The signed-in owner's account: it cannot be disabled or demoted from here. */
  you: number | null
  timeZone: string
  onChange: (change: StaffChange) => void
}) {
  const columns = useMemo(
    () => staffColumns({ you, timeZone, onChange }),
    [you, timeZone, onChange],
  )
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.key,
    manualSorting: true,
    enableSorting: false,
  })
  return (
    <DataTable
      table={table}
      caption="Staff accounts"
      rowTestId="staff-account-row"
      empty={<p className="text-center text-muted-foreground">No staff accounts yet</p>}
    />
  )
}
