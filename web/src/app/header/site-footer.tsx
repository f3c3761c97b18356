import type { MouseEvent, ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { Mail, MapPin, Phone, Sprout } from 'lucide-react'
import type { StorefrontCategory } from '#contracts/catalog'
import { SocialLinkList } from '#web/components/social-link-list'
import { cn } from '#web/lib/cn'
import { requestCategory, scrollToProductListState } from '#web/features/products/category-event'
import { categoryLabels } from '#web/features/products/categories'
import { useFarmSettings } from '#web/hooks/use-farm-settings'
import { useSiteText, type SiteTextKey } from '#web/hooks/use-site-text'
import { useSocialLinks } from '#web/hooks/use-social-links'
import {
  builtLinks,
  giftCardsLink,
  harvestAlertsLink,
  seasonalCalendarLink,
  subscriptionsLink,
} from './site-links'

/**
 * Spec 1 §2 Quick Links, in its order, then pages it links nowhere (issue 22); only screens
 * that are built are linked.
 */
const quickLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/products', label: 'Products' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
  { to: '/farm-tours', label: 'Farm Events' },
  seasonalCalendarLink,
  harvestAlertsLink,
]

/** After the product categories, the Shop column's other ways to buy: boxes and gift cards. */
const shopLinks = [subscriptionsLink, giftCardsLink]

/** Product links that preset the Products list's category, in spec 1 §2's order. */
const productCategoryLinks: StorefrontCategory[] = ['fresh', 'honey', 'plants']

/** Customer Care links; their labels are site content (spec 1 §2). */
const customerCareLinks: { to: string; labelKey: SiteTextKey }[] = [
  { to: '/shipping', labelKey: 'footer_shipping_label' },
  { to: '/returns', labelKey: 'footer_returns_label' },
  { to: '/faq', labelKey: 'footer_faq_label' },
  { to: '/contact', labelKey: 'footer_contact_label' },
]

const linkClass =
  'rounded-sm text-primary-foreground/85 underline-offset-4 transition-colors hover:text-primary-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-honey'

const gridColumns: Record<number, string> = {
  3: 'lg:grid-cols-[2fr_1fr_1fr]',
  4: 'lg:grid-cols-[2fr_1fr_1fr_1fr]',
}

/** The site footer of spec 1 §2: the farm, social links, Quick Links, Shop and Customer Care. */
export function SiteFooter() {
  const { text } = useSiteText()
  const { pathname } = useLocation()
  const farmName = text('farm_name')
  const farm = useFarmSettings()
  const address = farm?.display.addressLines.join('\n')
  const phone = farm?.phone
  const email = farm?.email
  const socialLinks = useSocialLinks()
  const year = new Date().getFullYear()

  const quick = builtLinks(quickLinks)
  const shop = builtLinks(shopLinks)
  const care = builtLinks(customerCareLinks)
  const columnCount = 2 + (quick.length > 0 ? 1 : 0) + (care.length > 0 ? 1 : 0)

  // On the Products page a category link filters in place and scrolls to the list; from other
  // pages the Products page scrolls there when it opens (the link's state asks it to).
  const onCategoryClick = (category: StorefrontCategory) => (event: MouseEvent) => {
    if (pathname.toLowerCase() !== '/products') return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    requestCategory(category)
  }

  return (
    <footer className="mt-auto bg-primary text-primary-foreground">
      <div
        className={cn(
          'page-column grid gap-10 py-12 sm:grid-cols-2 lg:py-14',
          gridColumns[columnCount],
        )}
      >
        <div className="sm:col-span-2 lg:col-span-1">
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
          <nav aria-label="Follow the farm" className="mt-7">
            <SocialLinkList links={socialLinks} tone="dark" className="text-sm" />
          </nav>
        </div>

        {quick.length > 0 && (
          <FooterColumn id="footer-quick-heading" title="Quick Links" links={quick} />
        )}

        <FooterColumn id="footer-shop-heading" title="Shop" links={shop}>
          {productCategoryLinks.map((category) => (
            <li key={category}>
              <Link
                to={`/products?category=${category}`}
                state={scrollToProductListState}
                onClick={onCategoryClick(category)}
                className={linkClass}
              >
                {categoryLabels[category]}
              </Link>
            </li>
          ))}
        </FooterColumn>

        {care.length > 0 && (
          <FooterColumn
            id="footer-care-heading"
            title="Customer Care"
            links={care.map((link) => ({ to: link.to, label: text(link.labelKey) }))}
          />
        )}
      </div>
      <div className="border-t border-primary-foreground/15">
        <p className="page-column py-5 text-sm text-primary-foreground/80">
          © {year} {farmName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}

/** A titled column of links; `children` (list items) come before them. */
function FooterColumn({
  id,
  title,
  links,
  children,
}: {
  id: string
  title: string
  links: readonly { to: string; label: string }[]
  children?: ReactNode
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-serif text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-4 grid gap-2.5 text-sm">
        {children}
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
