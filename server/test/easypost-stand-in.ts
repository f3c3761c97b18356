import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

export interface EasyPostStandIn {
  url: string
  apiKey: string
  /** Requests received: method, path, JSON body, whether the key was right. */
  requests: { method: string; path: string; body: unknown; authorized: boolean }[]
  /** Shipments bought, refunded ones marked. */
  shipments: Map<
    string,
    { trackingCode: string | null; refunded: boolean; labelUrl: string | null }
  >
  /** The next purchase fails as EasyPost does when it is down (500). */
  failNextBuy(): void
  /** Runs once while the next purchase is answered (to change the shop meanwhile). */
  duringNextBuy(action: () => Promise<unknown>): void
  close(): Promise<void>
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => resolve(body))
  })

/** The rates the stand-in offers: EasyPost's carrier and service names, with prices. */
const offeredRates = [
  { carrier: 'USPS', service: 'Priority', rate: '9.45', days: 2 },
  { carrier: 'USPS', service: 'Express', rate: '31.20', days: 1 },
  { carrier: 'USPS', service: 'GroundAdvantage', rate: '6.85', days: 4 },
  { carrier: 'FedExDefault', service: 'FEDEX_GROUND', rate: '11.02', days: 4 },
  { carrier: 'FedExDefault', service: 'FEDEX_EXPRESS_SAVER', rate: '24.10', days: 3 },
  { carrier: 'FedExDefault', service: 'FEDEX_2_DAY', rate: '28.75', days: 2 },
  { carrier: 'FedExDefault', service: 'STANDARD_OVERNIGHT', rate: '52.30', days: 1 },
  { carrier: 'UPSDAP', service: 'Ground', rate: '12.15', days: 4 },
  { carrier: 'UPSDAP', service: '3DaySelect', rate: '22.40', days: 3 },
  { carrier: 'UPSDAP', service: '2ndDayAir', rate: '27.90', days: 2 },
  // UPS Next Day Air is not offered: a service the carrier account lacks.
]

/**
 * A local stand-in for the parts of EasyPost's HTTP API (v2) the shipping labels use: create a
 * shipment with its addresses and parcel (answering rates), buy a rate (tracking code and a 4x6
 * PNG postage label at `postage_label.label_url`), refund. It checks the key (HTTP basic, key as
 * the user name) and refuses an address without a street or ZIP code with 422, as EasyPost does.
 * No network leaves the machine.
 */
