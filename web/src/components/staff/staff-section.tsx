import { useId, type ReactNode } from 'react'
import { cn } from '#web/lib/cn'

/**
 * A section of a staff screen with more than one (Reminders, Pick-your-own sessions): its heading
 * (h2) with the section's actions on the right (an Add button), an optional line saying what it
 * holds, then the content.
 */
export function StaffSection({
  title,
  description,
  actions,
  className,
  children,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  className?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={className}>
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-3',
          description ? 'mb-1' : 'mb-3',
        )}
      >
        <h2 id={headingId} className="font-serif text-xl font-semibold sm:text-2xl">
          {title}
        </h2>
        {actions}
      </div>
      {description && <p className="mb-3 text-sm text-muted-foreground">{description}</p>}
      {children}
    </section>
  )
}
