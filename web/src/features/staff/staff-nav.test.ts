import { describe, expect, it } from 'vitest'
import { staffNavItems } from './staff-nav'

describe('The back office sidebar', () => {
  it("offers the owner's screens to the owner only", () => {
    const ownerPaths = staffNavItems('owner').map((item) => item.path)
    const staffPaths = staffNavItems('staff').map((item) => item.path)
    expect(ownerPaths).toEqual(expect.arrayContaining(['/admin/staff', '/admin/audit']))
    expect(staffPaths).not.toContain('/admin/staff')
    expect(staffPaths).not.toContain('/admin/audit')
    expect(staffPaths).toEqual(
      expect.arrayContaining(['/admin', '/admin/orders', '/admin/settings']),
    )
  })
})
