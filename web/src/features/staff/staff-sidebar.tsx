import { NavLink } from 'react-router'
import { LogOut, Store } from 'lucide-react'
import { ScreenLink } from '#web/components/staff/screen-link'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { PendingCommentsBadge } from './pending-comments'
import type { StaffRole } from '#contracts/identity'
import { staffNavGroups } from './staff-nav'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-9 items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-sm transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
    isActive
      ? 'bg-primary text-primary-foreground'
      : 'text-foreground hover:bg-primary-soft hover:text-primary',
  )

/**
 * The back office's navigation: the farm's jobs as groups (a group of one is its own link), who
 * is signed in, sign out, and the way back to the shop. `onNavigate` closes the phone's drawer.
 */
export function StaffSidebar({
  farmName,
  staff,
  onSignOut,
  signingOut,
  onNavigate,
}: {
  farmName: string
  staff: { name: string; role: StaffRole }
  onSignOut: () => void
  signingOut: boolean
  onNavigate?: () => void
}) {
  const groups = staffNavGroups(staff.role)
  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-border px-4 py-3">
        <p className="font-serif text-lg font-bold leading-tight">{farmName}</p>
        <p className="text-xs text-muted-foreground">Back office</p>
      </div>
      <nav aria-label="Back office" className="flex-1 overflow-y-auto px-2 py-3">
        <ul className="grid gap-3">
          {groups.map((group) => (
            <li key={group.label}>
              {group.items.length > 1 && (
                <p className="px-2.5 pb-1 text-[0.7rem] font-semibold tracking-wide text-muted-foreground uppercase">
                  {group.label}
                </p>
              )}
              <ul className="grid gap-0.5">
                {group.items.map(({ path, label, icon: Icon, countsPendingComments }) => (
                  <li key={path}>
                    <NavLink to={path} end className={linkClass} onClick={onNavigate}>
                      <Icon className="size-4 shrink-0" aria-hidden="true" />
                      <span className="truncate">{label}</span>
                      {countsPendingComments && <PendingCommentsBadge />}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-2 border-t border-border p-3">
        <p className="px-1 text-sm">
          <span className="block font-semibold">{staff.name}</span>
          <span className="text-xs text-muted-foreground capitalize">{staff.role}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <ScreenLink to="/" icon={Store} onClick={onNavigate}>
            View shop
          </ScreenLink>
          <Button variant="ghost" size="sm" disabled={signingOut} onClick={onSignOut}>
            <LogOut aria-hidden="true" />
            Sign out
          </Button>
        </div>
      </div>
    </div>
  )
}
