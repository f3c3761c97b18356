import { queryOptions, useQuery } from '@tanstack/react-query'
import type { User } from '../../../contracts/identity'
import { getQueryFn } from '../lib/api-request'

/**
 * The signed-in customer (spec 1 §7: GET /api/auth/user, no retry): null when signed out (401).
 * Every screen asks with this one query, so the header, the page and its forms share one request.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/auth/user'] as const,
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  retry: false,
})
export const currentUserQueryKey = currentUserQuery.queryKey

/**
 * The signed-in customer, `null` for a visitor (the server answers 401; spec 1 §4: "a failure
 * means signed out"), `undefined` while the first answer is on its way.
 */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery)
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    isSignedIn: Boolean(query.data),
  }
}

/** How the site greets a customer: their first name, else their e-mail (spec 1 §2). */
export function userDisplayName(user: Pick<User, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email?.trim() || 'friend'
}
