import { useFormContext } from 'react-hook-form'
import { UserRound } from 'lucide-react'
import { Input } from '#web/components/ui/input'
import { SectionCard } from '#web/components/section-card'
import type { CheckoutFormInput } from './checkout-form'
import { CheckoutField, fieldId, invalidProps } from './checkout-field'

export function ContactSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>()
  return (
    <SectionCard id="checkout-contact-heading" title="Contact Information" icon={<UserRound />}>
      <div className="grid gap-5 sm:grid-cols-2">
        <CheckoutField
          name="customerName"
          label="Full Name"
          error={errors.customerName?.message}
          className="grid content-start gap-2 sm:col-span-2"
        >
          <Input
            id={fieldId('customerName')}
            autoComplete="name"
            {...invalidProps('customerName', errors.customerName?.message)}
            {...register('customerName')}
          />
        </CheckoutField>
        <CheckoutField name="customerEmail" label="Email" error={errors.customerEmail?.message}>
          <Input
            id={fieldId('customerEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...invalidProps('customerEmail', errors.customerEmail?.message)}
            {...register('customerEmail')}
          />
        </CheckoutField>
        <CheckoutField name="customerPhone" label="Phone" error={errors.customerPhone?.message}>
          <Input
            id={fieldId('customerPhone')}
            type="tel"
            autoComplete="tel"
            {...invalidProps('customerPhone', errors.customerPhone?.message)}
            {...register('customerPhone')}
          />
        </CheckoutField>
      </div>
    </SectionCard>
  )
}
