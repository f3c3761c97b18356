import { useId, useState } from 'react'
import { Minus, Plus } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'

/** A whole number from 1 to `max`. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max))
}

/**
 * How many to add to the cart: minus, the number (typed or stepped) and plus, from 1 to `max`
 * (the line's limit: 99, or the stock the farm counts). A typed number outside that range is
 * brought back into it when the field is left. At a bound its button says it is unavailable but
 * keeps the focus, so a keyboard user does not lose their place.
 */
export function QuantityPicker({
  value,
  max,
  onChange,
  describedBy,
}: {
  value: number
  max: number
  onChange: (quantity: number) => void
  /** The id of a note about the quantity (how many are left), shown beside it. */
  describedBy?: string
}) {
  const id = useId()
  // What is being typed, until the field is left (it may be empty or out of range meanwhile).
  const [typed, setTyped] = useState<string | null>(null)
  const step = (by: number) => {
    setTyped(null)
    onChange(clampQuantity(value + by, max))
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Quantity</Label>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Decrease quantity"
          aria-disabled={value <= 1 || undefined}
          onClick={() => step(-1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <div className="w-20">
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            value={typed ?? String(value)}
            aria-describedby={describedBy}
            className="text-center tabular-nums"
            onChange={(event) => {
              const raw = event.target.value
              setTyped(raw)
              if (raw.trim() !== '' && Number.isFinite(Number(raw))) {
                onChange(clampQuantity(Number(raw), max))
              }
            }}
            onBlur={() => setTyped(null)}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Increase quantity"
          aria-disabled={value >= max || undefined}
          onClick={() => step(1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  )
}
