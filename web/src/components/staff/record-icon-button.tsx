import { Pencil, Trash2 } from 'lucide-react'
import { Button } from '../ui/button'

const looks = {
  edit: { verb: 'Edit', icon: Pencil, className: undefined },
  delete: { verb: 'Delete', icon: Trash2, className: 'text-destructive hover:bg-destructive/10' },
} as const

/**
 * A record's Edit or Delete as an icon button, named after the record for screen readers
 * ('Edit Mango Tasting'); Delete is drawn in the destructive colour.
 */
export function RecordIconButton({
  action,
  name,
  onClick,
}: {
  action: keyof typeof looks
  name: string
  onClick: () => void
}) {
  const { verb, icon: Icon, className } = looks[action]
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      onClick={onClick}
      aria-label={`${verb} ${name}`}
      className={className}
    >
      <Icon aria-hidden="true" />
    </Button>
  )
}
