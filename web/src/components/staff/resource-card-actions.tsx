import { Pencil, Trash2 } from 'lucide-react'
import { Button } from '../ui/button'

/**
 * A record card's Edit and Delete buttons, named after the record for screen readers. Leave out
 * `onDelete` when the record cannot be deleted now (an event with bookings: its card offers
 * another way out).
 */
export function ResourceCardActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string
  onEdit: () => void
  onDelete?: () => void
}) {
  return (
    <div className="flex gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={onEdit}
        aria-label={`Edit ${name}`}
      >
        <Pencil aria-hidden="true" />
      </Button>
      {onDelete && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
          className="text-destructive hover:bg-destructive/10"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </div>
  )
}
