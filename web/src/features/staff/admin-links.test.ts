import { describe, expect, it } from 'vitest'
import { adminLinks, builtAdminLinks, pendingLabel } from './admin-links'

describe('Admin menu entries', () => {
  it('lists spec 1 §2 entries in order', () => {
    expect(adminLinks.map((link) => link.label)).toEqual([
      'Blog Comments',
      'Product Manager',
      'Blog Manager',
      'Recipe Manager',
      'Social Media',
      'QR Dashboard',
      'Plant Admin',
      'Subscription Plans',
      'Harvest Alerts Admin',
      'Seasonal Calendar Admin',
      'Website Content Manager',
      'Photo Gallery Manager',
      'Reminders',
      'Staff Dashboard',
      'Events & Workshops Manager',
    ])
  })

  it('shows only entries whose screens are registered, keeping the order', () => {
    const built = builtAdminLinks(adminLinks, [
      '/',
      '/reminders',
      '/admin/blog/comments',
      '/product-admin',
    ])
    expect(built).toEqual([
      { label: 'Blog Comments', to: '/admin/blog/comments', showsPendingComments: true },
      { label: 'Product Manager', to: '/product-admin', showsPendingComments: false },
      { label: 'Reminders', to: '/reminders', showsPendingComments: false },
    ])
    expect(builtAdminLinks(adminLinks, ['/', '/products'])).toEqual([])
  })

  it('links a screen with two addresses to whichever is registered', () => {
    expect(builtAdminLinks(adminLinks, ['/content-admin'])).toEqual([
      { label: 'Website Content Manager', to: '/content-admin', showsPendingComments: false },
    ])
    expect(
      builtAdminLinks(adminLinks, ['/photo-gallery-admin', '/admin/photo-gallery'])[0]?.to,
    ).toBe('/admin/photo-gallery')
  })

  it('labels the pending count', () => {
    expect(pendingLabel(0)).toBe('0 pending')
    expect(pendingLabel(12)).toBe('12 pending')
  })
})
