import { useCallback, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { parseCategory, type CategoryFilter } from './filter-products'

/** The Products list's address: `/products?search=honey&category=honey` (spec 1 §2: ?category=). */
export const listParams = { search: 'search', category: 'category' } as const

/**
 * The Products list's search text and category, kept in the address (replacing its entry), so
 * Back from a product and a shared link open the same list; the server renders from the same
 * address, so the hydrated page agrees with it.
 *
 * The search box keeps its own text while typing: the address follows a moment later (the
 * router navigates asynchronously), and a box bound to it would lose keystrokes. The box takes
 * the address's text only when someone else changed it (Back, a link).
 */
export function useListFilters() {
  const [searchParams, setSearchParams] = useSearchParams()
  const category = parseCategory(searchParams.get(listParams.category))
  const searchInAddress = searchParams.get(listParams.search) ?? ''
  const [search, setSearchText] = useState(searchInAddress)
  // What the box wrote to the address and the router has not shown yet, oldest first.
  const written = useRef<string[]>([])

  useEffect(() => {
    const index = written.current.indexOf(searchInAddress)
    if (index >= 0) {
      written.current.splice(0, index + 1)
      return
    }
    written.current = []
    setSearchText(searchInAddress)
  }, [searchInAddress])

  const update = useCallback(
    (changes: { search?: string; category?: CategoryFilter }) => {
      const nextSearch = changes.search
      if (nextSearch !== undefined) {
        setSearchText(nextSearch)
        written.current.push(nextSearch.trim() ? nextSearch : '')
      }
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          if (nextSearch !== undefined) {
            if (nextSearch.trim()) params.set(listParams.search, nextSearch)
            else params.delete(listParams.search)
          }
          if (changes.category === 'all') params.delete(listParams.category)
          else if (changes.category) params.set(listParams.category, changes.category)
          return params
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [setSearchParams],
  )

  return {
    search,
    category,
    setSearch: useCallback((next: string) => update({ search: next }), [update]),
    setCategory: useCallback((next: CategoryFilter) => update({ category: next }), [update]),
    clearFilters: useCallback(() => update({ search: '', category: 'all' }), [update]),
  }
}
