import { DropdownMenu } from 'radix-ui'
import { Link } from 'react-router'
import { LogOut } from 'lucide-react'
import { toast } from '#web/components/ui/use-toast'
import { apiErrorMessage } from '#web/lib/api-request'
import { AdminMenuButton } from './admin-menu-button'
import { adminLinks } from './admin-links'
import { PendingCommentsBadge } from './pending-comments'
import { useStaffLogout } from './use-staff-logout'
import { useStaffSession } from './use-staff-session'

const itemClass =
  'flex min-h-9 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-foreground outline-none select-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary'

export interface AdminMenuProps {
  /** Open as soon as it mounts (the first click loaded this code). */
  defaultOpen?: boolean
  /** Called after the staff session ended; the menu is about to disappear. */
  onLoggedOut?: () => void
}

/**
 * The Admin menu of spec 1 §2 for a staff session: the entries whose screens are built, in the
 * spec's order, Blog Comments with the real pending count, and Logout.
 */
export function AdminMenu({ defaultOpen = false, onLoggedOut }: AdminMenuProps) {
  const { staff } = useStaffSession()
  const logout = useStaffLogout()
  const links = adminLinks()

  const onLogout = () => {
    // Promise callbacks rather than mutate()'s: this menu unmounts as soon as the session ends.
    logout.mutateAsync().then(
      () => onLoggedOut?.(),
      (error: unknown) =>
        toast({
          title: 'Logout Failed',
          description: apiErrorMessage(error),
          variant: 'destructive',
        }),
    )
  }

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      {/* Not portalled: the open menu stays inside the header's landmark (axe 'region'). */}
      <DropdownMenu.Trigger asChild>
        <AdminMenuButton data-staff-entry="" />
      </DropdownMenu.Trigger>
      {/* Focusable: a long menu scrolls on a short screen, and the keyboard can scroll it too. */}
      <DropdownMenu.Content
        tabIndex={0}
        align="end"
        sideOffset={8}
        collisionPadding={12}
        className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-72 overflow-y-auto rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-lifted data-[state=open]:animate-pop-in"
      >
        {staff && (
          <DropdownMenu.Label className="px-3 pt-2 pb-2.5 text-xs text-muted-foreground">
            Signed in as <span className="font-semibold text-foreground">{staff.name}</span>
          </DropdownMenu.Label>
        )}
        {links.map((link) => (
          <DropdownMenu.Item key={link.to} asChild className={itemClass}>
            <Link to={link.to}>
              <span>{link.label}</span>
              {link.showsPendingComments && <PendingCommentsBadge />}
            </Link>
          </DropdownMenu.Item>
        ))}
        {links.length > 0 && <DropdownMenu.Separator className="my-1.5 h-px bg-border" />}
        <DropdownMenu.Item className={itemClass} disabled={logout.isPending} onSelect={onLogout}>
          <LogOut className="size-4" aria-hidden="true" />
          Logout
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
