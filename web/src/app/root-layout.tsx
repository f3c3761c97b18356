import { lazy, type ReactNode } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { SkipLink } from '../components/skip-link'
import { HydratedPart } from './hydrated-part'
import { SiteHeader } from './header/site-header'

// The footer sits below the fold on every page: its code loads right after the first screen's,
// keeping the entry chunk within its budget. It only appends at the bottom, so nothing shifts.
const SiteFooter = lazy(async () => ({
  default: (await import('./header/site-footer')).SiteFooter,
}))

/** Header, main and footer around every screen. `children` replaces the outlet (loading shell). */
export function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <HydratedPart>
        <SiteHeader />
      </HydratedPart>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <HydratedPart>{children ?? <Outlet />}</HydratedPart>
      </main>
      <HydratedPart>
        <SiteFooter />
      </HydratedPart>
      {/* Keyed by path: every fresh page load has the location key "default", so keying by it
          would open a new page at the scroll position of the previous one. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </div>
  )
}
