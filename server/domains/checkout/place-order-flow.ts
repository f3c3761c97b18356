import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { cartItems } from '#server/db/schema/cart'
import { products, type ProductRow } from '#server/db/schema/catalog'
import { orderItems, orders, type OrderRow } from '#server/db/schema/orders'
import { payments } from '#server/db/schema/payments'
import { HttpError, badRequest, conflict } from '#server/http/http-error'
import { centsToDecimal } from '#server/lib/money'
import {
  farmPickupMethod,
  shippingAddressRequired,
  type PlaceOrderResponse,
} from '#contracts/checkout'
import { maxCartLineQuantity } from '#contracts/cart'
import { cartHarvest } from '#contracts/harvest-days'
import { choosePickupWindow, type PickupWindowPick } from '#contracts/order-pickup'
import {
  bindWaitlistHolds,
  harvestScheduleOf,
  liveWaitlistHolds,
  reserveStock,
  shipsToOf,
  takeWaitlistHold,
} from '#server/domains/catalog/public'
import { offersPickupWindows, takePickupPlace } from '#server/domains/pickup/public'
import { readFarmTimeZone } from '#server/domains/settings/public'
import {
  deliveryZipCodes,
  findShippingOption,
  listAvailableShippingOptions,
  perishableRefusal,
  quoteShipping,
} from '#server/domains/shipping/public'
import type { Buyer } from './buyer'
import type { CheckoutDeps } from './checkout-deps'
import { claimIdempotencyKey } from './idempotency'
import { orderPickupColumns, type OrderPickupColumns } from './order-detail'
import { admitUnpaidOrder, type Holder } from './unpaid-holds'
import { cannotShipMessage, destinationRefusal } from '#contracts/plant-shipping'
import type { TaxClass } from '#contracts/sales-tax'
import { taxOfSale, type SaleTax } from '#server/domains/sales-tax/public'
import {
  cardDueCents,
  creditHolderOfBuyer,
  giftCardForOrder,
  payWithGiftCard,
  payWithStoreCredit,
} from './order-balances'

export interface PlaceOrderInput {
  customerName: string
  customerEmail: string
  customerPhone: string
  /** Absent for Farm Pickup. */
  shippingAddress?: { street: string; city: string; state: string; zipCode: string }
  shippingMethod: string
  specialInstructions?: string | null
  /** Farm Pickup's window, required once the farm offers windows (issue 26). */
  pickupWindow?: PickupWindowPick | undefined
  /** A gift card pays first (decision 0066), then the buyer's store credit (decision 0065). */
  giftCardCode?: string | undefined
  useStoreCredit?: boolean | undefined
  idempotencyKey: string
}

/** An unpaid order holds its stock this long before the release job gives it back. */
export const reservationMinutes = 30

export const cartOwnerCondition = (buyer: Buyer) =>
  buyer.userId
    ? eq(cartItems.userId, buyer.userId)
    : and(isNull(cartItems.userId), eq(cartItems.sessionId, buyer.visitorId))

