import { Suspense, useEffect, type ReactNode } from 'react'
import { useHydrated } from '../lib/use-hydrated'
import { replayEarlyTaps } from './early-taps'

/**
 * Until a server-rendered part of the page is hydrated its buttons would do nothing: it is marked
 * `data-hydrating`, so the page's inline script (early-taps-script.js) holds a tap or a submit
 * there, and once the part is hydrated what was typed and tapped in it is carried out (decision
 * 0046; links work as links meanwhile). Each of header, page and footer is its own Suspense
 * boundary, which hydrates and commits in its own task, so each has its own mark.
 */
export function HydratedPart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <PendingUntilHydrated>{children}</PendingUntilHydrated>
    </Suspense>
  )
}

/** Inside the boundary, so it changes when its part is hydrated, not when the root is. */
function PendingUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) void replayEarlyTaps()
  }, [hydrated])
  return (
    <div data-hydrating={hydrated ? undefined : ''} className="contents">
      {children}
    </div>
  )
}
