import type { ReactNode } from 'react'

/**
 * One record in a staff list: optional thumbnail, heading with badges, details, and the record's
 * actions on the right (they stay beside the content on a phone). The title is an h2, or an h3
 * when the list sits under a section heading of its own.
 */
export function ResourceCard({
  title,
  badges,
  media,
  actions,
  headingLevel: Heading = 'h2',
  children,
}: {
  title: ReactNode
  badges?: ReactNode
  media?: ReactNode
  actions: ReactNode
  headingLevel?: 'h2' | 'h3'
  children?: ReactNode
}) {
  return (
    <article className="flex items-start gap-3 rounded-xl border border-border/70 bg-card p-4 text-card-foreground shadow-soft">
      {media && <div className="w-16 shrink-0 sm:w-20">{media}</div>}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="font-serif text-lg leading-snug font-semibold">{title}</Heading>
          {badges}
        </div>
        {children}
      </div>
      <div className="shrink-0">{actions}</div>
    </article>
  )
}
