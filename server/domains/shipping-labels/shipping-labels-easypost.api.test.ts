import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labelEligibleOrdersSchema, shippingLabelSchema } from '#contracts/shipping-labels'
import { orders } from '#server/db/schema/orders'
import { emailOutbox } from '#server/db/schema/notifications'
import { shippingLabels } from '#server/db/schema/shipping-labels'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { startEasyPostStandIn, type EasyPostStandIn } from '#server/test/easypost-stand-in'
import { orderStatusOf, placeLabelOrder } from '#server/test/label-orders'
import { readLabelPdf } from '#server/test/read-label-pdf'
import { signInAsStaff } from '#server/test/sign-in'

/*
 * With EASYPOST_API_KEY set, labels are bought through EasyPost's HTTP API; here a local stand-in
 * (server/test/easypost-stand-in.ts) speaks that API, so the real request path is exercised.
 */

let standIn: EasyPostStandIn
let testApp: TestApp
let staff: string
beforeAll(async () => {
  standIn = await startEasyPostStandIn()
  testApp = await buildTestApp({
    config: { easypost: { apiKey: standIn.apiKey, apiBase: standIn.url } },
  })
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp?.close()
  await standIn?.close()
})

const app = () => testApp.app
const createLabel = (payload: object) =>
  app().inject({
    method: 'POST',
    url: '/api/admin/shipping-labels',
    headers: { cookie: staff },
    payload,
  })
const labelsOf = (orderId: number) =>
  app().db.select().from(shippingLabels).where(eq(shippingLabels.orderId, orderId))

