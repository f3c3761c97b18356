import { MapPin } from 'lucide-react'
import { SectionCard } from '#web/components/section-card'
import { UsAddressFields } from '#web/components/us-address-fields'

export function AddressSection() {
  return (
    <SectionCard id="checkout-address-heading" title="Shipping Address" icon={<MapPin />}>
      <UsAddressFields formId="checkout" name="shippingAddress" />
    </SectionCard>
  )
}
