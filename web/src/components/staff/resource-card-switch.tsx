import { useId } from 'react'
import { Label } from '../ui/label'
import { Switch } from '../ui/switch'

/**
 * A record's on/off state switched right on its card (spec 3 §4: active, isActive), sending only
 * that field (`RecordActions.onToggle`). The label is visible ('Active'); screen readers also hear
 * the record's name. It waits (disabled) while the change is saved.
 */
export function ResourceCardSwitch({
  label,
  name,
  checked,
  pending = false,
  disabled = false,
  onCheckedChange,
}: {
  label: string
  /** The record's name, for screen readers: "Active: Mango Tasting". */
  name: string
  checked: boolean
  pending?: boolean
  disabled?: boolean
  onCheckedChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <Switch
        id={id}
        checked={checked}
        disabled={pending || disabled}
        aria-busy={pending || undefined}
        aria-label={`${label}: ${name}`}
        onCheckedChange={onCheckedChange}
      />
      <Label htmlFor={id} className="text-sm font-normal">
        {label}
      </Label>
    </div>
  )
}
