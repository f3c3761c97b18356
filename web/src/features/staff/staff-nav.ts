import {
  BarChart3,
  BookOpen,
  CalendarDays,
  CalendarHeart,
  CalendarRange,
  ChefHat,
  FileText,
  Images,
  LayoutDashboard,
  Leaf,
  Mail,
  MapPin,
  MessageSquare,
  Package,
  QrCode,
  Repeat,
  Bell,
  Send,
  Settings,
  ShoppingBasket,
  Sprout,
  Star,
  Sun,
  Tag,
  Truck,
  TriangleAlert,
  UserCog,
  Users,
  ScrollText,
  type LucideIcon,
} from 'lucide-react'
import type { PagePath } from '#contracts/all-pages'
import type { StaffRole } from '#contracts/identity'
import { hasStaffPage } from '#contracts/staff-paths'

export interface StaffNavItem {
  path: PagePath
  label: string
  icon: LucideIcon
  /** Shows how many comments wait for approval. */
  countsPendingComments?: boolean
  /** Only the owner can use the screen (the server refuses anyone else): hidden from staff. */
  ownerOnly?: boolean
}

export interface StaffNavGroup {
  label: string
  items: StaffNavItem[]
}

/**
 * The back office's sidebar, grouped by the farm's jobs (issue 25). Paths and titles are the page
 * registry's (contracts/staff-pages.ts); an entry whose screen is not registered is left out.
 */
const declaredGroups: StaffNavGroup[] = [
  { label: 'Today', items: [{ path: '/admin', label: 'Today', icon: Sun }] },
  {
    label: 'Orders',
    items: [
      { path: '/admin/orders', label: 'Orders', icon: ShoppingBasket },
      { path: '/qr-dashboard', label: 'Farm stand QR', icon: QrCode },
    ],
  },
  {
    label: 'Bookings',
    items: [
      { path: '/admin/bookings', label: 'Bookings', icon: CalendarDays },
      { path: '/admin/calendar', label: 'Calendar', icon: CalendarRange },
      { path: '/events-admin', label: 'Events & workshops', icon: CalendarHeart },
    ],
  },
  {
    label: 'Subscriptions',
    items: [
      { path: '/admin/subscriptions', label: 'Members & boxes', icon: Repeat },
      { path: '/subscription-admin', label: 'Plans', icon: Package },
    ],
  },
  {
    label: 'Customers',
    items: [{ path: '/admin/customers', label: 'Customers', icon: Users }],
  },
  {
    label: 'Catalogue',
    items: [
      { path: '/product-admin', label: 'Products', icon: Tag },
      { path: '/plant-inventory-admin', label: 'Plants', icon: Sprout },
      { path: '/seasonal-calendar-admin', label: 'Seasonal calendar', icon: Leaf },
    ],
  },
  {
    label: 'Content',
    items: [
      { path: '/blog-admin', label: 'Blog', icon: BookOpen },
      {
        path: '/admin/blog/comments',
        label: 'Comments',
        icon: MessageSquare,
        countsPendingComments: true,
      },
      { path: '/admin/reviews', label: 'Reviews', icon: Star },
      { path: '/admin/recipes', label: 'Recipes', icon: ChefHat },
      { path: '/admin/photo-gallery', label: 'Gallery', icon: Images },
      { path: '/admin/content', label: 'Site texts', icon: FileText },
    ],
  },
  {
    label: 'Marketing',
    items: [
      { path: '/harvest-alerts-admin', label: 'Harvest alerts', icon: Mail },
      { path: '/social-media', label: 'Social posts', icon: Send },
    ],
  },
  {
    label: 'Shipping',
    items: [
      { path: '/admin/shipping', label: 'Options', icon: Truck },
      { path: '/admin/shipping-labels', label: 'Labels', icon: Tag },
      { path: '/admin/pickup', label: 'Pickup locations', icon: MapPin },
    ],
  },
  { label: 'Reminders', items: [{ path: '/reminders', label: 'Reminders', icon: Bell }] },
  {
    label: 'Reports',
    items: [
      { path: '/admin/reports', label: 'Reports', icon: BarChart3 },
      { path: '/staff-dashboard', label: 'Staff dashboard', icon: LayoutDashboard },
    ],
  },
  {
    label: 'Settings',
    items: [
      { path: '/admin/settings', label: 'Farm settings', icon: Settings },
      { path: '/admin/jobs', label: 'Failed jobs', icon: TriangleAlert },
      { path: '/admin/staff', label: 'Staff accounts', icon: UserCog, ownerOnly: true },
      { path: '/admin/audit', label: 'Audit log', icon: ScrollText, ownerOnly: true },
    ],
  },
]

export function staffNavGroups(
  role: StaffRole,
  isRegistered: (path: string) => boolean = hasStaffPage,
) {
  const shown = (item: StaffNavItem) =>
    isRegistered(item.path) && (!item.ownerOnly || role === 'owner')
  return declaredGroups
    .map((group) => ({ ...group, items: group.items.filter(shown) }))
    .filter((group) => group.items.length > 0)
}

/** Every screen of the sidebar that `role` may open, for the command palette. */
export const staffNavItems = (role: StaffRole) =>
  staffNavGroups(role).flatMap((group) => group.items)
