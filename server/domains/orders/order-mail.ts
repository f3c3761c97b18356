import {
  fulfilmentOf,
  orderStatusLabels,
  type Fulfilment,
  type OrderStatus,
} from '#contracts/order-states'
import { farmAddressOneLine, openingHoursWithNote } from '#contracts/farm-settings-format'
import { harvestHandOverOf, harvestPromise } from '#contracts/harvest-days'
import { pickupWhen, type OrderPickup } from '#contracts/order-pickup'
import { readSiteTexts } from '#server/domains/content/public'
import { readFarmSettings } from '#server/domains/settings/public'
import type { Db } from '#server/db/client'
import type { OrderItemRow, OrderRow } from '#server/db/schema/orders'
import { centsToDecimal } from '#server/lib/money'
import { describeSaleTax } from '#server/domains/sales-tax/public'
import type { MailMessage } from '#server/domains/notifications/public'
import { shippingMethodNamer } from '#server/domains/shipping/public'
import { pickupCalendarFile } from '#server/domains/pickup/public'
import { orderPickupOf, type OrderPickupColumns } from '#server/domains/checkout/public'

/**
 * The e-mails about an order that say how it reaches its buyer (decision 0042): the receipt, the
 * farm's new-order notice and the status e-mails. Each names the shipping method as the options
 * table does ("Refrigerated Shipping", never `refrigerated_shipping`), and a pickup order says
 * where and when to collect it (the farm settings' address and opening hours).
 */

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
const dollars = (cents: number) => `$${centsToDecimal(cents)}`

/** What the order e-mails need from the shop besides the order: names, the stand, its hours. */
export interface OrderMailContext {
  farmName: string
  /** The farm stand's address on one line ("2180 Seagrape Grove Road, Jensen Beach, FL 34957"). */
  standAddress: string
  /** When the stand is open ("Thu–Sun 8:00 AM – 4:00 PM", the hours note after it). */
  openingHours: string
  /** The farm's time zone: a pickup window's calendar file is on its clock. */
  timeZone: string
  methodName: (code: string) => string
}

export async function readOrderMailContext(db: Db): Promise<OrderMailContext> {
  const [texts, farm, methodName] = await Promise.all([
    readSiteTexts(db),
    readFarmSettings(db),
    shippingMethodNamer(db),
  ])
  return {
    farmName: texts.text('farm_name') || 'Groveside Farm',
    standAddress: farmAddressOneLine(farm.address),
    openingHours: openingHoursWithNote(farm),
    timeZone: farm.timeZone,
    methodName,
  }
}

type MailOrder = Pick<
  OrderRow,
  | 'id'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'shippingAddress'
  | 'shippingMethod'
  | 'shippingCostCents'
  | 'subtotalCents'
  | 'totalAmountCents'
  | 'specialInstructions'
  | 'harvestOn'
  | 'taxCents'
  | 'taxableCents'
  | 'taxRateBp'
  | 'surtaxRateBp'
  | 'taxState'
  | 'taxCounty'
  | 'storeCreditCents'
  | 'giftCardCents'
> &
  OrderPickupColumns
type MailLine = Pick<OrderItemRow, 'productName' | 'quantity' | 'totalPriceCents'>

function addressLine(address: OrderRow['shippingAddress']) {
  const place = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return [oneLine(address.street), place].filter(Boolean).join(', ')
}

/** The method's name, 'Farm Pickup' style; an order without one is a pickup (spec 3 §2). */
const methodOf = (order: MailOrder, context: OrderMailContext) =>
  order.shippingMethod ? context.methodName(order.shippingMethod) : 'Pickup'

/**
 * Where and when a pickup order is collected: its window's location and hours, or without a
 * window the stand's address and its opening hours.
 */
function collectLines(order: MailOrder, context: OrderMailContext) {
  const pickup = orderPickupOf(order)
  if (pickup) {
    return [
      `Pick up at: ${pickup.locationName}, ${pickup.locationAddress}`,
      `When: ${pickupWhen(pickup)}`,
    ]
  }
  return [
    `Pick up at: ${context.farmName}${context.standAddress ? `, ${context.standAddress}` : ''}`,
    ...(context.openingHours ? [`Opening hours: ${context.openingHours}`] : []),
  ]
}

