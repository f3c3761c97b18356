import type { ReactNode } from 'react'
import { FieldMessage } from './field-message'
import { Label } from './ui/label'

/**
 * The ids of a hand-laid form's control and its message: `checkout-shippingAddress-street` and
 * `checkout-shippingAddress-street-error` for form `checkout`, field `shippingAddress.street`.
 */
export function fieldIds(formId: string, name: string) {
  const id = `${formId}-${name.replace(/\./g, '-')}`
  return { id, errorId: `${id}-error` }
}

/** What a control needs to be read with its message: its id, invalid state and descriptions. */
export function controlProps(formId: string, name: string, error?: string, hintId?: string) {
  const { id, errorId } = fieldIds(formId, name)
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ')
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  }
}

/**
 * Label, control, hint and the message under it, for forms laid out by hand (checkout,
 * subscribing). Staff forms use `FormField`, which also draws the control.
 */
export function LabelledField({
  formId,
  name,
  label,
  error,
  hint,
  className = 'grid content-start gap-2',
  children,
}: {
  formId: string
  name: string
  label: string
  error?: string
  hint?: ReactNode
  className?: string
  children: ReactNode
}) {
  const { id, errorId } = fieldIds(formId, name)
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint}
      <FieldMessage id={errorId}>{error}</FieldMessage>
    </div>
  )
}
