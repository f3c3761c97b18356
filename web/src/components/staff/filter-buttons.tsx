import { cn } from '#web/lib/cn'

/**
 * A staff list's filter (order or booking status): a labelled group of toggle buttons, the chosen
 * one pressed, each with an optional count ("Confirmed (3)" to screen readers).
 */
export function FilterButtons<Value extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel,
  counts,
}: {
  /** Names the group: 'Filter orders by status'. */
  label: string
  options: readonly Value[]
  value: Value
  onChange: (value: Value) => void
  optionLabel: (option: Value) => string
  counts?: Record<Value, number> | null
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            value === option
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-input bg-card text-foreground hover:border-primary hover:bg-primary-soft',
          )}
        >
          {optionLabel(option)}
          {counts && (
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                value === option ? 'bg-primary-foreground/20' : 'bg-muted text-muted-foreground',
              )}
            >
              <span className="sr-only">(</span>
              {counts[option]}
              <span className="sr-only">)</span>
            </span>
          )}
        </button>
      ))}
    </div>
  )
}
