import { Mail, MapPin, Phone } from 'lucide-react'
import { ContactDetailItem } from '#web/components/contact-detail-item'
import { ContactLink } from '#web/components/contact-link'
import { Card } from '#web/components/ui/card'
import { useFarmSettings } from '#web/hooks/use-farm-settings'

/** Spec 2: the farm's phone, e-mail and address (its settings) for questions before booking. */
export function FarmContactCard({ headingId }: { headingId: string }) {
  const farm = useFarmSettings()
  const phone = farm?.phone
  const email = farm?.email
  const address = farm?.display.addressLines.join('\n')
  return (
    <Card className="gap-5 p-6">
      <div>
        <h2 id={headingId} className="font-serif text-2xl font-semibold">
          Questions before you book?
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Private groups, school visits or a date that is not listed: call or write, we are happy to
          help.
        </p>
      </div>
      <ul className="flex flex-wrap gap-x-8 gap-y-4">
        {phone && (
          <ContactDetailItem size="compact" icon={<Phone />} label="Phone">
            <ContactLink kind="phone" value={phone} />
          </ContactDetailItem>
        )}
        {email && (
          <ContactDetailItem size="compact" icon={<Mail />} label="E-mail">
            <ContactLink kind="email" value={email} className="break-words" />
          </ContactDetailItem>
        )}
        {address && (
          <ContactDetailItem size="compact" icon={<MapPin />} label="Address">
            <span className="whitespace-pre-line">{address}</span>
          </ContactDetailItem>
        )}
      </ul>
    </Card>
  )
}
