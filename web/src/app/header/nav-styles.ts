import { cn } from '#web/lib/cn'

/** A main link in the header bar (also the look of the 'More' button). */
export const navLinkClass = (isActive: boolean) =>
  cn(
    'inline-flex h-10 items-center gap-1 rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    isActive ? 'bg-primary-soft text-primary' : 'text-foreground hover:bg-muted hover:text-primary',
  )
