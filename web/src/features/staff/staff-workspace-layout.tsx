import { useCallback, useState } from 'react'
import { Link, Outlet, ScrollRestoration, useNavigate } from 'react-router'
import { Menu, Store } from 'lucide-react'
import { SkipLink } from '#web/components/skip-link'
import { Sheet, SheetContent, SheetTitle } from '#web/components/ui/sheet'
import { buttonVariants } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { useSiteText } from '#web/hooks/use-site-text'
import { apiErrorMessage } from '#web/lib/api-request'
import { cn } from '#web/lib/cn'
import { CommandPalette, CommandPaletteButton, useCommandPaletteShortcut } from './command-palette'
import { StaffOnly } from './staff-only'
import { StaffSidebar } from './staff-sidebar'
import { useStaffLogout } from './use-staff-logout'
import { useStaffSession } from './use-staff-session'

type StaffMember = NonNullable<ReturnType<typeof useStaffSession>['staff']>

/**
 * The back office's frame for every staff screen (issue 25): its own sidebar grouped by the
 * farm's jobs (a drawer on a phone), a top bar with the command palette (Ctrl+K) and the way
 * back to the shop; no storefront header or footer. Without a staff session it shows the staff
 * sign-in.
 */
export function StaffWorkspaceLayout() {
  return (
    <>
      <SkipLink />
      <SignedInWorkspace />
      <ScrollRestoration getKey={(location) => location.pathname} />
    </>
  )
}

/** The workspace for staff; the staff sign-in (or the check for it) for everyone else. */
function SignedInWorkspace() {
  const { staff } = useStaffSession()
  if (staff) return <Workspace staff={staff} />
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh focus:outline-none">
      <StaffOnly>{null}</StaffOnly>
    </main>
  )
}

function Workspace({ staff }: { staff: StaffMember }) {
  const { text } = useSiteText()
  const farmName = text('farm_name') || 'Groveside'
  const navigate = useNavigate()
  const logout = useStaffLogout()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [paletteOpen, setPaletteOpen] = useState(false)
  const openPalette = useCallback(() => setPaletteOpen(true), [])
  useCommandPaletteShortcut(openPalette)

  const signOut = () =>
    logout.mutateAsync().then(
      () => navigate('/'),
      (error: unknown) =>
        toast({
          title: 'Logout Failed',
          description: apiErrorMessage(error),
          variant: 'destructive',
        }),
    )
  const sidebar = (onNavigate?: () => void) => (
    <StaffSidebar
      farmName={farmName}
      staff={staff}
      onSignOut={() => void signOut()}
      signingOut={logout.isPending}
      onNavigate={onNavigate}
    />
  )

  return (
    <div className="min-h-dvh bg-background lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)]">
      <aside className="sticky top-0 hidden h-dvh border-r border-border bg-card lg:block">
        {sidebar()}
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-background/95 px-3 backdrop-blur sm:px-5">
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring lg:hidden"
            onClick={() => setDrawerOpen(true)}
          >
            <Menu className="size-5" aria-hidden="true" />
            <span className="sr-only">Open the back office menu</span>
          </button>
          <span className="truncate font-serif font-bold lg:hidden">{farmName}</span>
          <CommandPaletteButton onOpen={openPalette} className="ml-auto w-40 sm:w-64" />
          <Link
            to="/"
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'sm' }),
              'hidden sm:inline-flex',
            )}
          >
            <Store aria-hidden="true" />
            View shop
          </Link>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent side="left" className="w-72 gap-0 p-0" aria-describedby={undefined}>
          <SheetTitle className="sr-only">Back office menu</SheetTitle>
          {sidebar(() => setDrawerOpen(false))}
        </SheetContent>
      </Sheet>
      <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} role={staff.role} />
    </div>
  )
}
