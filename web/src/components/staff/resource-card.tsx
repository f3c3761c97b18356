import type { ReactNode } from 'react'

/**
 * One record in a staff list: optional thumbnail, heading with badges, details, and the record's
 * actions on the right (they stay beside the content on a phone).
 */
export function ResourceCard({
  title,
  badges,
  media,
  actions,
  children,
}: {
  title: ReactNode
  badges?: ReactNode
  media?: ReactNode
  actions: ReactNode
  children?: ReactNode
}) {
  return (
    <article className="flex items-start gap-3 rounded-xl border border-border/70 bg-card p-4 text-card-foreground shadow-soft">
      {media && <div className="w-16 shrink-0 sm:w-20">{media}</div>}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-serif text-lg leading-snug font-semibold">{title}</h2>
          {badges}
        </div>
        {children}
      </div>
      <div className="shrink-0">{actions}</div>
    </article>
  )
}
