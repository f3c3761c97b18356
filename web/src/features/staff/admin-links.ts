import { clientRoutePaths } from '../../../../contracts/client-routes'

export interface AdminLink {
  label: string
  /** Screens the entry may open, in order of preference (some screens have two addresses). */
  paths: readonly string[]
  /** Blog Comments shows how many comments wait for approval. */
  showsPendingComments?: boolean
}

/** The Admin menu of spec 1 §2, in its order, with each entry's screen (spec 1 route table). */
export const adminLinks: readonly AdminLink[] = [
  { label: 'Blog Comments', paths: ['/admin/blog/comments'], showsPendingComments: true },
  { label: 'Product Manager', paths: ['/product-admin'] },
  { label: 'Blog Manager', paths: ['/blog-admin'] },
  { label: 'Recipe Manager', paths: ['/admin/recipes'] },
  { label: 'Social Media', paths: ['/social-media'] },
  { label: 'QR Dashboard', paths: ['/qr-dashboard'] },
  { label: 'Plant Admin', paths: ['/plant-inventory-admin'] },
  { label: 'Subscription Plans', paths: ['/subscription-admin'] },
  { label: 'Harvest Alerts Admin', paths: ['/harvest-alerts-admin'] },
  { label: 'Seasonal Calendar Admin', paths: ['/seasonal-calendar-admin'] },
  { label: 'Website Content Manager', paths: ['/admin/content', '/content-admin'] },
  { label: 'Photo Gallery Manager', paths: ['/admin/photo-gallery', '/photo-gallery-admin'] },
  { label: 'Reminders', paths: ['/reminders'] },
  { label: 'Staff Dashboard', paths: ['/staff-dashboard'] },
  { label: 'Events & Workshops Manager', paths: ['/events-admin'] },
]

export interface BuiltAdminLink {
  label: string
  to: string
  showsPendingComments: boolean
}

/**
 * The entries whose screen is built (listed in contracts/client-routes.ts): an entry never leads
 * to 'Page Not Found'. Entries appear by themselves as their screens are registered.
 */
export function builtAdminLinks(
  links: readonly AdminLink[] = adminLinks,
  built: readonly string[] = clientRoutePaths,
): BuiltAdminLink[] {
  const builtPaths = new Set(built.map((path) => path.toLowerCase()))
  return links.flatMap((link) => {
    const to = link.paths.find((path) => builtPaths.has(path.toLowerCase()))
    return to
      ? [{ label: link.label, to, showsPendingComments: Boolean(link.showsPendingComments) }]
      : []
  })
}

/** Query key of the number of comments waiting for approval (staff only). */
export const pendingCommentsQueryKey = ['/api/admin/blog/comments/pending-count'] as const

/** "3 pending" (spec 1 §2 shows the label; here the number is the real one). */
export function pendingLabel(pending: number) {
  return `${pending} pending`
}
