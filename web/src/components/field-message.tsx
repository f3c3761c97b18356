import type { ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../lib/cn'

const fieldMessageVariants = cva('text-sm font-medium text-destructive', {
  variants: {
    /** `light` on cream or card backgrounds; `dark` on the leaf-green bands (a card-coloured chip). */
    tone: {
      light: '',
      dark: 'w-fit rounded-md bg-card px-2 py-0.5',
    },
  },
  defaultVariants: { tone: 'light' },
})

export type FieldMessageProps = VariantProps<typeof fieldMessageVariants> & {
  /** The id the control names in `aria-describedby` (with `aria-invalid`). */
  id: string
  /** The message; nothing is drawn without one. */
  children?: ReactNode
  className?: string
}

/**
 * Why a field's value was refused, in plain words under the field: the one way every form shows a
 * field's problem (`FormField` and `LabelledField` draw it for you). Forms are `noValidate`, so
 * the browser's own bubbles never show instead.
 */
export function FieldMessage({ id, tone, className, children }: FieldMessageProps) {
  if (!children) return null
  return (
    <p id={id} className={cn(fieldMessageVariants({ tone }), className)}>
      {children}
    </p>
  )
}
