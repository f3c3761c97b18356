import { Navigation } from 'lucide-react'
import { directionsUrl } from '../lib/contact-links'
import { Button } from './ui/button'

/** 'Get directions' to the farm's address, opened in the visitor's maps service. */
export function DirectionsLink({ address }: { address: string }) {
  return (
    <div>
      <Button asChild variant="outline">
        <a href={directionsUrl(address)} rel="noopener">
          <Navigation aria-hidden="true" />
          Get directions
        </a>
      </Button>
      <p className="mt-2 text-xs text-muted-foreground">Opens Google Maps.</p>
    </div>
  )
}
