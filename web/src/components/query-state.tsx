import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { RotateCcw } from 'lucide-react'
import { apiErrorMessage } from '../lib/api-request'
import { Button } from './ui/button'
import { Spinner } from './ui/spinner'

type HeadingLevel = 'h2' | 'h3'

export interface QueryStateProps<Data> {
  query: Pick<
    UseQueryResult<Data>,
    'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isFetching'
  >
  /** 'Loading plant inventory...' (or `loadingView`, e.g. a skeleton of the list). */
  loading: string
  loadingView?: ReactNode
  /** What could not be loaded: "We couldn’t load {what}". */
  what: string
  /** Shown instead of children when the data is empty. */
  empty?: ReactNode
  isEmpty?: (data: Data) => boolean
  /** The level of the error's heading where the state sits under an h2. */
  headingLevel?: HeadingLevel
  children: (data: Data) => ReactNode
}

const panel =
  'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-input bg-card px-6 py-12 text-center'

/** The one loading / error / empty / data switch of every list and page that fetches. */
export function QueryState<Data>({
  query,
  loading,
  loadingView,
  what,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  headingLevel: Heading = 'h2',
  children,
}: QueryStateProps<Data>) {
  if (query.isPending) {
    return (
      loadingView ?? (
        <div className="flex items-center justify-center gap-3 py-12 text-muted-foreground">
          <Spinner size="sm" label={loading} />
          <span aria-hidden="true">{loading}</span>
        </div>
      )
    )
  }
  if (query.isError || query.data === undefined) {
    return (
      <div role="alert" className={panel}>
        <Heading className="font-serif text-xl">We couldn’t load {what}</Heading>
        <p className="max-w-md text-sm text-muted-foreground">{apiErrorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    )
  }
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>
  return <>{children(query.data)}</>
}

/** An empty list's message, with an optional next step ('Add Your First Plant'). */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel: Heading = 'h2',
}: {
  icon?: ReactNode
  title: string
  description?: ReactNode
  action?: ReactNode
  headingLevel?: HeadingLevel
}) {
  return (
    <div className={panel}>
      {icon}
      <Heading className="font-serif text-xl">{title}</Heading>
      {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
      {action}
    </div>
  )
}
