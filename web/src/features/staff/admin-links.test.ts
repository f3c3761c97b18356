import { describe, expect, it } from 'vitest'
import { adminLinks, pendingLabel } from './admin-links'

describe('Admin menu entries', () => {
  it("lists the registered staff screens' labels in the spec's order", () => {
    expect(adminLinks().map((link) => link.label)).toEqual([
      'Back Office',
      'Blog Comments',
      'Product Manager',
      'Blog Manager',
      'Recipe Manager',
      'Social Media',
      'QR Dashboard',
      'Plant Admin',
      'Subscription Plans',
      'Shipping Options',
      'Harvest Alerts Admin',
      'Seasonal Calendar Admin',
      'Website Content Manager',
      'Photo Gallery Manager',
      'Reminders',
      'Failed Jobs',
      'Staff Dashboard',
      'Events & Workshops Manager',
    ])
    expect(adminLinks()[1]).toEqual({
      label: 'Blog Comments',
      to: '/admin/blog/comments',
      showsPendingComments: true,
    })
  })

  it('lists a screen only once it is registered', () => {
    expect(adminLinks((path) => path === '/admin/content')).toEqual([
      { label: 'Website Content Manager', to: '/admin/content', showsPendingComments: false },
    ])
  })

  it('labels the pending count', () => {
    expect(pendingLabel(0)).toBe('0 pending')
    expect(pendingLabel(12)).toBe('12 pending')
  })
})
