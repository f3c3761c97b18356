import { and, asc, desc, eq, sql, type AnyColumn } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { OrderRefund } from '#contracts/order-admin'
import { paymentStatusLabels, type PaymentStatus } from '#contracts/order-states'
import type { Db } from '#server/db/client'
import { orders, type OrderRow } from '#server/db/schema/orders'
import { payments, refunds, type RefundRow } from '#server/db/schema/payments'
import { HttpError, badRequest, conflict, notFound } from '#server/http/http-error'
import { centsToDecimal } from '#server/lib/money'
import type { Mail } from '#server/domains/notifications/public'
import type { PaymentProvider, ProviderRefund } from '#server/providers/payments/payment-provider'
import { testModeRefund } from '#server/providers/payments/test-mode-provider'
import { refundTaxShare } from '#server/domains/sales-tax/public'
import { issueCreditNote } from '#server/domains/invoices/public'
import { addStoreCredit } from '#server/domains/store-credit/public'
import { balancePaidCents, cardDueCents } from '#server/domains/checkout/public'
import { recordOrderEvent } from './order-history'

/** Payment states that still hold money to refund. */
const refundableStatuses: readonly PaymentStatus[] = ['paid', 'partially_refunded']
export const isRefundable = (status: PaymentStatus) => refundableStatuses.includes(status)

/**
 * Where a refund goes: back to the card, or to the customer's store credit (decision 0065), where
 * what store credit and a gift card paid also goes.
 */
export type RefundDestination = 'card' | 'store_credit'
const storeCreditProvider = 'store_credit'

export interface RefundRequest {
  orderId: number
  /** null: all that is left of what may go to `to` (cancelling). */
  amountCents: number | null
  /** Default the card. What store credit paid can only go back to store credit. */
  to?: RefundDestination
  /** Unique over all refunds: the same key refunds once, however often it is sent. */
  idempotencyKey: string
  reason?: string | null
  /** The staff member who asked; none for the shop's own refunds. */
  actor?: { id: number; email: string } | null
  /** false: the caller tells the customer itself (cancelling says both in one e-mail). */
  notify?: boolean
}

/** What refunding uses: the database, the mail queue, the shop's payment provider and a log. */
export interface RefundDeps {
  db: Db
  mail: Pick<Mail, 'queue'>
  payments: PaymentProvider
  log: Pick<FastifyBaseLogger, 'warn'>
}

/** Settling a refund only writes and e-mails. */
type SettleDeps = Pick<RefundDeps, 'mail'>

export interface RefundOutcome {
  refund: RefundRow
  order: OrderRow
}

/** The refund row and the reference of the payment it refunds. */
type Claim = { refund: RefundRow; reference: string | null }

const tx = (transaction: unknown) => transaction as Db

async function lockOrder(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) throw notFound('Order not found')
  return order
}

async function paymentOf(db: Db, orderId: number) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1)
  return payment ?? null
}

const claimedSum = (column: AnyColumn) =>
  sql<string>`coalesce(sum(${column}) filter (where ${refunds.status} in ('pending', 'succeeded')), 0)::text`
const claimedToCard = sql<string>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} in ('pending', 'succeeded') and ${refunds.provider} <> ${storeCreditProvider}), 0)::text`

/**
 * Cents refunded (succeeded) and promised (succeeded or still pending) of an order, and the
 * share of its tax the promised refunds give back (decision 0062).
 */
async function refundedCents(db: Db, orderId: number) {
  const [row] = await db
    .select({
      succeeded: sql<string>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'succeeded'), 0)::text`,
      claimed: claimedSum(refunds.amountCents),
      claimedToCard,
      taxCents: claimedSum(refunds.taxCents),
      surtaxCents: claimedSum(refunds.surtaxCents),
      taxableCents: claimedSum(refunds.taxableCents),
      surtaxableCents: claimedSum(refunds.surtaxableCents),
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
  return {
    succeeded: Number(row?.succeeded ?? 0),
    claimed: Number(row?.claimed ?? 0),
    claimedToCard: Number(row?.claimedToCard ?? 0),
    claimedTax: {
      amountCents: Number(row?.claimed ?? 0),
      taxCents: Number(row?.taxCents ?? 0),
      surtaxCents: Number(row?.surtaxCents ?? 0),
      taxableCents: Number(row?.taxableCents ?? 0),
      surtaxableCents: Number(row?.surtaxableCents ?? 0),
    },
  }
}

