import { RecordIconButton } from './record-icon-button'

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
      <RecordIconButton action="edit" name={name} onClick={onEdit} />
      {onDelete && <RecordIconButton action="delete" name={name} onClick={onDelete} />}
    </div>
  )
}
