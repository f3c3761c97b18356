import type { MouseEvent, ReactNode } from 'react'
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router'
import { Mail, MapPin, Phone, Sprout } from 'lucide-react'
import type { StorefrontCategory } from '../../../contracts/catalog'
import { cn } from '../lib/cn'
import { requestCategory } from '../features/products/category-event'
import { categoryLabels, storefrontCategoryList } from '../features/products/categories'
import { useSiteText } from '../features/site-content/use-site-text'

const navLinks = [
  { to: '/', label: 'Home', end: true },
  { to: '/products', label: 'Products', end: false },
] as const

const socialLinks = [
  { key: 'facebook_url', label: 'Facebook' },
  { key: 'instagram_url', label: 'Instagram' },
  { key: 'twitter_url', label: 'Twitter' },
  { key: 'youtube_url', label: 'YouTube' },
] as const

/** Header, main and footer around every screen. `children` replaces the outlet (loading shell). */
export function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-full bg-primary px-5 py-2.5 font-medium text-primary-foreground shadow-lifted focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  )
}

function SiteHeader() {
  const { text } = useSiteText()
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-page items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 rounded-full pr-1 sm:gap-2.5 sm:pr-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-honey shadow-sm sm:size-9">
            <Sprout className="size-5" aria-hidden="true" />
          </span>
          <span className="truncate font-serif text-lg font-bold text-foreground sm:text-xl">
            {text('farm_name')}
          </span>
        </Link>
        <nav aria-label="Main">
          <ul className="flex items-center gap-0.5 sm:gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex h-10 items-center rounded-full px-3 text-sm font-medium transition-colors sm:px-4',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      isActive
                        ? 'bg-primary-soft text-primary'
                        : 'text-foreground hover:bg-muted hover:text-primary',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}

function SiteFooter() {
  const { text } = useSiteText()
  const { pathname } = useLocation()
  const farmName = text('farm_name')
  const address = text('contact_address')
  const phone = text('contact_phone')
  const email = text('contact_email')
  const year = new Date().getFullYear()

  // On the Products page a category link filters in place and scrolls to the list.
  const onCategoryClick = (category: StorefrontCategory) => (event: MouseEvent) => {
    if (pathname.toLowerCase() !== '/products') return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    requestCategory(category)
  }

  const linkClass =
    'rounded-sm text-primary-foreground/85 underline-offset-4 transition-colors hover:text-primary-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-honey'

  return (
    <footer className="mt-auto bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr] lg:px-8">
        <div>
          <p className="flex items-center gap-2 font-serif text-2xl font-bold">
            <Sprout className="size-6 text-honey" aria-hidden="true" />
            {farmName}
          </p>
          {text('farm_tagline') && (
            <p className="mt-3 max-w-sm text-sm text-primary-foreground/85">
              {text('farm_tagline')}
            </p>
          )}
          <address className="mt-6 grid gap-3 text-sm not-italic">
            {address && (
              <p className="flex gap-3">
                <MapPin className="mt-0.5 size-4 shrink-0 text-honey" aria-hidden="true" />
                <span className="whitespace-pre-line">{address}</span>
              </p>
            )}
            {phone && (
              <p className="flex gap-3">
                <Phone className="mt-0.5 size-4 shrink-0 text-honey" aria-hidden="true" />
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                  {phone}
                </a>
              </p>
            )}
            {email && (
              <p className="flex gap-3">
                <Mail className="mt-0.5 size-4 shrink-0 text-honey" aria-hidden="true" />
                <a href={`mailto:${email}`} className={linkClass}>
                  {email}
                </a>
              </p>
            )}
          </address>
        </div>

        <nav aria-labelledby="footer-shop-heading">
          <h2 id="footer-shop-heading" className="font-serif text-lg font-semibold">
            Shop
          </h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            <li>
              <Link to="/products" className={linkClass}>
                All Products
              </Link>
            </li>
            {storefrontCategoryList.map((category) => (
              <li key={category}>
                <Link
                  to={`/products?category=${category}`}
                  onClick={onCategoryClick(category)}
                  className={linkClass}
                >
                  {categoryLabels[category]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-social-heading">
          <h2 id="footer-social-heading" className="font-serif text-lg font-semibold">
            Follow the Farm
          </h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            {socialLinks.map(({ key, label }) =>
              text(key) ? (
                <li key={key}>
                  <a href={text(key)} rel="noopener" className={linkClass}>
                    {label}
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      </div>
      <div className="border-t border-primary-foreground/15">
        <p className="mx-auto max-w-page px-4 py-5 text-sm text-primary-foreground/80 sm:px-6 lg:px-8">
          © {year} {farmName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
