import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { FormField } from './form-field'

/** The contact fields every visit booking asks for (spec 2 §5): name and e-mail, phone optional. */
interface VisitorContact extends FieldValues {
  customerName: string
  customerEmail: string
  customerPhone?: string | null
}

/** Full name, e-mail and optional phone, with the browser's autofill hints. */
export function VisitorContactFields<Values extends VisitorContact>({
  form,
}: {
  form: UseFormReturn<Values, unknown, unknown>
}) {
  // The three names exist on every VisitorContact form; the cast only forgets the wider type.
  const contact = form as unknown as UseFormReturn<VisitorContact, unknown, unknown>
  return (
    <>
      <FormField form={contact} name="customerName" label="Full name" autoComplete="name" />
      <FormField
        form={contact}
        name="customerEmail"
        label="E-mail"
        type="email"
        autoComplete="email"
      />
      <FormField
        form={contact}
        name="customerPhone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
      />
    </>
  )
}