/** What the card paid: the payment's amount, else the order's total less its store credit. */
const cardPaidCentsOf = (order: OrderRow, payment: { amountCents: number } | null) =>
  payment?.amountCents ?? cardDueCents(order)

/** The amount that was paid: by card, and by store credit and gift card. */
const paidCentsOf = (order: OrderRow, payment: { amountCents: number } | null) =>
  cardPaidCentsOf(order, payment) + balancePaidCents(order)

/** Most of this order that may still go to `to`: the card takes back only what it paid. */
function refundableTo(
  to: RefundDestination,
  order: OrderRow,
  payment: { amountCents: number } | null,
  refunded: { claimed: number; claimedToCard: number },
) {
  const left = paidCentsOf(order, payment) - refunded.claimed
  if (to === 'store_credit') return left
  return Math.min(left, cardPaidCentsOf(order, payment) - refunded.claimedToCard)
}

/** The provider refused or did not answer: a 502 that says what happened and what to do. */
export class RefundFailedError extends HttpError {
  constructor(readonly detail: string) {
    super(
      502,
      'REFUND_FAILED',
      `The refund did not go through: ${detail} The payment is unchanged; try again, or refund it in the Stripe dashboard.`,
    )
  }
}

/**
 * Takes the refund's place before the provider is asked: the order row is locked so two staff at
 * once cannot refund more than was paid, and the unique key makes a doubled request one refund.
 */
async function claimRefund({ db: database }: RefundDeps, request: RefundRequest): Promise<Claim> {
  return database.transaction(async (transaction) => {
    const db = tx(transaction)
    const order = await lockOrder(db, request.orderId)
    const payment = await paymentOf(db, order.id)
    const [existing] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, request.idempotencyKey))
    if (existing) {
      if (existing.orderId !== order.id)
        throw conflict('IDEMPOTENCY_KEY_REUSED', 'This refund key belongs to another order.')
      return { refund: existing, reference: payment?.providerReference ?? null }
    }
    if (!isRefundable(order.paymentStatus))
      throw conflict(
        'NOT_REFUNDABLE',
        `Order #${order.id} has no payment to refund (${paymentStatusLabels[order.paymentStatus].toLowerCase()}).`,
      )
    const paidCents = paidCentsOf(order, payment)
    const refunded = await refundedCents(db, order.id)
    const to = request.to ?? 'card'
    const left = refundableTo(to, order, payment, refunded)
    const amountCents = request.amountCents ?? left
    if (amountCents <= 0 || amountCents > left) {
      const message =
        left > 0
          ? `Amount must be from 0.01 to ${centsToDecimal(left)} (${to === 'card' ? 'what is left of the card payment' : 'what is left of the payment'})`
          : to === 'card' && paidCents - refunded.claimed > 0
            ? 'Nothing is left of the card payment: refund the rest to store credit'
            : 'Nothing is left of this payment to refund'
      throw badRequest(message, { amount: message })
    }
    const [refund] = await db
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: to === 'card' ? (payment?.id ?? null) : null,
        provider:
          to === 'store_credit'
            ? storeCreditProvider
            : (payment?.provider ?? order.paymentProvider ?? 'test'),
        idempotencyKey: request.idempotencyKey,
        amountCents,
        status: 'pending',
        reason: request.reason?.trim() || null,
        ...refundTaxShare(order, paidCents, { amountCents, earlier: refunded.claimedTax }),
      })
      .returning()
    return { refund: refund!, reference: payment?.providerReference ?? null }
  })
}

/** Store credit is refunded by adding it when the refund settles (`settleRefund`). */
const storeCreditRefund: PaymentProvider['refund'] = async (request) => ({
  reference: `store-credit-${request.idempotencyKey}`,
  status: 'succeeded',
})

/** Test-mode payments are refunded by recording it, whatever provider the shop runs now. */
function providerFor(
  payments: PaymentProvider,
  provider: string,
): PaymentProvider['refund'] | null {
  if (provider === 'test') return testModeRefund
  if (provider === storeCreditProvider) return storeCreditRefund
  return payments.kind === provider ? (request) => payments.refund(request) : null
}

