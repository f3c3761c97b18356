import { useSignedInStaff } from '#web/hooks/use-current-user'

/**
 * The staff member of this browser's session ("admin mode" is the server session's role,
 * DESIGN.md §4), `null` without one, `undefined` while the first answer is on its way. Read from
 * GET /api/session, the one answer that also says which customer is signed in.
 */
export function useStaffSession() {
  return useSignedInStaff()
}
