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
  // The address last written, until the router shows it: the next change starts from it, not
  // from the address of the last render, which may be a few keys behind (a category tapped right
  // after typing would otherwise put back an older search text and drop the newer letters).
  const lastWritten = useRef<string | null>(null)
  const address = searchParams.toString()
  useEffect(() => {
    if (lastWritten.current === address) lastWritten.current = null
  }, [address])

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
      const base = new URLSearchParams(lastWritten.current ?? searchParams)
      const text = nextSearch ?? base.get(listParams.search) ?? ''
      const pickedCategory = changes.category ?? parseCategory(base.get(listParams.category))
      // Always search, then category, then anything else: one address per list, whatever was
      // changed first (a shared link and the page cache see the same).
      const params = new URLSearchParams()
      if (text.trim()) params.set(listParams.search, text)
      if (pickedCategory !== 'all') params.set(listParams.category, pickedCategory)
      for (const [key, value] of base)
        if (key !== listParams.search && key !== listParams.category) params.append(key, value)
      lastWritten.current = params.toString()
      setSearchParams(params, { replace: true, preventScrollReset: true })
    },
    [searchParams, setSearchParams],
  )

  return {
    search,
    category,
    setSearch: useCallback((next: string) => update({ search: next }), [update]),
    setCategory: useCallback((next: CategoryFilter) => update({ category: next }), [update]),
    clearFilters: useCallback(() => update({ search: '', category: 'all' }), [update]),
  }
}
