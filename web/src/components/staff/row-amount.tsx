import { formatMoney } from '#web/lib/format-money'

/**
 * A staff table row's amount (price, total): its own column on a desktop, a labelled line across
 * the card on a phone.
 */
export function RowAmount({
  label,
  amount,
  testId,
}: {
  label: string
  amount: string
  testId: string
}) {
  return (
    <p className="col-span-2 flex justify-between gap-2 font-semibold tabular-nums lg:col-span-1 lg:block lg:text-right">
      <span className="font-normal text-muted-foreground lg:sr-only">{label}</span>{' '}
      <span data-testid={testId}>{formatMoney(amount)}</span>
    </p>
  )
}
