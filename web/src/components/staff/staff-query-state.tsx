import type { ComponentProps } from 'react'
import { EmptyState, QueryState, type QueryStateProps } from '../query-state'

type EmptyWords = Omit<ComponentProps<typeof EmptyState>, 'headingLevel'>

/**
 * A staff screen's `QueryState` whose empty state is the kit's `EmptyState`, given by its words
 * (icon, title, description, action); `headingLevel` sets the error's and the empty state's heading.
 */
export function StaffQueryState<Data>({
  empty,
  headingLevel,
  ...props
}: Omit<QueryStateProps<Data>, 'empty'> & { empty: EmptyWords }) {
  return (
    <QueryState
      {...props}
      headingLevel={headingLevel}
      empty={<EmptyState {...empty} headingLevel={headingLevel} />}
    />
  )
}
