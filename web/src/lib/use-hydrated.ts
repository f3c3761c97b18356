import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the browser hydrates server-rendered markup (and on the server), true after, and
 * true at once when the page was not server-rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
