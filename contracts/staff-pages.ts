/**
 * The staff screens of the page registry (pages.ts), at their addresses (staff-paths.ts). The public header's Admin menu
 * (web/src/features/staff/admin-links.ts) and the back office's sidebar (staff-nav.ts) link them.
 */
import type { PageDeclaration } from './pages'
import { staffPaths } from './staff-paths'

export const staffPages = [
  {
    paths: staffPaths.commentModeration,
    screen: 'comment-moderation/comment-moderation-admin-page',
    title: 'Comment Moderation',
    access: 'staff',
  },
  {
    paths: staffPaths.product,
    screen: 'product-admin/product-admin-page',
    title: 'Product Manager',
    access: 'staff',
  },
  {
    paths: staffPaths.blog,
    screen: 'blog-admin/blog-admin-page',
    title: 'Blog Manager',
    access: 'staff',
  },
  {
    paths: staffPaths.recipes,
    screen: 'recipes-admin/recipes-admin-page',
    title: 'Recipe Manager',
    access: 'staff',
  },
  {
    paths: staffPaths.socialMedia,
    screen: 'social-media-admin/social-media-admin-page',
    title: 'Social Media Management',
    access: 'staff',
  },
  {
    paths: staffPaths.qrDashboard,
    screen: 'farm-stand/qr-dashboard-admin-page',
    title: 'QR Dashboard',
    access: 'staff',
  },
  {
    paths: staffPaths.plantInventory,
    screen: 'plant-inventory-admin/plant-inventory-admin-page',
    title: 'Plant Inventory Management',
    access: 'staff',
  },
  {
    paths: staffPaths.subscription,
    screen: 'subscription-admin/subscription-admin-page',
    title: 'Subscription Plans',
    access: 'staff',
  },
  {
    paths: staffPaths.shipping,
    screen: 'shipping-admin/shipping-admin-page',
    title: 'Shipping Options',
    access: 'staff',
  },
  {
    paths: staffPaths.shippingLabels,
    screen: 'shipping-labels-admin/shipping-labels-admin-page',
    title: 'Shipping Labels',
    access: 'staff',
  },
  {
    paths: staffPaths.pickupLocations,
    screen: 'pickup-locations-admin/pickup-locations-admin-page',
    title: 'Pickup Locations',
    access: 'staff',
  },
  {
    paths: staffPaths.harvestAlerts,
    screen: 'harvest-alerts-admin/harvest-alerts-admin-page',
    title: 'Harvest Alerts Admin',
    access: 'staff',
  },
  {
    paths: staffPaths.seasonalCalendar,
    screen: 'seasonal-calendar-admin/seasonal-calendar-admin-page',
    title: 'Seasonal Calendar Admin',
    access: 'staff',
  },
  {
    paths: staffPaths.content,
    screen: 'content-admin/content-admin-page',
    title: 'Website Content Manager',
    access: 'staff',
  },
  {
    paths: staffPaths.photoGallery,
    screen: 'photo-gallery-admin/photo-gallery-admin-page',
    title: 'Photo Gallery Manager',
    access: 'staff',
  },
  {
    paths: staffPaths.reminders,
    screen: 'reminders-admin/reminders-admin-page',
    title: 'Farm Reminders',
    access: 'staff',
  },
  {
    paths: staffPaths.jobs,
    screen: 'jobs-admin/jobs-admin-page',
    title: 'Failed Jobs',
    access: 'staff',
  },
  {
    paths: staffPaths.staffDashboard,
    screen: 'staff-dashboard/staff-dashboard-admin-page',
    title: 'Staff Dashboard',
    access: 'staff',
  },
  {
    paths: staffPaths.events,
    screen: 'events-admin/events-admin-page',
    title: 'Events & Workshops Manager',
    access: 'staff',
  },
  {
    paths: staffPaths.today,
    screen: 'today-admin/today-admin-page',
    title: 'Today',
    access: 'staff',
  },
  {
    paths: staffPaths.orders,
    screen: 'staff-dashboard/orders-admin-page',
    title: 'Orders',
    access: 'staff',
  },
  {
    paths: staffPaths.bookings,
    screen: 'staff-dashboard/bookings-admin-page',
    title: 'Bookings',
    access: 'staff',
  },
  {
    paths: staffPaths.calendar,
    screen: 'bookings-calendar/bookings-calendar-admin-page',
    title: 'Bookings Calendar',
    access: 'staff',
  },
  {
    paths: staffPaths.subscriptions,
    screen: 'staff-dashboard/subscriptions-admin-page',
    title: 'Subscriptions',
    access: 'staff',
  },
  {
    paths: staffPaths.reviews,
    screen: 'staff-dashboard/reviews-admin-page',
    title: 'Reviews',
    access: 'staff',
  },
  {
    paths: staffPaths.reports,
    screen: 'staff-dashboard/reports-admin-page',
    title: 'Reports',
    access: 'staff',
  },
  {
    paths: staffPaths.customers,
    screen: 'customers-admin/customers-admin-page',
    title: 'Customers',
    access: 'staff',
  },
  {
    paths: staffPaths.customer,
    screen: 'customers-admin/customer-admin-page',
    title: 'Customer',
    access: 'staff',
  },
  {
    paths: staffPaths.settings,
    screen: 'farm-settings-admin/farm-settings-admin-page',
    title: 'Farm settings',
    access: 'staff',
  },
  {
    // Owner only: the registry has no owner access, so the screen shows staff an "only the
    // owner" state itself (and the server refuses its calls).
    paths: staffPaths.staffAccounts,
    screen: 'staff-accounts-admin/staff-accounts-admin-page',
    title: 'Staff accounts',
    access: 'staff',
  },
  {
    // Owner only, as Staff accounts.
    paths: staffPaths.auditLog,
    screen: 'audit-log-admin/audit-log-admin-page',
    title: 'Audit log',
    access: 'staff',
  },
] as const satisfies readonly PageDeclaration[]