/** The buyer's cart lines with the product as it is in the database now. */
export async function pricedCart(db: Db, buyer: Buyer) {
  return db
    .select({ line: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(cartOwnerCondition(buyer))
    .orderBy(asc(cartItems.productId))
}

/** Where a Farm Pickup order is stored as going: the order row always has an address. */
export const farmPickupAddress = {
  street: 'Farm pickup at the farm stand',
  city: '',
  state: '',
  zipCode: '',
}

/** The harvest an order of these products placed at `now` waits for (null: ready at once). */
async function harvestOfProducts(db: Db, cartProducts: readonly ProductRow[], now: Date) {
  const scheduled = cartProducts.map(harvestScheduleOf).filter((s) => s.harvestDays.length > 0)
  if (scheduled.length === 0) return null
  return cartHarvest(scheduled, await readFarmTimeZone(db), now)
}

/**
 * Subtotal and shipping of the buyer's cart, or why the method cannot be used, every method
 * this cart may not use (fresh fruit ships only cold or local) with the reason, and the harvest
 * its fresh products wait for if ordered `now`.
 */
/** The cart's products that may not be shipped to `state` (decision 0061), or null. */
const shipmentRefusal = (cart: readonly ProductRow[], state: string) =>
  destinationRefusal(
    cart.map((product) => ({ id: product.id, name: product.name, shipsTo: shipsToOf(product) })),
    state,
  )

export async function quoteCart(
  db: Db,
  buyer: Buyer,
  shippingMethod?: string,
  destination: { zipCode?: string; state?: string } = {},
  now: Date = new Date(),
) {
  const { zipCode, state } = destination
  const lines = await pricedCart(db, buyer)
  const subtotalCents = lines.reduce(
    (sum, { line, product }) => sum + product.priceCents * line.quantity,
    0,
  )
  const itemCount = lines.reduce((sum, { line }) => sum + line.quantity, 0)
  const cartProducts = lines.map(({ product }) => product)
  const blockedMethods: Record<string, string> = {}
  for (const option of await listAvailableShippingOptions(db)) {
    const refusal = perishableRefusal(option, cartProducts)
    if (refusal) blockedMethods[option.code] = refusal.reason
  }
  const harvest = await harvestOfProducts(db, cartProducts, now)
  const quoted = { itemCount, subtotalCents, blockedMethods, harvest, tax: null }
  if (!shippingMethod) return { ...quoted, shippingCents: null, problem: null }
  const option = await findShippingOption(db, shippingMethod)
  if (!option) return { ...quoted, shippingCents: null, problem: 'Please select a shipping method' }
  const refusal = perishableRefusal(option, cartProducts)
  if (refusal) return { ...quoted, shippingCents: null, problem: refusal.reason }
  const refusedState =
    option.code !== farmPickupMethod && state ? shipmentRefusal(cartProducts, state) : null
  if (refusedState) return { ...quoted, shippingCents: null, problem: refusedState.message }
  const quote = quoteShipping(option, {
    subtotalCents,
    zipCode,
    deliveryZipCodes: await deliveryZipCodes(db),
  })
  if (!quote.ok) return { ...quoted, shippingCents: null, problem: quote.problem }
  const shipped = { ...quoted, shippingCents: quote.costCents }
  const deliverTo =
    option.code === farmPickupMethod ? 'farm' : state && zipCode ? { state, zipCode } : null
  if (!deliverTo) return { ...shipped, tax: null, problem: null }
  const taxed = await taxOfSale(db, {
    lines: lines.map(({ line, product }) => pricedLineOf(product, line.quantity)),
    shippingCents: quote.costCents,
    deliverTo,
  })
  return taxed.tax
    ? { ...shipped, tax: taxed.tax, problem: null }
    : { ...shipped, tax: null, problem: taxed.problem }
}

/**
 * Placing an order: cart → prices → shipping → stock → order → payment. Prices, shipping and the
 * total come from the database; the same idempotency key always answers the same order and
 * payment. A new key replaces the visitor's earlier unpaid orders, within the caps of
 * `unpaid-holds.ts`. Tracked stock is reserved atomically (never below zero) and released by a
 * cancellation or the 30-minute release job (a declined card leaves the order open).
 */
export async function placeOrder(
  deps: CheckoutDeps,
  buyer: Buyer,
  input: PlaceOrderInput,
  clientAddress: string,
): Promise<PlaceOrderResponse> {
  const guesser = { address: clientAddress, factor: deps.rateLimitFactor }
  const giftCard = input.giftCardCode
    ? await giftCardForOrder(deps.db, input.giftCardCode, guesser)
    : null
  const { orderId } = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const key = await claimIdempotencyKey(tx, 'checkout', input.idempotencyKey, buyer)
    if (key.kind === 'existing') return { orderId: key.orderId }

    const holder: Holder = { visitorId: buyer.visitorId, address: clientAddress }
    const held = await admitUnpaidOrder(tx, holder, {
      replaceEarlier: true,
      addressFactor: deps.rateLimitFactor,
    })
    const lines = await pricedCart(tx, buyer)
    if (lines.length === 0) throw badRequest('Your cart is empty', { cart: 'Your cart is empty' })
    const quantities = mergedQuantities(lines.map(({ line }) => line))
    // Units a claimed waitlist offer holds for this buyer are theirs though the shop has none.
    const waitlistHolds = await liveWaitlistHolds(
      tx,
      lines.map(({ line }) => line),
      deps.now(),
    )

    const unavailable = lines.filter(
      ({ product }) => !product.active || (!product.inStock && !waitlistHolds.has(product.id)),
    )
    if (unavailable.length > 0) {
      throw conflict(
        'OUT_OF_STOCK',
        `Sorry, these can't be ordered right now: ${unavailable.map(({ product }) => product.name).join(', ')}`,
        Object.fromEntries(
          unavailable.map(({ product }) => [
            `items.${product.id}`,
            `${product.name} is out of stock`,
          ]),
        ),
      )
    }

    const priced = uniqueProducts(lines.map(({ product }) => product)).map((product) =>
      pricedLineOf(product, quantities.get(product.id)!),
    )
    const subtotalCents = priced.reduce((sum, line) => sum + line.priceCents * line.quantity, 0)
    const option = await findShippingOption(tx, input.shippingMethod)
    if (!option)
      throw badRequest('Please select a shipping method', {
        shippingMethod: 'Please select a shipping method',
      })
    const refusal = perishableRefusal(
      option,
      lines.map(({ product }) => product),
    )
    if (refusal) {
      throw conflict('SHIPPING_METHOD_NOT_ALLOWED', `${option.name}: ${refusal.reason}`, {
        shippingMethod: refusal.reason,
        ...Object.fromEntries(
          refusal.products.map((product) => [
            `items.${product.id}`,
            `${product.name} cannot go by ${option.name}`,
          ]),
        ),
      })
    }
    const pickup = option.code === farmPickupMethod
    const shippingAddress = pickup ? farmPickupAddress : input.shippingAddress
    if (!shippingAddress)
      throw badRequest(shippingAddressRequired, { shippingAddress: shippingAddressRequired })
    const refusedState = pickup
      ? null
      : shipmentRefusal(
          lines.map(({ product }) => product),
          shippingAddress.state,
        )
    if (refusedState) {
      throw conflict('CANNOT_SHIP_TO_STATE', refusedState.message, {
        'shippingAddress.state': refusedState.message,
        ...Object.fromEntries(
          refusedState.products.map((product) => [
            `items.${product.id}`,
            cannotShipMessage(product, shippingAddress.state),
          ]),
        ),
      })
    }
    const quote = quoteShipping(option, {
      subtotalCents,
      zipCode: shippingAddress.zipCode,
      deliveryZipCodes: await deliveryZipCodes(tx),
    })
    if (!quote.ok) throw badRequest(quote.problem, { shippingMethod: quote.problem })
    const taxed = await taxOfSale(tx, {
      lines: priced,
      shippingCents: quote.costCents,
      deliverTo: pickup ? 'farm' : shippingAddress,
    })
    if (!taxed.tax) throw badRequest(taxed.problem, { 'shippingAddress.zipCode': taxed.problem })

    const now = deps.now()
    const takenHolds = await reserveLines(tx, priced, held, {
      holds: waitlistHolds,
      take: (entryId, quantity) => takeWaitlistHold(tx, entryId, quantity, deps.stockMail, now),
    })
    const harvest = await harvestOfProducts(
      tx,
      lines.map(({ product }) => product),
      now,
    )
    const pickupWindow = pickup
      ? await holdPickupWindow(tx, input.pickupWindow, harvest?.date ?? null, now)
      : {}
    const order = await insertOrderWithItems(tx, {
      pickupWindow,
      harvestOn: harvest?.date ?? null,
      buyer,
      clientAddress,
      customer: input,
      shippingAddress,
      shippingMethod: option.code,
      shippingCostCents: quote.costCents,
      specialInstructions: input.specialInstructions || null,
      paymentProvider: deps.payments.kind,
      lines: priced,
      tax: taxed.tax,
    })
    await key.bindOrder(order.id)
    await bindWaitlistHolds(tx, takenHolds, order.id)
    const carded = giftCard ? await payWithGiftCard(tx, order, giftCard.id) : order
    const creditHolder = input.useStoreCredit ? await creditHolderOfBuyer(tx, buyer) : null
    const paying =
      creditHolder && cardDueCents(carded) > 0
        ? await payWithStoreCredit(tx, carded, creditHolder)
        : carded
    if (cardDueCents(paying) === 0) await deps.recordPaid(tx, order.id)
    return { orderId: order.id }
  })

  return { id: orderId, payment: await ensurePayment(deps, orderId) }
}

