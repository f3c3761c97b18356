import type { ReactNode } from 'react'
import { cva } from 'class-variance-authority'
import { cn } from '../lib/cn'

const totalVariants = cva('font-serif font-bold text-primary tabular-nums', {
  variants: { size: { default: 'text-2xl', compact: 'text-xl' } },
  defaultVariants: { size: 'default' },
})

export interface OrderTotalsRow {
  term: ReactNode
  value: ReactNode
  testId?: string
  /** Replaces the value's default look (medium weight, tabular figures). */
  valueClassName?: string
}

/** The money rows under an order's lines (subtotal, shipping), then its Total, as a `<dl>`. */
export function OrderTotals({
  rows,
  total,
  totalTestId,
  size,
  className,
}: {
  rows: readonly OrderTotalsRow[]
  total: ReactNode
  totalTestId: string
  size?: 'default' | 'compact'
  className?: string
}) {
  return (
    <dl className={cn('grid gap-2 text-sm', className)}>
      {rows.map((row, index) => (
        <div key={index} className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">{row.term}</dt>
          <dd className={row.valueClassName ?? 'font-medium tabular-nums'} data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-border pt-3 text-base">
        <dt className="font-semibold">Total</dt>
        <dd className={totalVariants({ size })} data-testid={totalTestId}>
          {total}
        </dd>
      </div>
    </dl>
  )
}
