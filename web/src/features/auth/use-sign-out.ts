import { useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { isNotSessionQuery, setSignedIn } from '#web/hooks/use-current-user'

/**
 * After the session ended: the header flips to signed out at once, cached answers nobody is
 * showing are dropped (they may hold the old account's data), and the screens on show fetch
 * again as the visitor (cart, staff access and so on are tied to the session too).
 */
export function forgetSessionData(queryClient: QueryClient) {
  setSignedIn(queryClient, { customer: null })
  queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 })
  void queryClient.invalidateQueries({ predicate: isNotSessionQuery })
}

/**
 * Sign Out: POST /api/logout (the server ends the customer's sign-in; a staff sign-in stays),
 * then forget the account's data.
 * (Plain state rather than useMutation: this runs in the header, part of every page's first
 * JavaScript.)
 */
export function useSignOut() {
  const queryClient = useQueryClient()
  const [isPending, setPending] = useState(false)

  const signOut = async (options?: {
    onSuccess?: () => void
    onError?: (error: unknown) => void
  }) => {
    setPending(true)
    try {
      // The call loads on the click: the header is on the first screen, zod stays out of it.
      const { signOut } = await import('./sign-out-call')
      await signOut()
      forgetSessionData(queryClient)
      options?.onSuccess?.()
    } catch (error) {
      options?.onError?.(error)
    } finally {
      setPending(false)
    }
  }

  return { signOut, isPending }
}
