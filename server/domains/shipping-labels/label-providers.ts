import { randomInt } from 'node:crypto'
import type {
  LabelProvider as LabelProviderKind,
  ShippingCarrier,
  ShippingService,
} from '#contracts/shipping-labels'
import type { AppConfig } from '#server/config'

/** A postal address as a carrier needs it. */
export interface PostalAddress {
  name: string
  street1: string
  street2?: string
  city: string
  state: string
  zip: string
  phone?: string | null
  email?: string | null
}

export interface LabelPurchase {
  orderId: number
  carrier: ShippingCarrier
  service: ShippingService
  from: PostalAddress
  to: PostalAddress
  weightOunces: number
}

export interface BoughtLabel {
  trackingNumber: string
  costCents: number
  /** When the carrier expects to deliver, if it said. */
  estimatedDelivery: Date | null
  /** The carrier's postage label (an image), if bought. */
  labelUrl: string | null
  shipmentId: string | null
}

/** The provider refused (a bad address, no such rate): the staff member can act on `message`. */
export class LabelRefusedError extends Error {
  constructor(
    message: string,
    public readonly field: 'service' | 'orderId' | null = null,
  ) {
    super(message)
    this.name = 'LabelRefusedError'
  }
}

/** The provider could not be reached or failed on its side. */
export class LabelProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LabelProviderUnavailableError'
  }
}

/** Who makes the labels; the label service knows nothing else (like PaymentProvider). */
export interface LabelProvider {
  readonly kind: LabelProviderKind
  buy(purchase: LabelPurchase): Promise<BoughtLabel>
  /** Gives back a label bought but not kept (two staff labelling one order at once). */
  refund(shipmentId: string): Promise<void>
  /** The carrier's postage label image of a bought label, for the PDF. */
  carrierLabelImage(labelUrl: string): Promise<Buffer>
}

/**
 * No carrier account: a tracking number made here ("OFFLINE-USPS-" and 12 digits), no postage.
 * Every place it shows says it is an offline label (decision 0031).
 */
export function createOfflineLabelProvider(): LabelProvider {
  return {
    kind: 'offline',
    async buy({ carrier }) {
      const digits = Array.from({ length: 12 }, () => randomInt(10)).join('')
      return {
        trackingNumber: `OFFLINE-${carrier.toUpperCase()}-${digits}`,
        costCents: 0,
        estimatedDelivery: null,
        labelUrl: null,
        shipmentId: null,
      }
    },
    async refund() {},
    async carrierLabelImage() {
      throw new LabelProviderUnavailableError('An offline label has no carrier label.')
    },
  }
}

/** EasyPost's names of our services (its carriers' own service names). */
export const easyPostServiceNames: Record<ShippingService, string> = {
  PRIORITY: 'Priority',
  EXPRESS: 'Express',
  GROUND: 'GroundAdvantage',
  FEDEX_GROUND: 'FEDEX_GROUND',
  FEDEX_EXPRESS_SAVER: 'FEDEX_EXPRESS_SAVER',
  FEDEX_2_DAY: 'FEDEX_2_DAY',
  STANDARD_OVERNIGHT: 'STANDARD_OVERNIGHT',
  UPS_GROUND: 'Ground',
  UPS_3_DAY_SELECT: '3DaySelect',
  UPS_2ND_DAY_AIR: '2ndDayAir',
  UPS_NEXT_DAY_AIR: 'NextDayAir',
}

interface EasyPostRate {
  id: string
  carrier: string
  service: string
  rate: string
  delivery_date?: string | null
}

interface EasyPostShipment {
  id: string
  rates?: EasyPostRate[]
  tracking_code?: string | null
  selected_rate?: EasyPostRate | null
  postage_label?: { label_url?: string | null } | null
}

const requestTimeoutMs = 20_000

function toEasyPostAddress(address: PostalAddress) {
  return {
    name: address.name,
    street1: address.street1,
    street2: address.street2 ?? '',
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: 'US',
    phone: address.phone ?? '',
    email: address.email ?? '',
  }
}