function itemAndTotalLines(order: MailOrder, lines: MailLine[], context: OrderMailContext) {
  const fulfilment = fulfilmentOf(order.shippingMethod)
  const method = methodOf(order, context)
  const shipping =
    fulfilment === 'in_person'
      ? []
      : fulfilment === 'pickup'
        ? [`${method}: ${dollars(order.shippingCostCents)}`]
        : [`Shipping (${method}): ${dollars(order.shippingCostCents)}`]
  return [
    `Order #${order.id}`,
    ...lines.map(
      (line) =>
        `  ${line.quantity} × ${oneLine(line.productName)}  ${dollars(line.totalPriceCents)}`,
    ),
    '',
    `Subtotal: ${dollars(order.subtotalCents)}`,
    ...shipping,
    `Sales tax (${describeSaleTax(order)}): ${dollars(order.taxCents)}`,
    `Total paid: ${dollars(order.totalAmountCents)}`,
    ...(order.giftCardCents > 0 ? [`  of which gift card: ${dollars(order.giftCardCents)}`] : []),
    ...(order.storeCreditCents > 0
      ? [`  of which store credit: ${dollars(order.storeCreditCents)}`]
      : []),
    ...(order.storeCreditCents + order.giftCardCents > 0
      ? [
          `  and card: ${dollars(order.totalAmountCents - order.storeCreditCents - order.giftCardCents)}`,
        ]
      : []),
  ]
}

/** When an order's fresh products are picked and handed over, when it waits for a harvest. */
const harvestLines = (order: MailOrder) =>
  order.harvestOn ? [harvestPromise(order.harvestOn, harvestHandOverOf(order.shippingMethod))] : []

/** How the order reaches its buyer, as the receipt says it, and what happens next. */
const receiptFulfilment: Record<
  Fulfilment,
  (order: MailOrder, context: OrderMailContext) => { where: string[]; next: string }
> = {
  ship: (order, context) => ({
    where: [`Ship to: ${addressLine(order.shippingAddress)}`],
    next: `We will e-mail you the tracking number when it ships by ${methodOf(order, context)}.`,
  }),
  local_delivery: (order) => ({
    where: [`Deliver to: ${addressLine(order.shippingAddress)}`],
    next: 'We will let you know when it is out for delivery.',
  }),
  pickup: (order, context) => ({
    where: collectLines(order, context),
    next: `We will e-mail you when it is ready for pickup; please bring your order number (#${order.id}).`,
  }),
  in_person: () => ({
    where: ['Bought in person at the farm stand.'],
    next: 'Thank you for visiting the farm.',
  }),
}

const withoutDoubleBlanks = (lines: string[]) =>
  lines.filter((line, index, all) => line !== '' || (index > 0 && all[index - 1] !== ''))

/** The buyer's receipt, sent once the payment succeeds. */
export function receiptMail(
  order: MailOrder,
  lines: MailLine[],
  context: OrderMailContext,
  pickupLink: string | null = null,
): MailMessage {
  const { where, next } = receiptFulfilment[fulfilmentOf(order.shippingMethod)](order, context)
  const pickup = orderPickupOf(order)
  return {
    to: order.customerEmail,
    ...(pickup && {
      attachments: [pickupCalendarFile(order.id, pickup, context)],
    }),
    subject: `Your Groveside order #${order.id}`,
    text: withoutDoubleBlanks([
      `Thank you for your order, ${oneLine(order.customerName)}!`,
      '',
      ...itemAndTotalLines(order, lines, context),
      '',
      ...where,
      ...harvestLines(order),
      ...changeTimeLines(pickupLink),
      order.specialInstructions ? `Your notes: ${order.specialInstructions}` : '',
      '',
      `${next} — ${context.farmName}`,
    ]).join('\n'),
  }
}

/** What the farm must do with a new order, by how it goes. */
function farmFulfilmentLines(order: MailOrder, context: OrderMailContext): string[] {
  const method = methodOf(order, context)
  switch (fulfilmentOf(order.shippingMethod)) {
    case 'ship':
      return [`Ship by ${method} to: ${addressLine(order.shippingAddress)}`]
    case 'local_delivery':
      return [`${method} to: ${addressLine(order.shippingAddress)}`]
    case 'pickup': {
      const pickup = orderPickupOf(order)
      return pickup
        ? [`${method}: ${pickup.locationName}, ${pickupWhen(pickup)}`]
        : [`${method}: the customer collects it at the farm stand.`]
    }
    case 'in_person':
      return ['Bought in person at the farm stand.']
  }
}

