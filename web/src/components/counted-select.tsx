import { useId } from 'react'
import { Label } from './ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select'

export interface CountedChoice {
  value: string
  label: string
  count: number
}

/** A dropdown whose choices show how many items each has ('Desserts (3)'): spec 2's category filters. */
export function CountedSelect({
  label,
  value,
  onChange,
  choices,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  choices: readonly CountedChoice[]
}) {
  const id = useId()
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label} ({choice.count})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
