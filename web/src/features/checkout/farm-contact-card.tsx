import { Mail, MapPin, Phone } from 'lucide-react'
import { Card } from '#web/components/ui/card'
import { useFarmSettings } from '#web/hooks/use-farm-settings'

const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** The farm's contact details from its settings (spec 2 §2 side card). */
export function FarmContactCard() {
  const farm = useFarmSettings()
  const phone = farm?.phone
  const email = farm?.email
  const address = farm?.display.addressLines.join('\n')
  return (
    <Card className="gap-3 p-5">
      <h2 className="font-semibold">Questions about your order?</h2>
      <ul className="grid gap-2.5 text-sm">
        {phone && (
          <li className="flex items-center gap-2.5">
            <Phone className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <a className={linkClass} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </li>
        )}
        {email && (
          <li className="flex items-center gap-2.5">
            <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <a className={`${linkClass} break-all`} href={`mailto:${email}`}>
              {email}
            </a>
          </li>
        )}
        {address && (
          <li className="flex items-start gap-2.5">
            <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="whitespace-pre-line">{address}</span>
          </li>
        )}
      </ul>
    </Card>
  )
}
