/**
 * The staff screens of the page registry (pages.ts). The public header's Admin menu
 * (web/src/features/staff/admin-links.ts) and the back office's sidebar (staff-nav.ts) link them.
 */
import type { PageDeclaration } from './pages'

export const staffPages = [
  {
    paths: ['/admin/blog/comments'],
    screen: 'comment-moderation/comment-moderation-admin-page',
    title: 'Comment Moderation',
    access: 'staff',
  },
  {
    paths: ['/product-admin'],
    screen: 'product-admin/product-admin-page',
    title: 'Product Manager',
    access: 'staff',
  },
  {
    paths: ['/blog-admin'],
    screen: 'blog-admin/blog-admin-page',
    title: 'Blog Manager',
    access: 'staff',
  },
  {
    paths: ['/admin/recipes'],
    screen: 'recipes-admin/recipes-admin-page',
    title: 'Recipe Manager',
    access: 'staff',
  },
  {
    paths: ['/social-media'],
    screen: 'social-media-admin/social-media-admin-page',
    title: 'Social Media Management',
    access: 'staff',
  },
  {
    paths: ['/qr-dashboard'],
    screen: 'farm-stand/qr-dashboard-admin-page',
    title: 'QR Dashboard',
    access: 'staff',
  },
  {
    paths: ['/plant-inventory-admin'],
    screen: 'plant-inventory-admin/plant-inventory-admin-page',
    title: 'Plant Inventory Management',
    access: 'staff',
  },
  {
    paths: ['/subscription-admin'],
    screen: 'subscription-admin/subscription-admin-page',
    title: 'Subscription Plans',
    access: 'staff',
  },
  {
    paths: ['/admin/shipping'],
    screen: 'shipping-admin/shipping-admin-page',
    title: 'Shipping Options',
    access: 'staff',
  },
  {
    paths: ['/admin/shipping-labels'],
    screen: 'shipping-labels-admin/shipping-labels-admin-page',
    title: 'Shipping Labels',
    access: 'staff',
  },
  {
    paths: ['/harvest-alerts-admin'],
    screen: 'harvest-alerts-admin/harvest-alerts-admin-page',
    title: 'Harvest Alerts Admin',
    access: 'staff',
  },
  {
    paths: ['/seasonal-calendar-admin'],
    screen: 'seasonal-calendar-admin/seasonal-calendar-admin-page',
    title: 'Seasonal Calendar Admin',
    access: 'staff',
  },
  {
    paths: ['/admin/content', '/content-admin'],
    screen: 'content-admin/content-admin-page',
    title: 'Website Content Manager',
    access: 'staff',
  },
  {
    paths: ['/admin/photo-gallery', '/photo-gallery-admin'],
    screen: 'photo-gallery-admin/photo-gallery-admin-page',
    title: 'Photo Gallery Manager',
    access: 'staff',
  },
  {
    paths: ['/reminders'],
    screen: 'reminders-admin/reminders-admin-page',
    title: 'Farm Reminders',
    access: 'staff',
  },
  {
    paths: ['/admin/jobs'],
    screen: 'jobs-admin/jobs-admin-page',
    title: 'Failed Jobs',
    access: 'staff',
  },
  {
    paths: ['/staff-dashboard'],
    screen: 'staff-dashboard/staff-dashboard-admin-page',
    title: 'Staff Dashboard',
    access: 'staff',
  },
  {
    paths: ['/events-admin'],
    screen: 'events-admin/events-admin-page',
    title: 'Events & Workshops Manager',
    access: 'staff',
  },
  {
    paths: ['/admin'],
    screen: 'today-admin/today-admin-page',
    title: 'Today',
    access: 'staff',
  },
  {
    paths: ['/admin/orders'],
    screen: 'staff-dashboard/orders-admin-page',
    title: 'Orders',
    access: 'staff',
  },
  {
    paths: ['/admin/bookings'],
    screen: 'staff-dashboard/bookings-admin-page',
    title: 'Bookings',
    access: 'staff',
  },
  {
    paths: ['/admin/subscriptions'],
    screen: 'staff-dashboard/subscriptions-admin-page',
    title: 'Subscriptions',
    access: 'staff',
  },
  {
    paths: ['/admin/reviews'],
    screen: 'staff-dashboard/reviews-admin-page',
    title: 'Reviews',
    access: 'staff',
  },
  {
    paths: ['/admin/reports'],
    screen: 'staff-dashboard/reports-admin-page',
    title: 'Reports',
    access: 'staff',
  },
] as const satisfies readonly PageDeclaration[]