/**
 * A Farm Pickup order's window, once the farm offers windows: its place is taken in the order's
 * transaction (409 naming `pickupWindow` when it is full, closed, past its cut-off or before the
 * order's harvest) and the order keeps the location and hours as they are now.
 */
async function holdPickupWindow(
  tx: Db,
  pick: PickupWindowPick | undefined,
  harvestOn: string | null,
  now: Date,
) {
  if (!(await offersPickupWindows(tx))) return {}
  if (!pick) throw badRequest(choosePickupWindow, { pickupWindow: choosePickupWindow })
  const timeZone = await readFarmTimeZone(tx)
  const { window, location } = await takePickupPlace(tx, pick, timeZone, now, harvestOn)
  return orderPickupColumns(pick.date, window, location)
}

/** One order line priced by the server: a product, or a signed custom amount (productId null). */
export interface PricedLine {
  productId: number | null
  name: string
  unit: string | null
  priceCents: number
  quantity: number
  taxClass: TaxClass
}

export const pricedLineOf = (product: ProductRow, quantity: number): PricedLine => ({
  productId: product.id,
  name: product.name,
  unit: product.unit,
  priceCents: product.priceCents,
  quantity,
  taxClass: product.taxClass,
})

/**
 * Quantities per product with repeated lines merged, or 400 naming the product whose merged
 * quantity is over the most one line may hold (two lines of 99 are one line of 198).
 */
