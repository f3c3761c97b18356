import { fieldIds, LabelledField } from '#web/components/labelled-field'
import type { CheckoutFieldName } from './checkout-form'

/** The checkout's fields, typed by the form's field names. */
export function CheckoutField(
  props: Omit<Parameters<typeof LabelledField>[0], 'formId' | 'name'> & { name: CheckoutFieldName },
) {
  return <LabelledField formId="checkout" {...props} />
}

export const fieldId = (name: CheckoutFieldName) => fieldIds('checkout', name).id
export const errorId = (name: CheckoutFieldName) => fieldIds('checkout', name).errorId
export const invalidProps = (name: CheckoutFieldName, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(name) } : {}
