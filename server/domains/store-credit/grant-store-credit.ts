import type { z } from 'zod'
import { formatVisitDate } from '#contracts/farm-time'
import type { storeCreditGrantSchema } from '#contracts/store-credit'
import type { Db } from '#server/db/client'
import { badRequest } from '#server/http/http-error'
import { decimalToCents } from '#server/lib/money'
import { addStoreCredit, storeCreditOf } from './store-credit-ledger'

/**
 * Staff give a customer credit (a complaint settled, a returned crate, a prize) with a reason and,
 * when it should not last for ever, the last farm day it may be spent; answers the new balance.
 */
export async function grantStoreCredit(
  db: Db,
  request: {
    email: string
    grant: z.output<typeof storeCreditGrantSchema>
    staffId: number | null
    today: string
  },
) {
  const { amount, reason, expiresOn } = request.grant
  if (expiresOn && expiresOn < request.today) {
    const message = `Expires on cannot be before today (${formatVisitDate(request.today)})`
    throw badRequest(message, { expiresOn: message })
  }
  await addStoreCredit(db, {
    email: request.email,
    kind: 'grant',
    amountCents: decimalToCents(amount)!,
    reason,
    expiresOn: expiresOn ?? null,
    staffId: request.staffId,
  })
  return storeCreditOf(db, request.email, request.today)
}
