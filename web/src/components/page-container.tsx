import type { ComponentProps, ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../lib/cn'

const pageContainerVariants = cva('page-column w-full', {
  variants: {
    /** storefront: airy; staff: calmer and denser (LOOK.md). */
    spacing: { storefront: 'py-10 sm:py-14', staff: 'py-6 sm:py-8', none: '' },
  },
  defaultVariants: { spacing: 'storefront' },
})

/** The one page column: the site's width and side padding, said once. */
export function PageContainer({
  className,
  spacing,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof pageContainerVariants>) {
  return <div className={cn(pageContainerVariants({ spacing }), className)} {...props} />
}

/** A public page's heading band: title, optional lead text, optional extra content below. */
export function PageHero({
  title,
  lead,
  children,
}: {
  title: ReactNode
  lead?: ReactNode
  children?: ReactNode
}) {
  return (
    <header className="border-b border-border/60 bg-primary-soft/60">
      <PageContainer className="text-center">
        <h1 className="font-serif text-4xl font-bold text-balance sm:text-5xl">{title}</h1>
        {lead && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{lead}</p>
        )}
        {children}
      </PageContainer>
    </header>
  )
}