async function askProvider(
  { payments, log }: RefundDeps,
  claim: Claim,
): Promise<ProviderRefund | string> {
  const provider = claim.refund.provider
  const refund = providerFor(payments, provider)
  if (!refund) return `${provider} payments cannot be refunded from here now.`
  if (provider !== 'test' && provider !== storeCreditProvider && !claim.reference)
    return 'the payment has no reference at the provider.'
  try {
    return await refund({
      orderId: claim.refund.orderId,
      reference: claim.reference ?? '',
      amountCents: claim.refund.amountCents,
      idempotencyKey: claim.refund.idempotencyKey,
      reason: claim.refund.reason,
    })
  } catch (error) {
    log.warn({ err: error, orderId: claim.refund.orderId }, 'refund failed at the provider')
    const message = error instanceof Error && error.message ? error.message : 'no answer'
    return message.endsWith('.') ? message : `${message}.`
  }
}

/**
 * Settles a pending refund with the provider's answer (once: a second settle is a no-op), and
 * when it succeeded: the order's payment status (refunded when all of it is, else partially),
 * its history and, unless told not to, an e-mail to the customer. Runs inside `db`'s transaction.
 */
export async function settleRefund(
  { mail }: SettleDeps,
  db: Db,
  refundId: number,
  answer: ProviderRefund,
  options: Pick<RefundRequest, 'actor' | 'notify'> = {},
): Promise<RefundOutcome | null> {
  const [pending] = await db.select().from(refunds).where(eq(refunds.id, refundId))
  if (!pending) return null
  const order = await lockOrder(db, pending.orderId)
  const [settled] = await db
    .update(refunds)
    .set({
      status: answer.status,
      providerReference: answer.reference || null,
      updatedAt: new Date(),
    })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning()
  if (!settled) return null
  if (settled.status !== 'succeeded') return { refund: settled, order }
  const refund = { ...settled, ...(await issueCreditNote(db, settled.id)) }
  const toCredit = refund.provider === storeCreditProvider
  if (toCredit) {
    await addStoreCredit(db, {
      email: order.customerEmail,
      kind: 'refund',
      amountCents: refund.amountCents,
      reason: `Refund of order #${order.id}${refund.reason ? `: ${refund.reason}` : ''}`,
      orderId: order.id,
      refundId: refund.id,
    })
  }

  const payment = await paymentOf(db, order.id)
  const { succeeded } = await refundedCents(db, order.id)
  const paymentStatus: PaymentStatus =
    succeeded >= paidCentsOf(order, payment) ? 'refunded' : 'partially_refunded'
  const [updated] = await db
    .update(orders)
    .set({ paymentStatus, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning()
  await recordOrderEvent(db, order.id, 'refunded', order, updated!, {
    actor: options.actor,
    amountCents: refund.amountCents,
  })
  if (options.notify !== false) {
    await mail.queue(
      {
        to: order.customerEmail,
        subject: `Your Groveside order #${order.id}: $${centsToDecimal(refund.amountCents)} refunded`,
        text: [
          `Hello ${order.customerName},`,
          '',
          refundSentence(
            order.id,
            toCredit ? { credit: refund.amountCents } : { card: refund.amountCents },
          ),
          '',
          'Thank you for buying from our farm.',
          '— Groveside Farm',
        ].join('\n'),
      },
      { db },
    )
  }
  return { refund, order: updated! }
}

/** The customer's words for a refund, shared by the refund and the cancel e-mails. */
export function refundSentence(orderId: number, refunded: { card?: number; credit?: number }) {
  const sentences = []
  if (refunded.card)
    sentences.push(
      `We have refunded $${centsToDecimal(refunded.card)} of your payment for order #${orderId}. Refunds take 3-5 business days to reach your account.`,
    )
  if (refunded.credit)
    sentences.push(
      `We have added $${centsToDecimal(refunded.credit)} for order #${orderId} to your store credit at the farm: sign in with this e-mail address and use it at checkout.`,
    )
  return sentences.join(' ')
}

/**
 * The one way money goes back (decision 0033): staff's partial refunds, cancelling a paid order.
 * The refunds row is written before the provider is asked, with the key the provider gets too,
 * so a repeat (a double click, two staff, a retry after a crash) refunds once. A provider failure
 * marks the row failed, leaves the payment status and answers 502.
 */
export async function refundOrder(
  deps: RefundDeps,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const claim = await claimRefund(deps, request)
  if (claim.refund.status !== 'pending') return settledOutcome(deps.db, claim.refund)
  const answer = await askProvider(deps, claim)
  const failed = typeof answer === 'string'
  const outcome = await deps.db.transaction((transaction) =>
    settleRefund(
      deps,
      tx(transaction),
      claim.refund.id,
      failed ? { reference: '', status: 'failed' } : answer,
      request,
    ),
  )
  // Settled meanwhile by the same request twice, or by the provider's webhook.
  const result = outcome ?? (await settledOutcome(deps.db, claim.refund))
  if (failed) throw new RefundFailedError(answer)
  return result
}

async function settledOutcome(db: Db, claimed: RefundRow): Promise<RefundOutcome> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, claimed.id))
  const [order] = await db.select().from(orders).where(eq(orders.id, claimed.orderId))
  if (refund!.status === 'failed')
    throw new RefundFailedError('the payment provider refused it earlier.')
  return { refund: refund!, order: order! }
}