export function mergedQuantities(lines: readonly { productId: number; quantity: number }[]) {
  const quantities = new Map<number, number>()
  for (const { productId, quantity } of lines)
    quantities.set(productId, (quantities.get(productId) ?? 0) + quantity)
  const tooMany = [...quantities].filter(([, quantity]) => quantity > maxCartLineQuantity)
  if (tooMany.length > 0) {
    const message = `At most ${maxCartLineQuantity} of one product`
    throw badRequest(
      `You can order at most ${maxCartLineQuantity} of one product.`,
      Object.fromEntries(tooMany.map(([productId]) => [`items.${productId}`, message])),
    )
  }
  return quantities
}

/** Each product once, in product-id order. */
export const uniqueProducts = (rows: readonly ProductRow[]) =>
  [...new Map(rows.map((row) => [row.id, row])).values()].sort((a, b) => a.id - b.id)

/**
 * Reserves tracked stock for every line, or throws 409 naming the product that is short. `held`
 * is what the buyer's visitor and address already hold unpaid per product: together they may hold
 * at most half of a product's units, rounded up (decision 0015). Call it with lines in product-id
 * order so simultaneous orders lock rows in the same order (no deadlocks).
 */
function unpaidHoldLimitMessage(name: string, allowed: number, held: number) {
  if (held === 0) {
    return `Only a few ${name} are left: to keep some for everyone, one order can take at most ${allowed}.`
  }
  return allowed === 0
    ? `Sorry, no more ${name} can be ordered until your open orders are paid.`
    : `Sorry, you can order at most ${allowed} more ${name} until your open orders are paid.`
}

export async function reserveLines(
  tx: Db,
  lines: PricedLine[],
  held: ReadonlyMap<number, number>,
  /** Claimed waitlist offers (product id → entry id) whose held units the lines spend first. */
  waitlist?: {
    holds: ReadonlyMap<number, number>
    take: (entryId: number, quantity: number) => Promise<number>
  },
) {
  const takenHolds: number[] = []
  for (const { productId, name, quantity: ordered } of lines) {
    if (productId === null) continue
    const entryId = waitlist?.holds.get(productId)
    const covered = entryId ? await waitlist!.take(entryId, ordered) : 0
    if (covered > 0) takenHolds.push(entryId!)
    const quantity = ordered - covered
    if (quantity === 0) continue
    const share = { held: held.get(productId) ?? 0 }
    if (await reserveStock(tx, productId, quantity, share)) continue
    const [product] = await tx
      .select({ stockQuantity: products.stockQuantity })
      .from(products)
      .where(eq(products.id, productId))
    const left = product?.stockQuantity ?? 0
    if (left < quantity) {
      throw conflict('OUT_OF_STOCK', `Sorry, there is not enough ${name} left for this order.`, {
        [`items.${productId}`]: `Not enough ${name} left`,
      })
    }
    const allowed = Math.max(0, Math.ceil((left + share.held) / 2) - share.held)
    throw conflict('UNPAID_HOLD_LIMIT', unpaidHoldLimitMessage(name, allowed, share.held), {
      [`items.${productId}`]: unpaidHoldLimitMessage(name, allowed, share.held),
    })
  }
  return takenHolds
}

