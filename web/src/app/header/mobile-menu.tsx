import { NavLink, Link } from 'react-router'
import { LogIn, LogOut, ShieldCheck, UserCog, UserRound } from 'lucide-react'
import { signInHref } from '#contracts/return-path'
import { Button } from '#web/components/ui/button'
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '#web/components/ui/sheet'
import { toast } from '#web/components/ui/use-toast'
import { WrappingText } from '#web/components/ui/wrapping-text'
import { apiErrorMessage } from '#web/lib/api-request'
import { cn } from '#web/lib/cn'
import { useCurrentUser, userDisplayName } from '#web/hooks/use-current-user'
import { useSignOut } from '#web/features/auth/use-sign-out'
import { adminLinks } from '#web/features/staff/admin-links'
import { PendingCommentsBadge } from '#web/features/staff/pending-comments'
import { useStaffLogout } from '#web/features/staff/use-staff-logout'
import { useStaffSession } from '#web/features/staff/use-staff-session'
import type { SiteLink } from './site-links'

export interface MobileMenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Every built main link (spec 1 §2: the mobile menu lists all of them). */
  links: SiteLink[]
  /** Close the menu and open the staff login dialog. */
  onStaffLogin: () => void
  onCloseAutoFocus: (event: Event) => void
}

const rowClass = (isActive: boolean) =>
  cn(
    'flex min-h-12 items-center gap-3 rounded-xl px-4 text-base font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    isActive ? 'bg-primary-soft text-primary' : 'text-foreground hover:bg-muted hover:text-primary',
  )

/** The phone menu (a sheet from the right): all links, the account, and staff access. */
export function MobileMenu({
  open,
  onOpenChange,
  links,
  onStaffLogin,
  onCloseAutoFocus,
}: MobileMenuProps) {
  const { user, isLoading: userLoading } = useCurrentUser()
  const { staff } = useStaffSession()
  const signOut = useSignOut()
  const staffLogout = useStaffLogout()
  const close = () => onOpenChange(false)
  const staffLinks = staff ? adminLinks() : []

  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: apiErrorMessage(error), variant: 'destructive' })

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
        <SheetHeader className="gap-3">
          <SheetTitle>Menu</SheetTitle>
          {user && (
            <p className="flex items-center gap-3 text-sm text-muted-foreground">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <UserRound className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 break-words">
                Signed in as{' '}
                <WrappingText
                  className="font-semibold text-foreground"
                  text={userDisplayName(user)}
                />
              </span>
            </p>
          )}
        </SheetHeader>

        <SheetBody>
          <div className="-mx-3">
            <nav aria-label="Menu">
              <ul className="grid gap-1">
                {links.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.end}
                      onClick={close}
                      className={({ isActive }) => rowClass(isActive)}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>

            {staff && (
              <section
                aria-labelledby="mobile-admin-heading"
                className="mt-6 border-t border-border pt-5"
              >
                <h2
                  id="mobile-admin-heading"
                  className="flex items-center gap-2 px-4 pb-2 text-sm font-semibold tracking-wide text-honey-soft-foreground uppercase"
                >
                  <ShieldCheck className="size-4" aria-hidden="true" />
                  Admin
                </h2>
                <ul className="grid gap-1">
                  {staffLinks.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} onClick={close} className={rowClass(false)}>
                        {link.label}
                        {link.showsPendingComments && <PendingCommentsBadge />}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      className={cn(rowClass(false), 'w-full')}
                      disabled={staffLogout.isPending}
                      onClick={() => staffLogout.mutateAsync().then(close, failed('Logout Failed'))}
                    >
                      <LogOut className="size-5" aria-hidden="true" />
                      Logout
                    </button>
                  </li>
                </ul>
              </section>
            )}
          </div>
        </SheetBody>

        <SheetFooter>
          {!userLoading &&
            (user ? (
              <Button
                variant="outline"
                size="lg"
                disabled={signOut.isPending}
                onClick={() =>
                  void signOut.signOut({ onSuccess: close, onError: failed('Sign Out Failed') })
                }
              >
                <LogOut aria-hidden="true" />
                Sign Out
              </Button>
            ) : (
              // For staff (the Admin section above is theirs) the customer 'Sign In' is not the
              // screen's main action.
              <Button asChild size="lg" variant={staff ? 'outline' : 'default'}>
                <a href={signInHref()}>
                  <LogIn aria-hidden="true" />
                  Sign In
                </a>
              </Button>
            ))}
          {!staff && (
            <Button variant="ghost" size="lg" onClick={onStaffLogin}>
              <UserCog aria-hidden="true" />
              Staff login
            </Button>
          )}
        </SheetFooter>
      </SheetContent>
    </Sheet>
  )
}
