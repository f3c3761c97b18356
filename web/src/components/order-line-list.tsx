import { formatMoney } from '../lib/format-money'

export interface OrderLine {
  key: string | number
  name: string
  quantity: number
  /** Two-decimal strings, as the API sends them. */
  unitPrice: string
  lineTotal: string
  /** Written after the unit price: ' / lb' or ' (jar)'. */
  unitNote?: string | null
}

/** The lines of an order or a checkout: name, quantity × unit price, and the line's total. */
export function OrderLineList({
  lines,
  label,
  lineTestId,
}: {
  lines: readonly OrderLine[]
  /** The list's accessible name. */
  label: string
  lineTestId: string
}) {
  return (
    <ul className="divide-y divide-border" aria-label={label}>
      {lines.map((line) => (
        <li
          key={line.key}
          className="flex items-start justify-between gap-4 py-3"
          data-testid={lineTestId}
        >
          <div className="min-w-0">
            <p className="font-medium leading-snug">{line.name}</p>
            <p className="text-sm text-muted-foreground">
              <span className="tabular-nums">{line.quantity}</span> ×{' '}
              <span className="tabular-nums">{formatMoney(line.unitPrice)}</span>
              {line.unitNote}
            </p>
          </div>
          <p className="shrink-0 font-medium tabular-nums">{formatMoney(line.lineTotal)}</p>
        </li>
      ))}
    </ul>
  )
}
