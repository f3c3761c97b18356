import { cva } from 'class-variance-authority'

const iconVariants = cva('flex shrink-0 items-center justify-center rounded-2xl bg-primary-soft', {
  variants: { size: { md: 'size-12 text-2xl', lg: 'size-14 text-3xl' } },
  defaultVariants: { size: 'md' },
})

/** A subscription plan's emoji on its soft tile (decorative: the plan's name follows). */
export function PlanIcon({ icon, size }: { icon: string; size?: 'md' | 'lg' }) {
  return (
    <span aria-hidden="true" className={iconVariants({ size })}>
      {icon}
    </span>
  )
}
