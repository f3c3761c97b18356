import { lazy, Suspense, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useToast } from '../components/ui/use-toast'
import { queryClient as defaultQueryClient } from '../lib/query-client'

// Radix Toast loads with the first toast, keeping it out of the first screen's JavaScript.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }))

function DeferredToaster() {
  const { toasts } = useToast()
  if (toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}

export function Providers({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode
  queryClient?: QueryClient
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  )
}
