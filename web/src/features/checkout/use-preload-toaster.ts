import { useEffect } from 'react'

/**
 * Checkout answers with toasts, and the app loads the toast component with the first toast: load
 * it with the screen instead, so a quick toast (the demo's first one lasts 2 s) is never missed.
 */
export function usePreloadToaster() {
  useEffect(() => {
    void import('#web/components/ui/toaster')
  }, [])
}
