import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { SessionState, StaffMember, User } from '#contracts/identity'
import type * as identityApi from '#contracts/identity-api'
import { getQueryFn, hasSignedInHint } from '../lib/api-request'
import type { FirstScreenKey } from '../lib/first-screen-key'

const nobody: SessionState = { customer: null, staff: null }
const fetchSession = getQueryFn<SessionState>({ on401: 'throw' })

/** Every page reads the session: its key names the endpoint by type only (zod stays out). */
const sessionKey = ['/api/session'] as const satisfies FirstScreenKey<typeof identityApi.getSession>

/**
 * Who this browser is signed in as (GET /api/session: always a 200, so a signed-out page load
 * logs no 401). Every screen asks with this one query, so the header, the page and its forms
 * share one request; without the server's "signed in" hint cookie nobody is, and nothing is asked.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: async (context): Promise<SessionState> =>
    hasSignedInHint() ? ((await fetchSession(context)) ?? nobody) : nobody,
  retry: false,
})
export const sessionQueryKey = sessionQuery.queryKey

/** The signed-in customer (spec 1 §7): `null` for a visitor, `undefined` while loading. */
export const currentUserQuery = queryOptions({
  ...sessionQuery,
  select: (session: SessionState): User | null => session.customer,
})

/**
 * The signed-in customer, `null` for a visitor ("a failure means signed out", spec 1 §4: an
 * answer that cannot be had counts as nobody), `undefined` while the first answer is on its way.
 */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery)
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    isSignedIn: Boolean(query.data),
  }
}

/** The staff member of this browser's session ("admin mode", DESIGN.md §4), `null` without one. */
export function useSignedInStaff() {
  const query = useQuery({
    ...sessionQuery,
    select: (session: SessionState): StaffMember | null => session.staff,
  })
  return { staff: query.data ?? null, isLoading: query.isPending }
}

/**
 * Records a sign-in or sign-out the browser just made (the server answered it), so the header and
 * the page change at once; the answers tied to the old session are then asked again.
 */
export function setSignedIn(
  queryClient: QueryClient,
  change: { customer: User | null } | { staff: StaffMember | null },
) {
  queryClient.setQueryData<SessionState>(sessionQueryKey, (session) => ({
    ...(session ?? nobody),
    ...change,
  }))
}

/** Every cached answer but who is signed in (to ask again after the session changed). */
export const isNotSessionQuery = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] !== sessionQueryKey[0]

/** How the site greets a customer: their first name, else their e-mail (spec 1 §2). */
export function userDisplayName(user: Pick<User, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email?.trim() || 'friend'
}
