import { useFormContext } from 'react-hook-form'
import { NotebookPen } from 'lucide-react'
import { SectionCard } from '#web/components/section-card'
import { Textarea } from '#web/components/ui/textarea'
import type { CheckoutFormInput } from './checkout-form'
import { CheckoutField, fieldId, invalidProps } from './checkout-field'

export function InstructionsSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>()
  return (
    <SectionCard
      id="checkout-instructions-heading"
      title="Special Instructions"
      icon={<NotebookPen />}
    >
      <CheckoutField
        name="specialInstructions"
        label="Notes for the farm (optional)"
        error={errors.specialInstructions?.message}
      >
        <Textarea
          id={fieldId('specialInstructions')}
          rows={3}
          placeholder="Gate code, delivery window, a gift note…"
          {...invalidProps('specialInstructions', errors.specialInstructions?.message)}
          {...register('specialInstructions')}
        />
      </CheckoutField>
    </SectionCard>
  )
}
