import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** Spec 1 §9 and spec 2 (Farm Events & Workshops): pages scroll to the URL hash after 100 ms. */
export const HASH_SCROLL_DELAY_MS = 100

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/** The element id a URL hash names ("#contact-form" → "contact-form"), or null. */
export function hashTarget(hash: string): string | null {
  if (hash.length < 2 || !hash.startsWith('#')) return null
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return null
  }
}

/**
 * Scrolls to the element named by the URL hash, on load and whenever the hash changes (or a link
 * to the same hash is followed again), after `delayMs` so the page has laid itself out. Keyboard
 * focus follows when the target can take it (`tabIndex={-1}`), so Tab continues from there.
 */
export function useHashScroll(delayMs = HASH_SCROLL_DELAY_MS) {
  const { hash, key } = useLocation()

  useEffect(() => {
    const id = hashTarget(hash)
    if (!id) return
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id)
      if (!target) return
      target.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      })
      if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true })
    }, delayMs)
    return () => window.clearTimeout(timer)
  }, [hash, key, delayMs])
}
