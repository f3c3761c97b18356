import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { StorefrontCategory } from '#contracts/catalog'
import { SET_CATEGORY_EVENT, wantsProductListScroll } from './category-event'
import { isStorefrontCategory } from './categories'
import type { CategoryFilter } from './filter-products'

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * Scrolls a row that scrolls sideways (the category chips on phones) to show `item` whole. At
 * once: a smooth scroll here would cancel the page's smooth scroll to the list.
 */
function scrollIntoRow(row: HTMLElement, item: HTMLElement) {
  const rowBox = row.getBoundingClientRect()
  const itemBox = item.getBoundingClientRect()
  if (itemBox.left >= rowBox.left && itemBox.right <= rowBox.right) return
  row.scrollBy({
    left: itemBox.left - rowBox.left - (rowBox.width - itemBox.width) / 2,
    behavior: 'instant',
  })
}

/**
 * Scrolling the Products page to its list: when a category is preset (a tile, a footer link, a
 * link's address), and to keep the chosen category chip in view. Gives the refs of the list's
 * heading and of the chip row, and `presetCategory`, which sets a category and scrolls to it.
 */
export function useProductListScroll({
  category,
  search,
  setCategory,
}: {
  category: CategoryFilter
  search: string
  setCategory: (category: CategoryFilter) => void
}) {
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null)
  const categoryRowRef = useRef<HTMLDivElement>(null)
  const { state: locationState } = useLocation()
  // A category whose list to scroll to once it is on screen (the URL updates a render later),
  // and a count that re-renders when the same category is asked for again.
  const listScrollFor = useRef<CategoryFilter | null>(null)
  const [listScrollRequests, setListScrollRequests] = useState(0)

  const scrollToList = useCallback(() => {
    const heading = resultsHeadingRef.current
    const categoryRow = categoryRowRef.current
    if (!heading) return
    // On phones the category chips sit just above the list: show them too, with the list below.
    const chipsAbove =
      categoryRow !== null &&
      categoryRow.getBoundingClientRect().bottom <= heading.getBoundingClientRect().top
    const target = chipsAbove ? categoryRow : heading
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
    heading.focus({ preventScroll: true })
  }, [])

  // The chosen chip may be off to the side of its row (phones): bring it into view, then (a
  // later scroll would stop a smooth one) the list, when asked to.
  useEffect(() => {
    const row = categoryRowRef.current
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]')
    if (row && chip) scrollIntoRow(row, chip)
    if (listScrollFor.current === category) {
      listScrollFor.current = null
      scrollToList()
    }
  }, [category, listScrollRequests, scrollToList])

  // Spec 1 §2: ?category= presets the category, then the page scrolls to the list: when a link
  // asks for it (footer product links), or when the page opens at its top with filters in its
  // address (a shared link; Back from a product restores the scroll position instead).
  const arrived = useRef(false)
  useEffect(() => {
    if (arrived.current) return
    arrived.current = true
    const filtered = category !== 'all' || search.trim() !== ''
    if (wantsProductListScroll(locationState) || (filtered && window.scrollY === 0)) {
      scrollToList()
    }
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const presetCategory = useCallback(
    (next: StorefrontCategory) => {
      listScrollFor.current = next
      setCategory(next)
      setListScrollRequests((count) => count + 1)
    },
    [setCategory],
  )

  // Other parts of the site (footer links, tiles) preset the category through a browser event.
  useEffect(() => {
    function onSetCategory(event: Event) {
      const detail = (event as CustomEvent<unknown>).detail
      if (isStorefrontCategory(detail)) presetCategory(detail)
    }
    window.addEventListener(SET_CATEGORY_EVENT, onSetCategory)
    return () => window.removeEventListener(SET_CATEGORY_EVENT, onSetCategory)
  }, [presetCategory])

  return { resultsHeadingRef, categoryRowRef, presetCategory }
}
