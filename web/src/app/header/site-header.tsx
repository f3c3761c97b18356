import { lazy, Suspense, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { ChevronDown, Menu, Sprout, UserCog } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { useCurrentUser } from '#web/hooks/use-current-user'
import { CartButton } from '#web/features/cart/cart-button'
import { AdminMenuButton } from '#web/features/staff/admin-menu-button'
import {
  LazyStaffLoginDialog,
  preloadStaffLoginDialog,
} from '#web/features/staff/lazy-staff-login-dialog'
import { useStaffSession } from '#web/features/staff/use-staff-session'
import { useFarmName } from './farm-name'
import { navLinkClass } from './nav-styles'
import { SignedInControls } from './signed-in-controls'
import { headerLinks, type SiteLink } from './site-links'

// Menus and dialogs load the first time they open; the header itself stays small (it is part of
// every page's first JavaScript).
const loadMoreMenu = () => import('./more-menu')
const MoreMenu = lazy(async () => ({ default: (await loadMoreMenu()).MoreMenu }))
const loadAdminMenu = () => import('#web/features/staff/admin-menu')
const AdminMenu = lazy(async () => ({ default: (await loadAdminMenu()).AdminMenu }))
const loadMobileMenu = () => import('./mobile-menu')
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }))

const iconButtonClass =
  'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** Focus the first staff control (login icon or Admin menu button) that is on screen. */
function focusStaffEntry() {
  const entries = document.querySelectorAll<HTMLElement>('[data-staff-entry]')
  const visible = [...entries].find((element) => element.getClientRects().length > 0)
  visible?.focus()
}

/** The site header (spec 1 §2): stays on top while the page scrolls; the farm's name, main links, cart, sign-in and the staff entry. */
export function SiteHeader() {
  const farmName = useFarmName()
  const { staff } = useStaffSession()
  const links = headerLinks()

  const [menuOpen, setMenuOpen] = useState(false)
  const [menuWanted, setMenuWanted] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)

  const [staffDialogOpen, setStaffDialogOpen] = useState(false)
  // Where focus returns when the staff dialog closes: the control that opened it.
  const staffDialogOpener = useRef<'header' | 'mobile-menu'>('header')
  const switchingToStaffDialog = useRef(false)
  // After a staff logout the Admin menu (which had focus) disappears: the login icon that
  // replaces it takes focus when it mounts.
  const focusStaffButtonOnMount = useRef(false)
  const staffButton = useRef<HTMLButtonElement | null>(null)

  const openMobileMenu = () => {
    setMenuWanted(true)
    setMenuOpen(true)
  }

  const openStaffLogin = (from: 'header' | 'mobile-menu') => {
    staffDialogOpener.current = from
    if (from === 'mobile-menu') {
      switchingToStaffDialog.current = true
      setMenuOpen(false)
    }
    setStaffDialogOpen(true)
  }

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="page-column flex h-16 items-center gap-2 lg:gap-4">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 rounded-full pr-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:gap-2.5 sm:pr-2"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-honey shadow-sm sm:size-9">
            <Sprout className="size-5" aria-hidden="true" />
          </span>
          <span className="truncate font-serif text-lg font-bold text-foreground sm:text-xl">
            {farmName || <span className="sr-only">Home</span>}
          </span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {links.inline.map((link) => (
              <li key={link.to}>
                <HeaderNavLink link={link} />
              </li>
            ))}
            {links.more.length > 0 && (
              <li>
                <DeferredMoreMenu links={links.more} />
              </li>
            )}
          </ul>
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-1.5">
          <div className="hidden items-center gap-1.5 lg:flex">
            <AccountControls staffSignedIn={Boolean(staff)} />
            {staff ? (
              <DeferredAdminMenu
                key={staff.id}
                onLoggedOut={() => {
                  focusStaffButtonOnMount.current = true
                  // In case the icon is already back by the time the logout answered.
                  setTimeout(() => {
                    if (!focusStaffButtonOnMount.current || !staffButton.current?.isConnected)
                      return
                    focusStaffButtonOnMount.current = false
                    staffButton.current.focus()
                  })
                }}
              />
            ) : (
              <button
                type="button"
                aria-label="Staff login"
                title="Staff login"
                data-staff-entry=""
                ref={(element) => {
                  staffButton.current = element
                  if (element && focusStaffButtonOnMount.current) {
                    focusStaffButtonOnMount.current = false
                    element.focus()
                  }
                }}
                className={iconButtonClass}
                onPointerEnter={preloadStaffLoginDialog}
                onFocus={preloadStaffLoginDialog}
                onClick={() => openStaffLogin('header')}
              >
                <UserCog className="size-5" aria-hidden="true" />
              </button>
            )}
          </div>

          <CartButton />

          <button
            ref={menuButtonRef}
            type="button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            className={cn(iconButtonClass, 'lg:hidden')}
            onPointerEnter={() => void loadMobileMenu()}
            onClick={openMobileMenu}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
        </div>
      </div>

      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            links={links.all}
            onStaffLogin={() => openStaffLogin('mobile-menu')}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              // The staff dialog takes focus itself when the menu hands over to it.
              if (switchingToStaffDialog.current) switchingToStaffDialog.current = false
              else menuButtonRef.current?.focus()
            }}
          />
        </Suspense>
      )}

      <LazyStaffLoginDialog
        open={staffDialogOpen}
        onOpenChange={setStaffDialogOpen}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          if (staffDialogOpener.current === 'mobile-menu') menuButtonRef.current?.focus()
          else focusStaffEntry()
        }}
      />
    </header>
  )
}

function HeaderNavLink({ link }: { link: SiteLink }) {
  return (
    <NavLink to={link.to} end={link.end} className={({ isActive }) => navLinkClass(isActive)}>
      {link.label}
    </NavLink>
  )
}

/**
 * Desktop: 'Sign In', or the greeting and 'Sign Out'. Nothing while the answer is on its way.
 * While staff are signed in, the customer 'Sign In' steps back (it is not what they came for).
 */
function AccountControls({ staffSignedIn }: { staffSignedIn: boolean }) {
  const { user, isLoading } = useCurrentUser()
  if (isLoading) return null
  if (user) return <SignedInControls user={user} />
  return (
    <Button asChild variant={staffSignedIn ? 'ghost' : 'outline'} size="sm" className="h-10 px-4">
      {/* A full page navigation: /api/login answers with a redirect (spec 1 §2). */}
      <a href="/api/login">Sign In</a>
    </Button>
  )
}

/**
 * 'More' shows a plain button until first opened; then the dropdown's code loads and opens.
 * Loading starts early when a pointer comes near.
 */
function DeferredMoreMenu({ links }: { links: SiteLink[] }) {
  const [wanted, setWanted] = useState(false)
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={navLinkClass(false)}
      onPointerEnter={() => void loadMoreMenu()}
      onClick={() => setWanted(true)}
    >
      More
      <ChevronDown className="size-4" aria-hidden="true" />
    </button>
  )
  if (!wanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <MoreMenu links={links} defaultOpen />
    </Suspense>
  )
}

/** The Admin menu button (staff session only); the menu's code loads on first open. */
function DeferredAdminMenu({ onLoggedOut }: { onLoggedOut: () => void }) {
  const [wanted, setWanted] = useState(false)
  const placeholder = (
    <AdminMenuButton
      data-staff-entry=""
      aria-expanded={false}
      onPointerEnter={() => void loadAdminMenu()}
      onClick={() => setWanted(true)}
    />
  )
  if (!wanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <AdminMenu defaultOpen onLoggedOut={onLoggedOut} />
    </Suspense>
  )
}
