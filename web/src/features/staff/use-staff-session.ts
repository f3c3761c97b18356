import { useQuery } from '@tanstack/react-query'
import type { StaffMember } from '../../../../contracts/identity'
import { getQueryFn } from '../../lib/api-request'

/** Query key of the signed-in staff member (GET /api/staff/me; 401 means no staff session). */
export const staffSessionQueryKey = ['/api/staff/me'] as const

/**
 * The staff member of this browser's session ("admin mode" is the server session's role,
 * DESIGN.md §4), `null` without one, `undefined` while the first answer is on its way.
 */
export function useStaffSession() {
  const query = useQuery({
    queryKey: staffSessionQueryKey,
    queryFn: getQueryFn<StaffMember>({ on401: 'returnNull' }),
    retry: false,
  })
  return { staff: query.data ?? null, isLoading: query.isPending }
}
