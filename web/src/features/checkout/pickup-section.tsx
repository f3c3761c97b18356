import { MapPin } from 'lucide-react'
import { useFarmSettings } from '#web/hooks/use-farm-settings'
import { SectionCard } from '#web/components/section-card'

/**
 * Shown instead of the address for Farm Pickup (decision 0016): the order needs only name, e-mail
 * and phone.
 */
export function PickupSection() {
  const address = useFarmSettings()?.display.addressLines.join('\n')
  return (
    <SectionCard id="checkout-pickup-heading" title="Farm Pickup" icon={<MapPin />}>
      <div className="grid gap-2 text-sm">
        <p>
          No shipping address needed: we will e-mail you when your order is packed and waiting at
          the farm stand.
        </p>
        {address && <p className="whitespace-pre-line text-muted-foreground">{address}</p>}
      </div>
    </SectionCard>
  )
}
