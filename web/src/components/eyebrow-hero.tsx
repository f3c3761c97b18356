import type { ReactNode } from 'react'
import { cva } from 'class-variance-authority'
import { cn } from '../lib/cn'

const bandVariants = cva('border-b border-border/70 bg-gradient-to-b to-background', {
  variants: { tone: { honey: 'from-honey-soft/70', sky: 'from-sky/80' } },
  defaultVariants: { tone: 'honey' },
})
const eyebrowVariants = cva('text-sm font-semibold tracking-widest uppercase', {
  variants: { tone: { honey: 'text-mango-strong', sky: 'text-sky-foreground' } },
  defaultVariants: { tone: 'honey' },
})

/**
 * The left-aligned heading band of a reading page (the blog, a policy, a setup guide): a small
 * line above the h1 ('The Groveside Blog', 'Policies'; a shop page has none), the h1, the lead
 * text, and anything after.
 */
export function EyebrowHero({
  eyebrow,
  title,
  lead,
  tone,
  children,
}: {
  eyebrow?: ReactNode
  title: string
  lead: ReactNode
  tone?: 'honey' | 'sky'
  children?: ReactNode
}) {
  return (
    <section className={bandVariants({ tone })}>
      <div className="page-column pt-12 pb-10 sm:pt-16">
        {eyebrow && <p className={eyebrowVariants({ tone })}>{eyebrow}</p>}
        <h1
          className={cn('max-w-3xl font-serif text-4xl font-bold sm:text-5xl', eyebrow && 'mt-2')}
        >
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p>
        {children}
      </div>
    </section>
  )
}
