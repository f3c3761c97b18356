/**
 * The addresses of the staff screens, each declared once. The storefront's first JavaScript
 * carries only these (its router must know them); the screens' modules and titles are in
 * staff-pages.ts, which only the staff chunk and the server read.
 */
export const staffPaths = {
  commentModeration: ['/admin/blog/comments'],
  product: ['/product-admin'],
  blog: ['/blog-admin'],
  recipes: ['/admin/recipes'],
  socialMedia: ['/social-media'],
  qrDashboard: ['/qr-dashboard'],
  plantInventory: ['/plant-inventory-admin'],
  subscription: ['/subscription-admin'],
  shipping: ['/admin/shipping'],
  shippingLabels: ['/admin/shipping-labels'],
  pickupLocations: ['/admin/pickup'],
  harvestAlerts: ['/harvest-alerts-admin'],
  seasonalCalendar: ['/seasonal-calendar-admin'],
  content: ['/admin/content', '/content-admin'],
  photoGallery: ['/admin/photo-gallery', '/photo-gallery-admin'],
  reminders: ['/reminders'],
  jobs: ['/admin/jobs'],
  staffDashboard: ['/staff-dashboard'],
  events: ['/events-admin'],
  today: ['/admin'],
  orders: ['/admin/orders'],
  bookings: ['/admin/bookings'],
  calendar: ['/admin/calendar'],
  subscriptions: ['/admin/subscriptions'],
  reviews: ['/admin/reviews'],
  reports: ['/admin/reports'],
  customers: ['/admin/customers'],
  customer: ['/admin/customers/:key'],
  settings: ['/admin/settings'],
  staffAccounts: ['/admin/staff'],
  auditLog: ['/admin/audit'],
} as const satisfies Record<string, readonly [string, ...string[]]>

/** Every staff screen's addresses, in the registry's order. */
export const staffPathList: readonly string[] = /* @__PURE__ */ Object.values(staffPaths).flat()

/** Whether a staff screen is registered at `path`. */
export const hasStaffPage = (path: string) => staffPathList.includes(path)
