import type { ReactNode } from 'react'
import { cva } from 'class-variance-authority'
import { Card } from './ui/card'

const cardVariants = cva('', {
  variants: { size: { default: 'p-5 sm:p-6', compact: 'p-4 sm:p-5' } },
  defaultVariants: { size: 'default' },
})
const bodyVariants = cva('grid grid-cols-1', {
  variants: { size: { default: 'gap-5', compact: 'gap-4' } },
  defaultVariants: { size: 'default' },
})
const iconVariants = cva(
  'flex items-center justify-center rounded-full bg-primary-soft text-primary',
  {
    variants: { size: { default: 'size-9 [&_svg]:size-4.5', compact: 'size-8 [&_svg]:size-4' } },
    defaultVariants: { size: 'default' },
  },
)

/**
 * One titled step of a form that takes money (checkout, subscribing, the farm-stand portal): a
 * card whose heading has a round icon and, on the right, an optional badge ('TEST MODE').
 */
export function SectionCard({
  id,
  title,
  icon,
  badge,
  size,
  children,
}: {
  id: string
  title: string
  icon: ReactNode
  badge?: ReactNode
  size?: 'default' | 'compact'
  children: ReactNode
}) {
  return (
    <Card className={cardVariants({ size })}>
      <section aria-labelledby={id} className={bodyVariants({ size })}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="flex items-center gap-2.5 font-serif text-xl font-semibold">
            <span aria-hidden="true" className={iconVariants({ size })}>
              {icon}
            </span>
            {title}
          </h2>
          {badge}
        </div>
        {children}
      </section>
    </Card>
  )
}
