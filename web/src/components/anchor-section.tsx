import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

/**
 * A page section that in-page links (/contact#find-us) and the URL hash scroll to: it takes
 * focus without an outline and stops below the sticky header.
 */
export function AnchorSection({
  id,
  className,
  ...props
}: ComponentProps<'section'> & { id: string }) {
  return (
    <section
      id={id}
      tabIndex={-1}
      className={cn('scroll-mt-24 focus:outline-none', className)}
      {...props}
    />
  )
}
