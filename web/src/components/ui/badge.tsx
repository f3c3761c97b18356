import type { ComponentProps } from 'react'
import { Slot } from 'radix-ui'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '#web/lib/cn'

export const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
    "[&>svg]:pointer-events-none [&>svg:not([class*='size-'])]:size-3.5",
  ],
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-primary-soft text-primary',
        mango: 'border-transparent bg-mango-soft text-mango-soft-foreground',
        honey: 'border-transparent bg-honey-soft text-honey-soft-foreground',
        sky: 'border-transparent bg-sky text-sky-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        outline: 'border-input bg-card text-foreground',
        dark: 'border-transparent bg-foreground text-background',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean }

export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Component = asChild ? Slot.Root : 'span'
  return (
    <Component data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  )
}
