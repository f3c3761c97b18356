import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as identityApi from '#contracts/identity-api'
import { callApi } from '#web/lib/api-client'
import { isNotSessionQuery, setSignedIn } from '#web/hooks/use-current-user'

/**
 * Staff logout: POST /api/staff/logout (the server ends the staff sign-in; a customer sign-in
 * stays). The Admin menu goes
 * at once; cached answers nobody shows are dropped and the screens on show fetch again.
 */
export function useStaffLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await callApi(identityApi.staffLogout)
    },
    onSuccess: () => {
      setSignedIn(queryClient, { staff: null })
      queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 })
      void queryClient.invalidateQueries({ predicate: isNotSessionQuery })
    },
  })
}
