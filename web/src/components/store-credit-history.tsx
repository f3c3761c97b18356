import { formatShortVisitDate } from '#contracts/farm-time'
import { storeCreditKindLabels, type StoreCredit } from '#contracts/store-credit'
import { formatMoney } from '../lib/format-money'
import { formatShortDate } from '../lib/format-date'

/**
 * A customer's store credit (decision 0065): the balance, then each grant, refund and spend,
 * newest first, with the last day of credit that expires and what expired unspent. The
 * customer's account and staff's customer page show the same.
 */
export function StoreCreditHistory({
  credit,
  timeZone,
}: {
  credit: StoreCredit
  timeZone: string
}) {
  return (
    <div className="grid gap-3 text-sm">
      <p>
        Balance:{' '}
        <strong
          className="font-serif text-xl text-primary tabular-nums"
          data-testid="store-credit-balance"
        >
          {formatMoney(credit.balance)}
        </strong>
      </p>
      {credit.entries.length === 0 ? (
        <p className="text-muted-foreground">No store credit yet.</p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Store credit history">
          {credit.entries.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 py-2" data-testid="store-credit-entry">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium">{storeCreditKindLabels[entry.kind]}</span>
                <span className="font-medium tabular-nums">
                  {entry.amount.startsWith('-')
                    ? `−${formatMoney(entry.amount.slice(1))}`
                    : `+${formatMoney(entry.amount)}`}
                </span>
              </div>
              <p className="text-xs text-muted-foreground">
                {formatShortDate(entry.createdAt, timeZone)}
                {entry.reason && <span className="break-words"> · {entry.reason}</span>}
                {entry.expiresOn && !entry.expiredAmount && (
                  <span> · use by {formatShortVisitDate(entry.expiresOn)}</span>
                )}
                {entry.expiredAmount && (
                  <span>
                    {' '}
                    · {formatMoney(entry.expiredAmount)} expired after{' '}
                    {formatShortVisitDate(entry.expiresOn!)}
                  </span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
