import { formatVisitDate } from '#contracts/farm-time'
import { planFrequencyOf, planFrequencyWording } from '#contracts/subscription-plans'
import { farmAddressOneLine } from '#contracts/farm-settings-format'
import { readSiteTexts } from '#server/domains/content/public'
import { readFarmSettings } from '#server/domains/settings/public'
import type { Db } from '#server/db/client'
import type { SubscriptionRow } from '#server/db/schema/subscriptions'
import { centsToDecimal } from '#server/lib/money'
import { addressLine, addressOf } from './subscription-records'
import { boxAddOnsOf } from './box-calendar'
import { pickupWindowLabels } from './box-place'
import type { SubscriptionDeps } from './subscription-deps'

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The receipt's subject: one per paid box. */
export function receiptSubject(subscription: SubscriptionRow, deliveryDate: string) {
  return `Your Groveside receipt: ${oneLine(subscription.planName)}, box of ${formatVisitDate(deliveryDate)}`
}

/**
 * Queues the receipt of one paid box in the caller's transaction (every payment, the first and
 * each renewal, e-mails one): the plan, the box's date, the amount, pickup or delivery, and where
 * to pause or cancel.
 */
export async function queueSubscriptionReceipt(
  deps: SubscriptionDeps,
  db: Db,
  subscription: SubscriptionRow,
  payment: { deliveryDate: string; amountCents: number },
) {
  const [texts, farm, addOns, windows] = await Promise.all([
    readSiteTexts(db),
    readFarmSettings(db),
    boxAddOnsOf(db, subscription.id, payment.deliveryDate),
    pickupWindowLabels(db, [subscription]),
  ])
  const window = subscription.pickupWindowId ? windows.get(subscription.pickupWindowId) : undefined
  const farmAddress = farmAddressOneLine(farm.address)
  const address = addressOf(subscription)
  const frequency = planFrequencyWording[planFrequencyOf(subscription.frequency)]
  const text = [
    `Thank you, ${oneLine(subscription.customerName)}!`,
    '',
    `We have received your payment for a ${oneLine(subscription.planName)} box.`,
    '',
    `Plan:     ${oneLine(subscription.planName)} ($${centsToDecimal(subscription.totalPriceCents)} ${frequency})`,
    `Box for:  ${formatVisitDate(payment.deliveryDate)}`,
    ...addOns.lines.map(
      (line) =>
        `Add-on:   ${line.quantity} × ${oneLine(line.name)} ($${centsToDecimal(line.quantity * line.priceCents)})`,
    ),
    `Paid:     $${centsToDecimal(payment.amountCents)}`,
    address
      ? `Delivery: to ${addressLine(address)}`
      : window
        ? `Pickup:   ${window}`
        : `Pickup:   at the farm${farmAddress ? `, ${farmAddress}` : ''}`,
    '',
    `See, pause or cancel your subscription: ${deps.publicUrl}/#subscriptions`,
    '',
    texts.text('farm_name') || 'Groveside Farm',
  ].join('\n')
  await deps.mail.queue(
    {
      to: subscription.customerEmail,
      subject: receiptSubject(subscription, payment.deliveryDate),
      text,
    },
    { db },
  )
}

/**
 * A box the member's saved card did not pay for (declined off-session): it is not packed, and the
 * member is told, with where to subscribe again with another card.
 */
export async function queueDeclinedBoxMail(
  deps: SubscriptionDeps,
  db: Db,
  subscription: SubscriptionRow,
  deliveryDate: string,
) {
  const texts = await readSiteTexts(db)
  const text = [
    `Hello ${oneLine(subscription.customerName)},`,
    '',
    `Your card was declined for your ${oneLine(subscription.planName)} box of ${formatVisitDate(deliveryDate)}, so that box will not be packed and nothing was charged.`,
    '',
    'Your next boxes are charged as usual. If your card has changed, change it in your account:',
    `${deps.publicUrl}/#subscriptions`,
    '',
    texts.text('farm_name') || 'Groveside Farm',
  ].join('\n')
  await deps.mail.queue(
    {
      to: subscription.customerEmail,
      subject: `Your card was declined: ${oneLine(subscription.planName)}, box of ${formatVisitDate(deliveryDate)}`,
      text,
    },
    { db },
  )
}
