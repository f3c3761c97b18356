import type { ReactNode } from 'react'
import { cva } from 'class-variance-authority'
import { cn } from '../lib/cn'

const iconVariants = cva('rounded-full p-4', {
  variants: {
    tone: {
      primary: 'bg-primary-soft text-primary',
      mango: 'bg-mango-soft text-mango-soft-foreground',
    },
  },
  defaultVariants: { tone: 'primary' },
})

/** The room around the panel and its title's size, larger for a page of its own. */
const sizes = {
  sm: { panel: 'py-16 sm:py-24', title: 'text-3xl sm:text-4xl' },
  md: { panel: 'py-20 sm:py-24', title: 'text-4xl' },
  lg: { panel: 'py-20 sm:py-28', title: 'text-4xl sm:text-5xl' },
} as const

/**
 * A page that stands in for one it cannot show (an order or product not found, payment taken
 * elsewhere): a round icon, the page's h1, then what to read and where to go.
 */
export function NoticePanel({
  icon,
  title,
  tone,
  size = 'md',
  children,
}: {
  icon: ReactNode
  title: string
  tone?: 'primary' | 'mango'
  size?: 'sm' | 'md' | 'lg'
  children: ReactNode
}) {
  return (
    <section
      className={cn('page-column flex flex-col items-center text-center', sizes[size].panel)}
    >
      <span className={iconVariants({ tone })}>{icon}</span>
      <h1 className={cn('mt-6 font-serif font-bold', sizes[size].title)}>{title}</h1>
      {children}
    </section>
  )
}