/** Writes a pending, unpaid order and its lines, priced from the product rows. */
export async function insertOrderWithItems(
  tx: Db,
  order: {
    buyer: Buyer
    clientAddress: string
    customer: { customerName: string; customerEmail: string; customerPhone?: string | null }
    shippingAddress: OrderRow['shippingAddress']
    shippingMethod: string
    shippingCostCents: number
    specialInstructions: string | null
    paymentProvider: string
    lines: PricedLine[]
    /** The pickup window's columns of a Farm Pickup order, when it has one. */
    pickupWindow?: Partial<OrderPickupColumns>
    /** The farm date its fresh products are picked, when it waits for a harvest. */
    harvestOn?: string | null
    /** Its sales tax, added to the total (decision 0062). */
    tax: SaleTax
  },
) {
  const subtotalCents = order.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0)
  const [row] = await tx
    .insert(orders)
    .values({
      userId: order.buyer.userId,
      sessionId: order.buyer.visitorId,
      clientAddress: order.clientAddress,
      customerName: order.customer.customerName,
      customerEmail: order.customer.customerEmail,
      customerPhone: order.customer.customerPhone ?? null,
      shippingAddress: order.shippingAddress,
      shippingMethod: order.shippingMethod,
      shippingCostCents: order.shippingCostCents,
      subtotalCents,
      totalAmountCents: subtotalCents + order.shippingCostCents + order.tax.taxCents,
      ...order.tax,
      specialInstructions: order.specialInstructions,
      paymentProvider: order.paymentProvider,
      reservedUntil: new Date(Date.now() + reservationMinutes * 60_000),
      harvestOn: order.harvestOn ?? null,
      ...order.pickupWindow,
    })
    .returning()
  await tx.insert(orderItems).values(
    order.lines.map((line) => ({
      orderId: row!.id,
      productId: line.productId,
      productName: line.name,
      unit: line.unit,
      quantity: line.quantity,
      pricePerUnitCents: line.priceCents,
      totalPriceCents: line.priceCents * line.quantity,
      taxClass: line.taxClass,
    })),
  )
  return row!
}

/** The order's payment, created with the provider on first call (retries answer the same one). */
export async function ensurePayment(deps: Pick<CheckoutDeps, 'db' | 'payments'>, orderId: number) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new HttpError(404, 'NOT_FOUND', 'Order not found')
  const dueCents = cardDueCents(order)
  if (dueCents === 0) {
    // Paid by store credit alone: there is nothing to ask a card for.
    const paid = order.paymentStatus !== 'unpaid' && order.paymentStatus !== 'failed'
    return {
      provider: deps.payments.kind,
      status: paid ? 'succeeded' : order.paymentStatus,
      amount: centsToDecimal(0),
      clientSecret: null,
    }
  }
  let [payment] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .limit(1)
  let clientSecret: string | null = null
  if (!payment) {
    const created = await deps.payments.createPayment({
      orderId,
      amountCents: dueCents,
      customerEmail: order.customerEmail,
      description: `Groveside Farm order #${orderId}`,
    })
    clientSecret = created.clientSecret
    await deps.db
      .insert(payments)
      .values({
        orderId,
        provider: deps.payments.kind,
        providerReference: created.reference,
        amountCents: dueCents,
        status: created.status,
      })
      .onConflictDoNothing()
    ;[payment] = await deps.db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1)
  } else if (payment.providerReference) {
    clientSecret = await deps.payments.clientSecretFor(payment.providerReference)
  }
  return {
    provider: deps.payments.kind,
    status: payment!.status,
    amount: centsToDecimal(payment!.amountCents),
    clientSecret,
  }
}
