import type { ComponentProps } from 'react'
import { CircleAlert } from 'lucide-react'
import { cn } from '#web/lib/cn'

/**
 * Why the server refused a form, shown beside it until the next try (a toast leaves after a few
 * seconds, and a wait such as "try again in 15 minutes" must stay readable). Readable on cream,
 * card and leaf-green backgrounds alike.
 */
export function FormAlert({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="alert"
      data-slot="form-alert"
      className={cn(
        'flex gap-3 rounded-xl border border-destructive/40 bg-card p-4 text-left text-sm text-foreground',
        className,
      )}
      {...props}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>{children}</p>
    </div>
  )
}
