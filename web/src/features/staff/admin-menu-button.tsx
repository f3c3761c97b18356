import type { ComponentProps } from 'react'
import { ChevronDown, ShieldCheck } from 'lucide-react'
import { cn } from '#web/lib/cn'

/**
 * The button that opens the Admin menu. Light on purpose: the header shows it before the menu's
 * code has loaded, and the loaded menu uses it as its trigger.
 */
export function AdminMenuButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      className={cn(
        'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full bg-honey-soft px-3.5 text-sm font-semibold text-honey-soft-foreground',
        'transition-colors hover:bg-honey hover:text-honey-foreground data-[state=open]:bg-honey data-[state=open]:text-honey-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <ShieldCheck className="size-4" aria-hidden="true" />
      Admin
      <ChevronDown className="size-4 opacity-80" aria-hidden="true" />
    </button>
  )
}
