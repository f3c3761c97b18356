import { startTransition, useEffect, useState } from 'react'

// A page the server did not render (a staff screen, the tests) has nothing to hydrate.
let hydrationFinished = typeof document !== 'undefined' && !document.getElementById('app-state')

/**
 * False while the browser hydrates server-rendered markup (and on the server), true after, and
 * true at once when the page was not server-rendered or hydration is long done. The switch is a
 * transition: what changes with it re-renders in short slices after hydration, not in one task
 * (as `useSyncExternalStore` with a server snapshot would force).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydrationFinished)
  useEffect(() => {
    hydrationFinished = true
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
