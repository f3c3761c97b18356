import type { ReactNode, Ref } from 'react'
import { Spinner } from '../ui/spinner'

/**
 * A staff tab's list under its heading (Orders, Bookings, Subscriptions): the h2 with a spinner
 * while the list refreshes and the tab's actions on the right, the filter buttons, then the list.
 * With `headingRef` the heading can take focus (where a closed dialog has nothing to return to).
 */
export function FilteredListSection({
  id,
  title,
  headingRef,
  refreshing,
  refreshingLabel,
  actions,
  filter,
  children,
}: {
  /** The heading's id: 'orders-heading'. */
  id: string
  title: string
  headingRef?: Ref<HTMLHeadingElement>
  /** The list is fetched again while it shows. */
  refreshing: boolean
  refreshingLabel: string
  actions?: ReactNode
  filter: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2
          id={id}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className={
            headingRef
              ? 'font-serif text-2xl font-semibold focus:outline-none'
              : 'font-serif text-2xl font-semibold'
          }
        >
          {title}
        </h2>
        <div className="flex items-center gap-3">
          {refreshing && <Spinner size="sm" label={refreshingLabel} />}
          {actions}
        </div>
      </div>
      <div className="mt-3">{filter}</div>
      <div className="mt-4">{children}</div>
    </section>
  )
}
