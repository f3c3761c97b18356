import { useId } from 'react'
import { Search } from 'lucide-react'
import { Input } from './ui/input'
import { Label } from './ui/label'

/** A list's search box (products, recipes, photos): a visible label, a search icon, no autofill. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder: string
}) {
  const id = useId()
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="pl-9"
        />
      </div>
    </div>
  )
}
