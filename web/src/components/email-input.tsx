import type { ComponentProps } from 'react'
import { Input } from './ui/input'

/**
 * An e-mail field as the public forms ask for one: the e-mail keyboard and autofill, required,
 * and marked invalid while its problem is shown.
 */
export function EmailInput({
  invalid,
  ...props
}: ComponentProps<typeof Input> & { invalid: boolean }) {
  return (
    <Input
      type="email"
      name="email"
      required
      autoComplete="email"
      inputMode="email"
      aria-invalid={invalid ? true : undefined}
      {...props}
    />
  )
}