export function toOrderRefund(row: RefundRow): OrderRefund {
  return {
    id: row.id,
    amount: centsToDecimal(row.amountCents),
    tax: centsToDecimal(row.taxCents),
    creditNoteNumber: row.creditNoteNumber,
    status: row.status as OrderRefund['status'],
    to: row.provider === storeCreditProvider ? 'store_credit' : 'card',
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }
}

/** An order's refunds (oldest first) with what went back and what is left to refund. */
export async function refundsOf(db: Db, order: OrderRow) {
  const [rows, payment] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.id))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    paymentOf(db, order.id),
  ])
  const sumOf = (statuses: string[]) =>
    rows
      .filter((row) => statuses.includes(row.status))
      .reduce((sum, row) => sum + row.amountCents, 0)
  const left = isRefundable(order.paymentStatus)
    ? Math.max(0, paidCentsOf(order, payment) - sumOf(['pending', 'succeeded']))
    : 0
  const cardSum = rows
    .filter((row) => row.provider !== storeCreditProvider && row.status !== 'failed')
    .reduce((sum, row) => sum + row.amountCents, 0)
  const cardLeft = Math.min(left, Math.max(0, cardPaidCentsOf(order, payment) - cardSum))
  return {
    refunds: rows.map(toOrderRefund),
    refundedTotal: centsToDecimal(sumOf(['succeeded'])),
    refundable: centsToDecimal(left),
    refundableToCard: centsToDecimal(isRefundable(order.paymentStatus) ? cardLeft : 0),
  }
}

/** A refund as the provider reports it (Stripe's `charge.refunded`). */
export interface ReportedRefund {
  reference: string
  amountCents: number
  status: ProviderRefund['status']
  /** Our idempotency key, when we asked for it (Stripe: metadata.refundKey). */
  key: string | null
}

/**
 * Takes in the refunds the provider reports: one we asked for and still wait on is settled, one
 * made elsewhere (the Stripe dashboard) is recorded. A refund id is unique here, so a replayed
 * report changes nothing. Runs inside `db`'s transaction.
 */
export async function recordReportedRefunds(
  deps: SettleDeps,
  db: Db,
  orderId: number,
  reported: ReportedRefund[],
) {
  const order = await lockOrder(db, orderId)
  for (const report of reported) {
    const [known] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.providerReference, report.reference))
    if (known) {
      // A refund the provider had answered as pending has now gone through (or not).
      if (known.status === 'pending' && report.status !== 'pending')
        await settleRefund(deps, db, known.id, report)
      continue
    }
    const [ours] = report.key
      ? await db
          .select()
          .from(refunds)
          .where(and(eq(refunds.idempotencyKey, report.key), eq(refunds.orderId, order.id)))
      : []
    if (ours) {
      if (ours.status === 'pending' && report.status !== 'pending')
        await settleRefund(deps, db, ours.id, report)
      continue
    }
    if (report.status !== 'succeeded' || report.amountCents <= 0) continue
    const payment = await paymentOf(db, order.id)
    const earlier = (await refundedCents(db, order.id)).claimedTax
    const [row] = await db
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment?.id ?? null,
        provider: payment?.provider ?? 'stripe',
        idempotencyKey: `provider-${report.reference}`,
        amountCents: report.amountCents,
        status: 'pending',
        reason: 'Refunded at the payment provider',
        ...refundTaxShare(order, paidCentsOf(order, payment), {
          amountCents: report.amountCents,
          earlier,
        }),
      })
      .onConflictDoNothing()
      .returning()
    if (row) await settleRefund(deps, db, row.id, report)
  }
}

/**
 * Cents of an order's refunds to its card that went through or are on their way (what the
 * provider's own total of refunds is compared with; refunds to store credit never reach it).
 */
export async function claimedCardRefundCents(db: Db, orderId: number) {
  return (await refundedCents(db, orderId)).claimedToCard
}