describe('shipping labels bought through EasyPost', () => {
  it('buys the chosen carrier and service with both addresses and the parcel weight', async () => {
    const order = await placeLabelOrder(app(), { name: 'Dana Whitfield' })
    const eligible = labelEligibleOrdersSchema.parse(
      (
        await app().inject({
          method: 'GET',
          url: '/api/admin/shipping-labels/eligible-orders',
          headers: { cookie: staff },
        })
      ).json(),
    )
    expect(eligible.provider).toBe('easypost')

    const before = standIn.requests.length
    const response = await createLabel({
      orderId: order.id,
      carrier: 'fedex',
      service: 'FEDEX_2_DAY',
    })
    expect(response.statusCode, response.body).toBe(201)
    const label = shippingLabelSchema.parse(response.json())

    const calls = standIn.requests.slice(before)
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v2/shipments',
      expect.stringMatching(/^POST \/v2\/shipments\/shp_standin_\d+\/buy$/),
    ])
    expect(calls.every((call) => call.authorized)).toBe(true)
    const shipment = (calls[0]!.body as { shipment: Record<string, unknown> }).shipment
    expect(shipment.to_address).toMatchObject({
      name: 'Dana Whitfield',
      street1: '41 Palm Hammock Lane',
      city: 'Jensen Beach',
      state: 'FL',
      zip: '34957',
      country: 'US',
      email: order.customerEmail,
    })
    expect(shipment.from_address).toMatchObject({
      name: 'Groveside Farm',
      street1: '2180 Seagrape Grove Road',
      city: 'Jensen Beach',
      state: 'FL',
      zip: '34957',
      phone: '(555) 274-6264',
    })
    expect(shipment.parcel).toEqual({ weight: 296 })
    expect(shipment.options).toEqual({ label_format: 'PNG', label_size: '4x6' })
    // The rate bought is FedEx 2Day's.
    const boughtRate = (calls[1]!.body as { rate: { id: string } }).rate.id
    expect(boughtRate).toMatch(/_5$/)

    const bought = [...standIn.shipments.values()].find(
      (each) => each.trackingCode === label.trackingNumber,
    )!
    expect(bought.refunded).toBe(false)
    expect(label).toMatchObject({
      provider: 'easypost',
      offline: false,
      notice: null,
      cost: '28.75',
      carrier: 'fedex',
      service: 'FEDEX_2_DAY',
      orderStatus: 'shipped',
    })
    expect(label.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const [row] = await labelsOf(order.id)
    expect(row!.labelUrl).toBe(bought.labelUrl)
    expect(row!.providerShipmentId).toMatch(/^shp_standin_/)

    // The tracking e-mail links to the carrier's tracking page.
    await app().jobs.runDueJobs()
    const [mail] = (await app().db.select().from(emailOutbox)).filter(
      (message) => message.toAddress === order.customerEmail && /has shipped/.test(message.subject),
    )
    expect(mail!.text).toContain(`Tracking: ${label.trackingNumber}`)
    expect(mail!.text).toContain(`https://www.fedex.com/fedextrack/?trknbr=${label.trackingNumber}`)
    // ... and so does the order, for its buyer and staff (decision 0042).
    const details = await app().inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: staff },
    })
    expect(details.json().tracking).toEqual({
      carrier: 'fedex',
      carrierName: 'FedEx',
      trackingNumber: label.trackingNumber,
      url: `https://www.fedex.com/fedextrack/?trknbr=${label.trackingNumber}`,
    })

    // The PDF: the carrier's postage label first, then the farm's copy with the barcode.
    const download = await app().inject({
      method: 'GET',
      url: label.downloadUrl,
      headers: { cookie: staff },
    })
    expect(download.statusCode, download.body).toBe(200)
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${label.trackingNumber}.pdf"`,
    )
    const pdf = await readLabelPdf(download.rawPayload)
    expect(pdf.pages).toBe(2)
    expect(pdf.sizes).toEqual([
      [288, 432],
      [288, 432],
    ])
    expect(pdf.images[0]).toHaveLength(1) // the postage label image
    expect(pdf.images[0]![0]!.width).toBe(400)
    const copy = pdf.text[1]!
    for (const expected of [
      'Farm copy',
      'Dana Whitfield',
      '41 Palm Hammock Lane',
      '2180 Seagrape Grove Road',
      'FedEx 2Day',
      'Weight: 18 lb 8 oz',
      `Order #${order.id}`,
      label.trackingNumber,
    ])
      expect(copy).toContain(expected)
    expect(copy).not.toContain('OFFLINE')
    expect(pdf.barcodes[1]).toEqual([label.trackingNumber])
  })

  it('refuses a service the carrier account does not offer (409 naming service), buying nothing', async () => {
    const order = await placeLabelOrder(app())
    const before = standIn.shipments.size
    const response = await createLabel({
      orderId: order.id,
      carrier: 'ups',
      service: 'UPS_NEXT_DAY_AIR',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('LABEL_REFUSED')
    expect(response.json().fields).toHaveProperty('service')
    expect(standIn.shipments.size).toBe(before)
    expect(await orderStatusOf(app(), order.id)).toBe('confirmed')
    expect(await labelsOf(order.id)).toEqual([])
  })

  it('answers 502 when EasyPost fails, and the order stays ready', async () => {
    const order = await placeLabelOrder(app())
    standIn.failNextBuy()
    const response = await createLabel({ orderId: order.id, carrier: 'usps', service: 'PRIORITY' })
    expect(response.statusCode).toBe(502)
    expect(response.json().code).toBe('LABEL_PROVIDER_FAILED')
    expect(await orderStatusOf(app(), order.id)).toBe('confirmed')
    expect(await labelsOf(order.id)).toEqual([])

    const retried = await createLabel({ orderId: order.id, carrier: 'usps', service: 'PRIORITY' })
    expect(retried.statusCode, retried.body).toBe(201)
    expect(retried.json().trackingNumber).toMatch(/^94001118992236\d{8}$/)
  })

  it('refunds a label bought while the order was cancelled meanwhile', async () => {
    const order = await placeLabelOrder(app())
    standIn.duringNextBuy(() =>
      app().db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id)),
    )
    const response = await createLabel({ orderId: order.id, carrier: 'usps', service: 'GROUND' })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('ORDER_NOT_READY')
    expect(await labelsOf(order.id)).toEqual([])
    const refunds = standIn.requests.filter((call) => call.path.endsWith('/refund'))
    expect(refunds).toHaveLength(1)
    const shipmentId = /shipments\/([\w-]+)\/refund/.exec(refunds[0]!.path)![1]!
    expect(standIn.shipments.get(shipmentId)?.refunded).toBe(true)
  })
})
