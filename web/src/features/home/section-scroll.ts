import { useEffect } from 'react'
import { useLocation } from 'react-router'

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * Scrolls a section into view and moves keyboard focus to it (to its heading when it has a
 * focusable one, `tabIndex={-1}`), so the next Tab continues from there.
 */
export function scrollToSection(id: string) {
  const section = document.getElementById(id)
  if (!section) return false
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  const target = section.querySelector<HTMLElement>('[data-section-focus]') ?? section
  target.focus({ preventScroll: true })
  return true
}

/**
 * Scrolls to the section named by the URL hash ("/#recent-orders") once the page's data is in
 * (`ready`), since the section may not be laid out before that. Again whenever the hash changes.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation()
  useEffect(() => {
    if (!ready || hash.length < 2) return
    let id: string
    try {
      id = decodeURIComponent(hash.slice(1))
    } catch {
      return
    }
    scrollToSection(id)
  }, [hash, ready])
}
