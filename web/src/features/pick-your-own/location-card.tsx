import { MapPin } from 'lucide-react'
import { DirectionsLink } from '#web/components/directions-link'
import { Card } from '#web/components/ui/card'
import { useSiteText } from '#web/hooks/use-site-text'

/** Spec 2 "Pick Your Own": where the sessions start, with directions in a maps service. */
export function LocationCard({ headingId }: { headingId: string }) {
  const { text } = useSiteText()
  const address = text('contact_address')
  const hours = text('contact_hours')
  return (
    <Card className="gap-4 p-6">
      <h2 id={headingId} className="flex items-center gap-2 font-serif text-2xl font-semibold">
        <MapPin className="size-5 text-primary" aria-hidden="true" />
        Where to Find Us
      </h2>
      {address && <p className="whitespace-pre-line">{address}</p>}
      <p className="text-sm text-muted-foreground">
        Check in at the farm stand ten minutes before your session: we hand out baskets and show you
        the rows. Payment is due on arrival.
        {hours && <> Farm hours: {hours}.</>}
      </p>
      {address && <DirectionsLink address={address} />}
    </Card>
  )
}
