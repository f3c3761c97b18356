import { CalendarX2 } from 'lucide-react'
import { Button } from '#web/components/ui/button'

/**
 * 'Cancel event' / 'Cancel session' on a card with bookings: cancels them too (each visitor is
 * e-mailed), after a question. Screen readers hear which one: 'Cancel event Mango Tasting'.
 */
export function CancelVisitButton({
  what,
  name,
  onClick,
}: {
  what: 'event' | 'session'
  name: string
  onClick: () => void
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-label={`Cancel ${what} ${name}`}
      onClick={onClick}
    >
      <CalendarX2 aria-hidden="true" className="text-destructive" />
      {`Cancel ${what}`}
    </Button>
  )
}
