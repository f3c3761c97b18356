import { buttonVariants } from './ui/button'
import { cn } from '../lib/cn'

/** "Skip to main content": off screen above the page until focused, then a button in the corner. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className={cn(
        buttonVariants({ size: 'lg' }),
        'fixed top-3 left-3 z-[60] -translate-y-[calc(100%+1.5rem)] focus:translate-y-0',
      )}
    >
      Skip to main content
    </a>
  )
}
