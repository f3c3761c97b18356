import { describe, expect, it } from 'vitest'
import { withFilters } from '#web/lib/url-search'
import { hasFilters, readOrderSearch, writeOrderSearch } from './order-search-params'

describe('the order list in the address', () => {
  it('reads the filters, keeping defaults for what is missing', () => {
    const search = readOrderSearch(new URLSearchParams('q=rosa&status=confirmed&page=3'))
    expect(search).toMatchObject({
      q: 'rosa',
      status: 'confirmed',
      page: 3,
      pageSize: 25,
      sort: 'placed',
      dir: 'desc',
      view: 'completed',
    })
  })

  it('drops a value the server would refuse and keeps the rest', () => {
    const search = readOrderSearch(
      new URLSearchParams('status=lost&pageSize=7&from=someday&fulfilment=pickup'),
    )
    expect(search.status).toBeUndefined()
    expect(search.pageSize).toBe(25)
    expect(search.from).toBeUndefined()
    expect(search.fulfilment).toBe('pickup')
  })

  it('writes only what differs from the defaults, and round-trips', () => {
    const search = readOrderSearch(new URLSearchParams('fulfilment=pickup&sort=total&dir=asc'))
    const written = writeOrderSearch(search)
    expect(written.toString()).toBe('fulfilment=pickup&sort=total&dir=asc')
    expect(readOrderSearch(written)).toEqual(search)
  })

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const search = readOrderSearch(new URLSearchParams('page=4'))
    expect(withFilters(search, { status: 'confirmed' }).page).toBe(1)
    expect(withFilters(search, { page: 5 }).page).toBe(5)
    expect(hasFilters(search)).toBe(false)
    expect(hasFilters(readOrderSearch(new URLSearchParams('q=rosa')))).toBe(true)
  })
})