/** The farm's notice of a new paid order; `note` adds what needs the farm's attention. */
export function newOrderNotice(
  to: string,
  order: MailOrder,
  lines: MailLine[],
  context: OrderMailContext,
  note = '',
): MailMessage {
  return {
    to,
    subject: `New order #${order.id} from ${oneLine(order.customerName)} (${dollars(order.totalAmountCents)})`,
    text:
      withoutDoubleBlanks([
        ...itemAndTotalLines(order, lines, context),
        '',
        ...farmFulfilmentLines(order, context),
        ...harvestLines(order),
        order.specialInstructions ? `Customer's notes: ${order.specialInstructions}` : '',
        '',
        `Customer: ${oneLine(order.customerName)} <${order.customerEmail}> ${order.customerPhone ?? ''}`.trim(),
      ]).join('\n') + note,
  }
}

/** The line of a pickup order's e-mails that leads to choosing another window. */
const changeTimeLines = (pickupLink: string | null) =>
  pickupLink ? [`Need another time? Choose another pickup window: ${pickupLink}`] : []

/** The day before a pickup window: where and when, with the calendar file again. */
export function pickupReminderMail(
  order: MailOrder,
  context: OrderMailContext,
  pickupLink: string,
): MailMessage {
  const pickup = orderPickupOf(order)
  return {
    to: order.customerEmail,
    subject: `Pickup tomorrow: your Groveside order #${order.id}`,
    text: [
      `Hello ${oneLine(order.customerName)},`,
      '',
      `A reminder that your order #${order.id} is for pickup tomorrow.`,
      '',
      ...collectLines(order, context),
      ...changeTimeLines(pickupLink),
      '',
      `Please bring your order number (#${order.id}).`,
      '',
      `— ${context.farmName}`,
    ].join('\n'),
    ...(pickup && { attachments: [pickupCalendarFile(order.id, pickup, context)] }),
  }
}

/** The buyer moved their pickup: the old and the new time, with the new calendar file. */
export function pickupMovedMail(
  order: MailOrder,
  before: OrderPickup,
  context: OrderMailContext,
  pickupLink: string,
): MailMessage {
  const pickup = orderPickupOf(order)!
  return {
    to: order.customerEmail,
    subject: `New pickup time for your Groveside order #${order.id}`,
    text: [
      `Hello ${oneLine(order.customerName)},`,
      '',
      `Your order #${order.id} is now for pickup:`,
      ...collectLines(order, context),
      '',
      `It was: ${before.locationName}, ${pickupWhen(before)}`,
      ...changeTimeLines(pickupLink),
      '',
      `— ${context.farmName}`,
    ].join('\n'),
    attachments: [pickupCalendarFile(order.id, pickup, context)],
  }
}

const statusSubject = (order: Pick<OrderRow, 'id'>, state: string) =>
  `Your Groveside order #${order.id} is ${state}`

/**
 * The buyer's e-mail when staff move an order on, or null when there is nothing to tell (an
 * in-person order handed over). Shipped is not here: its e-mail carries the tracking number
 * (`shippedMail`). `extra` is a sentence about the money (a cancellation's refund).
 */
export function statusChangeMail(
  order: MailOrder,
  status: Exclude<OrderStatus, 'shipped'>,
  context: OrderMailContext,
  extra = '',
): MailMessage | null {
  const hello = `Hello ${oneLine(order.customerName)},`
  const goodbye = ['', 'Thank you for buying from our farm.', `— ${context.farmName}`]
  const fulfilment = fulfilmentOf(order.shippingMethod)
  const mail = (subject: string, body: string[]): MailMessage => ({
    to: order.customerEmail,
    subject,
    text: [hello, '', ...body, ...goodbye].join('\n'),
  })
  switch (status) {
    case 'ready_for_pickup':
      return mail(statusSubject(order, 'ready for pickup'), [
        `Your order #${order.id} is packed and waiting for you${orderPickupOf(order) ? '' : ' at the farm stand'}.`,
        '',
        ...collectLines(order, context),
        '',
        `Please bring your order number (#${order.id}).`,
      ])
    case 'out_for_delivery':
      return mail(statusSubject(order, 'out for delivery'), [
        `Your order #${order.id} is on its way with the farm's own delivery, to:`,
        `  ${addressLine(order.shippingAddress)}`,
      ])
    case 'delivered':
      if (fulfilment === 'in_person') return null
      if (fulfilment === 'pickup')
        return mail(statusSubject(order, 'picked up'), [
          `Your order #${order.id} was picked up at the farm stand. Enjoy!`,
        ])
      return mail(statusSubject(order, 'delivered'), [`Your order #${order.id} was delivered.`])
    default: {
      const state = orderStatusLabels[status].toLowerCase()
      return mail(statusSubject(order, state), [
        `Your order #${order.id} is now ${state}.${extra ? `\n${extra}` : ''}`,
      ])
    }
  }
}
