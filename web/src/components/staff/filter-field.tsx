import { useId, type ReactNode } from 'react'
import { Label } from '#web/components/ui/label'

/** A list filter's small label over its control; `children` gets the id the label names. */
export function FilterField({
  label,
  children,
}: {
  label: string
  children: (id: string) => ReactNode
}) {
  const id = useId()
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children(id)}
    </div>
  )
}
