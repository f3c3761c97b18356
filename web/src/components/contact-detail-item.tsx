import type { ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'

const itemVariants = cva('flex', {
  variants: { size: { default: 'gap-4', compact: 'min-w-0 gap-3' } },
  defaultVariants: { size: 'default' },
})
const iconVariants = cva(
  'flex shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary',
  {
    variants: { size: { default: 'size-10 [&_svg]:size-5', compact: 'size-9 [&_svg]:size-4' } },
    defaultVariants: { size: 'default' },
  },
)
const bodyVariants = cva('min-w-0', {
  variants: { size: { default: '', compact: 'text-sm' } },
  defaultVariants: { size: 'default' },
})
const labelVariants = cva('font-semibold text-muted-foreground', {
  variants: { size: { default: 'text-sm', compact: '' } },
  defaultVariants: { size: 'default' },
})

/** One of the farm's contact details in a list: a round icon, what it is, and its value. */
export function ContactDetailItem({
  icon,
  label,
  size,
  children,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
} & VariantProps<typeof itemVariants>) {
  return (
    <li className={itemVariants({ size })}>
      <span className={iconVariants({ size })} aria-hidden="true">
        {icon}
      </span>
      <div className={bodyVariants({ size })}>
        <p className={labelVariants({ size })}>{label}</p>
        <p className="mt-0.5 text-foreground">{children}</p>
      </div>
    </li>
  )
}
