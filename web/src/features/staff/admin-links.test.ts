import { describe, expect, it } from 'vitest'
import type { PageDeclaration } from '#contracts/pages'
import { adminLinks, pendingLabel } from './admin-links'

const page = (paths: [string, ...string[]], extra: Partial<PageDeclaration>): PageDeclaration => ({
  paths,
  screen: 'test/test-page',
  title: 'Test',
  access: 'staff',
  ...extra,
})

describe('Admin menu entries', () => {
  it("lists the registered staff screens' labels in the spec's order", () => {
    expect(adminLinks().map((link) => link.label)).toEqual([
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
    expect(adminLinks()[0]).toEqual({
      label: 'Blog Comments',
      to: '/admin/blog/comments',
      showsPendingComments: true,
    })
  })

  it("links a screen with two addresses to its first; pages without a label aren't listed", () => {
    expect(
      adminLinks([
        page(['/'], { access: 'public' }),
        page(['/admin/content', '/content-admin'], { adminMenu: 'Website Content Manager' }),
        page(['/hidden-tool'], {}),
      ]),
    ).toEqual([
      { label: 'Website Content Manager', to: '/admin/content', showsPendingComments: false },
    ])
  })

  it('labels the pending count', () => {
    expect(pendingLabel(0)).toBe('0 pending')
    expect(pendingLabel(12)).toBe('12 pending')
  })
})
