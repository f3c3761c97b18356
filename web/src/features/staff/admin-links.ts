import type { PagePath } from '#contracts/all-pages'
import { hasStaffPage } from '#contracts/staff-paths'

export interface AdminLink {
  label: string
  to: PagePath
  showsPendingComments: boolean
}

/**
 * The public header's Admin menu (spec 3 §2), in the spec's order; the first entry opens the
 * back office. Staff-only words: they load with the menu, never with the storefront.
 */
const adminMenu: { label: string; to: PagePath; showsPendingComments?: boolean }[] = [
  { label: 'Back Office', to: '/admin' },
  { label: 'Blog Comments', to: '/admin/blog/comments', showsPendingComments: true },
  { label: 'Product Manager', to: '/product-admin' },
  { label: 'Blog Manager', to: '/blog-admin' },
  { label: 'Recipe Manager', to: '/admin/recipes' },
  { label: 'Social Media', to: '/social-media' },
  { label: 'QR Dashboard', to: '/qr-dashboard' },
  { label: 'Plant Admin', to: '/plant-inventory-admin' },
  { label: 'Subscription Plans', to: '/subscription-admin' },
  { label: 'Shipping Options', to: '/admin/shipping' },
  { label: 'Harvest Alerts Admin', to: '/harvest-alerts-admin' },
  { label: 'Seasonal Calendar Admin', to: '/seasonal-calendar-admin' },
  { label: 'Website Content Manager', to: '/admin/content' },
  { label: 'Photo Gallery Manager', to: '/admin/photo-gallery' },
  { label: 'Reminders', to: '/reminders' },
  // Not in spec 3's list: the jobs that failed every attempt (decision 0050).
  { label: 'Failed Jobs', to: '/admin/jobs' },
  { label: 'Staff Dashboard', to: '/staff-dashboard' },
  { label: 'Events & Workshops Manager', to: '/events-admin' },
]

/** The Admin menu's entries whose screens are registered, never one before its screen. */
export function adminLinks(isRegistered: (path: string) => boolean = hasStaffPage): AdminLink[] {
  return adminMenu
    .filter((link) => isRegistered(link.to))
    .map((link) => ({ ...link, showsPendingComments: Boolean(link.showsPendingComments) }))
}

/** "3 pending" (spec 1 §2 shows the label; here the number is the real one). */
export function pendingLabel(pending: number) {
  return `${pending} pending`
}
