import { MapPin } from 'lucide-react'
import { DirectionsLink } from '#web/components/directions-link'
import { Card } from '#web/components/ui/card'
import { useFarmSettings } from '#web/hooks/use-farm-settings'

/** A note as a sentence of its own: its full stop added when it has none. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/** Spec 2 "Pick Your Own": where the sessions start, with directions in a maps service. */
export function LocationCard({ headingId }: { headingId: string }) {
  const farm = useFarmSettings()
  const address = farm?.display.addressLines.join('\n') ?? ''
  const hours = farm?.display.hoursSummary
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
        {farm?.hoursNote && <> {asSentence(farm.hoursNote)}</>}
      </p>
      {address && <DirectionsLink address={address} />}
    </Card>
  )
}