function rateCents(rate: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?\d*$/.exec(rate.trim())
  if (!match) throw new LabelProviderUnavailableError(`EasyPost sent an unreadable rate: ${rate}`)
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/**
 * Labels bought through EasyPost's HTTP API (v2): a shipment with both addresses and the parcel,
 * the rate of the chosen carrier and service bought, its tracking code and its 4x6 postage label
 * (PNG). `apiBase` points at a local stand-in in tests.
 */
export function createEasyPostLabelProvider(settings: {
  apiKey: string
  apiBase: string
}): LabelProvider {
  const authorization = `Basic ${Buffer.from(`${settings.apiKey}:`).toString('base64')}`

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${settings.apiBase}/v2${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      })
    } catch (error) {
      throw new LabelProviderUnavailableError(
        `EasyPost could not be reached (${error instanceof Error ? error.message : String(error)}).`,
      )
    }
    const json = (await response.json().catch(() => null)) as
      (T & { error?: { message?: string } }) | null
    if (response.ok && json) return json
    const message = json?.error?.message ?? `EasyPost answered ${response.status}.`
    if (
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 401 &&
      response.status !== 429
    )
      throw new LabelRefusedError(`EasyPost refused the label: ${message}`)
    throw new LabelProviderUnavailableError(`EasyPost could not make the label: ${message}`)
  }

  return {
    kind: 'easypost',
    async buy(purchase) {
      const shipment = await call<EasyPostShipment>('POST', '/shipments', {
        shipment: {
          reference: `order-${purchase.orderId}`,
          to_address: toEasyPostAddress(purchase.to),
          from_address: toEasyPostAddress(purchase.from),
          parcel: { weight: purchase.weightOunces },
          options: { label_format: 'PNG', label_size: '4x6' },
        },
      })
      const wanted = easyPostServiceNames[purchase.service]
      const rate = (shipment.rates ?? []).find(
        (each) =>
          each.carrier.toLowerCase().startsWith(purchase.carrier) &&
          each.service.toLowerCase() === wanted.toLowerCase(),
      )
      if (!rate)
        throw new LabelRefusedError(
          `EasyPost offers no ${wanted} rate of ${purchase.carrier.toUpperCase()} for this parcel.`,
          'service',
        )
      const bought = await call<EasyPostShipment>(
        'POST',
        `/shipments/${encodeURIComponent(shipment.id)}/buy`,
        { rate: { id: rate.id } },
      )
      const trackingNumber = bought.tracking_code?.trim()
      if (!trackingNumber)
        throw new LabelProviderUnavailableError(
          'EasyPost bought the label without a tracking code.',
        )
      const selected = bought.selected_rate ?? rate
      const delivery = selected.delivery_date ? new Date(selected.delivery_date) : null
      return {
        trackingNumber,
        costCents: rateCents(selected.rate),
        estimatedDelivery: delivery && !Number.isNaN(delivery.getTime()) ? delivery : null,
        labelUrl: bought.postage_label?.label_url ?? null,
        shipmentId: bought.id ?? shipment.id,
      }
    },
    async refund(shipmentId) {
      await call('POST', `/shipments/${encodeURIComponent(shipmentId)}/refund`, {})
    },
    async carrierLabelImage(labelUrl) {
      if (!/^https?:\/\//i.test(labelUrl))
        throw new LabelProviderUnavailableError('The carrier label has no web address.')
      let response: Response
      try {
        response = await fetch(labelUrl, { signal: AbortSignal.timeout(requestTimeoutMs) })
      } catch (error) {
        throw new LabelProviderUnavailableError(
          `The carrier label could not be fetched (${error instanceof Error ? error.message : String(error)}).`,
        )
      }
      if (!response.ok)
        throw new LabelProviderUnavailableError(
          `The carrier label could not be fetched (${response.status}).`,
        )
      return Buffer.from(await response.arrayBuffer())
    },
  }
}

/** EasyPost when its key is configured, offline labels otherwise (as payments pick Stripe). */
export function createLabelProvider(config: Pick<AppConfig, 'easypost'>): LabelProvider {
  return config.easypost
    ? createEasyPostLabelProvider(config.easypost)
    : createOfflineLabelProvider()
}
