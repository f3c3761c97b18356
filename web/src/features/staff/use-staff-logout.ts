import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-request'
import { staffSessionQueryKey } from './use-staff-session'

/**
 * Staff logout: POST /api/staff/logout (the server ends the staff sign-in; a customer sign-in
 * stays). The Admin menu goes
 * at once; cached answers nobody shows are dropped and the screens on show fetch again.
 */
export function useStaffLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/staff/logout')
    },
    onSuccess: () => {
      queryClient.setQueryData(staffSessionQueryKey, null)
      queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 })
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== staffSessionQueryKey[0],
      })
    },
  })
}
