import { QueryClient } from '@tanstack/react-query'
import { getQueryFn } from './api-request'

/**
 * Query defaults of spec 1 §9: no automatic retry, data never goes stale, no refetch on window
 * focus (the cart query opts in), no polling. Queries GET the first element of their key.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  })
}

export const queryClient = createQueryClient()