export async function startEasyPostStandIn(apiKey = 'EZTK_standin_key'): Promise<EasyPostStandIn> {
  const requests: EasyPostStandIn['requests'] = []
  const shipments: EasyPostStandIn['shipments'] = new Map()
  const stored = new Map<string, Record<string, unknown>>()
  const labels = new Map<string, Buffer>()
  let counter = 0
  let failBuy = false
  let duringBuy: (() => Promise<unknown>) | null = null
  const expected = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`
  let base = ''

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const text = await readBody(request)
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = text
    }
    const authorized = request.headers.authorization === expected
    requests.push({ method: request.method ?? 'GET', path: url.pathname, body, authorized })
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer))
    }
    const error = (status: number, code: string, message: string) =>
      send(status, { error: { code, message, errors: [] } })

    const label = /^\/labels\/([\w-]+)\.png$/.exec(url.pathname)
    if (request.method === 'GET' && label) {
      const png = labels.get(label[1]!)
      if (!png) return error(404, 'NOT_FOUND', 'No such label')
      response.writeHead(200, { 'content-type': 'image/png' })
      return response.end(png)
    }
    if (!authorized) return error(401, 'APIKEY.INVALID', 'Invalid API key.')

    if (request.method === 'POST' && url.pathname === '/v2/shipments') {
      const shipment = (body as { shipment?: Record<string, unknown> } | null)?.shipment
      const to = shipment?.to_address as Record<string, string> | undefined
      const from = shipment?.from_address as Record<string, string> | undefined
      const parcel = shipment?.parcel as { weight?: number } | undefined
      for (const [name, address] of [
        ['to_address', to],
        ['from_address', from],
      ] as const) {
        if (!address?.street1 || !address.zip || !address.city)
          return error(
            422,
            'ADDRESS.VERIFY.FAILURE',
            `${name} is missing a street, city or ZIP code.`,
          )
      }
      if (!parcel?.weight || parcel.weight <= 0)
        return error(422, 'PARCEL.WEIGHT.INVALID', 'parcel.weight must be greater than 0.')
      counter += 1
      const id = `shp_standin_${counter}`
      const answer = {
        id,
        object: 'Shipment',
        reference: shipment?.reference ?? null,
        to_address: to,
        from_address: from,
        parcel,
        options: shipment?.options ?? {},
        rates: offeredRates.map((rate, index) => ({
          id: `rate_standin_${counter}_${index}`,
          object: 'Rate',
          shipment_id: id,
          carrier: rate.carrier,
          service: rate.service,
          rate: rate.rate,
          currency: 'USD',
          delivery_days: rate.days,
          delivery_date: new Date(Date.now() + rate.days * 86_400_000).toISOString(),
        })),
        tracking_code: null,
        postage_label: null,
        selected_rate: null,
      }
      stored.set(id, answer)
      return send(201, answer)
    }

    const buy = /^\/v2\/shipments\/([\w-]+)\/buy$/.exec(url.pathname)
    if (request.method === 'POST' && buy) {
      const shipment = stored.get(buy[1]!)
      if (!shipment) return error(404, 'NOT_FOUND', 'The requested resource could not be found.')
      if (failBuy) {
        failBuy = false
        return error(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong at the carrier.')
      }
      if (shipment.tracking_code)
        return error(422, 'SHIPMENT.POSTAGE.EXISTS', 'This shipment already has postage.')
      const rateId = (body as { rate?: { id?: string } } | null)?.rate?.id
      const rate = (shipment.rates as { id: string; carrier: string }[]).find(
        (each) => each.id === rateId,
      )
      if (!rate)
        return error(422, 'SHIPMENT.RATE.INVALID', 'rate.id is not a rate of this shipment.')
      const digits = String(counter).padStart(8, '0')
      const trackingCode = rate.carrier.startsWith('USPS')
        ? `94001118992236${digits}`
        : rate.carrier.startsWith('UPS')
          ? `1Z999AA1${digits.padStart(10, '0')}`
          : `7946${digits}`
      const to = shipment.to_address as Record<string, string>
      const png = await sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600"><rect width="400" height="600" fill="#fff"/><text x="20" y="60" font-size="36" font-family="sans-serif">${rate.carrier}</text><text x="20" y="120" font-size="20" font-family="sans-serif">STAND-IN POSTAGE LABEL</text><text x="20" y="200" font-size="22" font-family="sans-serif">${(to.name ?? '').replace(/[<&>]/g, '')}</text><text x="20" y="560" font-size="22" font-family="monospace">${trackingCode}</text></svg>`,
        ),
      )
        .png()
        .toBuffer()
      labels.set(buy[1]!, png)
      const labelUrl = `${base}/labels/${buy[1]}.png`
      Object.assign(shipment, {
        tracking_code: trackingCode,
        selected_rate: rate,
        postage_label: {
          object: 'PostageLabel',
          label_url: labelUrl,
          label_file_type: 'image/png',
        },
      })
      shipments.set(buy[1]!, { trackingCode, refunded: false, labelUrl })
      if (duringBuy) {
        const action = duringBuy
        duringBuy = null
        await action()
      }
      return send(200, shipment)
    }

    const refund = /^\/v2\/shipments\/([\w-]+)\/refund$/.exec(url.pathname)
    if (request.method === 'POST' && refund) {
      const bought = shipments.get(refund[1]!)
      if (!bought) return error(404, 'NOT_FOUND', 'The requested resource could not be found.')
      bought.refunded = true
      return send(200, { ...stored.get(refund[1]!), refund_status: 'submitted' })
    }

    return error(404, 'NOT_FOUND', 'The requested resource could not be found.')
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  base = `http://127.0.0.1:${port}`
  return {
    url: base,
    apiKey,
    requests,
    shipments,
    failNextBuy() {
      failBuy = true
    },
    duringNextBuy(action) {
      duringBuy = action
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((closeError) => (closeError ? reject(closeError) : resolve())),
      ),
  }
}
