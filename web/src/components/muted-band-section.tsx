import type { ReactNode } from 'react'
import { AnchorSection } from './anchor-section'

const bandClass = 'border-t border-border/70 bg-muted/50'

/**
 * A full-width muted band near a page's end (Shop by Category, More Ways to Connect): its h2 and
 * content in the page column. With `id`, in-page links and the URL hash scroll to it.
 */
export function MutedBandSection({
  id,
  headingId,
  title,
  children,
}: {
  id?: string
  headingId: string
  title: ReactNode
  children: ReactNode
}) {
  const content = (
    <div className="page-column py-14">
      <h2 id={headingId} className="font-serif text-3xl font-semibold">
        {title}
      </h2>
      {children}
    </div>
  )
  return id ? (
    <AnchorSection id={id} aria-labelledby={headingId} className={bandClass}>
      {content}
    </AnchorSection>
  ) : (
    <section aria-labelledby={headingId} className={bandClass}>
      {content}
    </section>
  )
}
