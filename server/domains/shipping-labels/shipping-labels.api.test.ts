import { and, eq } from 'drizzle-orm'
import bwipjs from 'bwip-js/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminOrderDetailsSchema } from '#contracts/order-admin'
import {
  labelEligibleOrdersSchema,
  missingLabelInformation,
  offlineLabelNotice,
  paidServiceOf,
  perishableNotice,
  shippingLabelPageSchema,
  shippingLabelSchema,
  shippingServicesSchema,
  type ShippingLabel,
} from '#contracts/shipping-labels'
import { auditLog } from '#server/db/schema/audit'
import { emailOutbox } from '#server/db/schema/notifications'
import { shippingLabels } from '#server/db/schema/shipping-labels'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { orderStatusOf, placeLabelOrder } from '#server/test/label-orders'
import { barWidths, readLabelPdf } from '#server/test/read-label-pdf'
import { expectStaffOnly } from '#server/test/staff-resource-checks'
import { signInAsStaff } from '#server/test/sign-in'

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app
const get = (url: string, cookie: string | null = staff) =>
  app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
const createLabel = (payload: unknown, cookie = staff) =>
  app().inject({
    method: 'POST',
    url: '/api/admin/shipping-labels',
    headers: { cookie },
    payload: payload as object,
  })

const placeOrder = (options: Parameters<typeof placeLabelOrder>[1] = {}) =>
  placeLabelOrder(app(), options)
const orderStatus = (id: number) => orderStatusOf(app(), id)

async function labelCount() {
  return (await app().db.select().from(shippingLabels)).length
}

async function eligibleIds() {
  const response = await get('/api/admin/shipping-labels/eligible-orders')
  expect(response.statusCode).toBe(200)
  return labelEligibleOrdersSchema.parse(response.json()).orders.map((order) => order.id)
}

async function listLabels(search?: string): Promise<ShippingLabel[]> {
  const response = await get(
    `/api/admin/shipping-labels?pageSize=100${search === undefined ? '' : `&q=${encodeURIComponent(search)}`}`,
  )
  expect(response.statusCode, response.body).toBe(200)
  return shippingLabelPageSchema.parse(response.json()).items
}

describe('GET /api/shipping/services', () => {
  it('answers staff the carriers and their services (spec 3 §9), UPS with its own list', async () => {
    expect((await get('/api/shipping/services', null)).statusCode).toBe(401)
    const response = await get('/api/shipping/services')
    expect(response.statusCode).toBe(200)
    const { carriers } = shippingServicesSchema.parse(response.json())
    const codes = Object.fromEntries(
      carriers.map((carrier) => [carrier.carrier, carrier.services.map((each) => each.code)]),
    )
    expect(codes).toEqual({
      usps: ['PRIORITY', 'EXPRESS', 'GROUND'],
      fedex: ['FEDEX_GROUND', 'FEDEX_EXPRESS_SAVER', 'FEDEX_2_DAY', 'STANDARD_OVERNIGHT'],
      ups: ['UPS_GROUND', 'UPS_3_DAY_SELECT', 'UPS_2ND_DAY_AIR', 'UPS_NEXT_DAY_AIR'],
    })
    expect(carriers.map((carrier) => carrier.name)).toEqual(['USPS', 'FedEx', 'UPS'])
  })
})

describe('shipping labels: who may', () => {
  it('refuses visitors (401) and customers (403) on every staff route, and changes nothing', async () => {
    const order = await placeOrder()
    const made = await createLabel({
      orderId: (await placeOrder()).id,
      carrier: 'usps',
      service: 'GROUND',
    })
    expect(made.statusCode, made.body).toBe(201)
    const labelId = made.json().id as number
    const statusBefore = await orderStatus(order.id)
    await expectStaffOnly(
      app(),
      [
        { method: 'GET', url: '/api/admin/shipping-labels' },
        { method: 'GET', url: '/api/admin/shipping-labels?q=usps' },
        { method: 'GET', url: '/api/admin/shipping-labels/eligible-orders' },
        { method: 'GET', url: '/api/shipping/services' },
        {
          method: 'POST',
          url: '/api/admin/shipping-labels',
          payload: { orderId: order.id, carrier: 'usps', service: 'PRIORITY' },
        },
        { method: 'GET', url: `/api/admin/shipping-labels/${labelId}/download` },
      ],
      async () => ({ labels: await listLabels(), count: await labelCount() }),
    )
    expect(await orderStatus(order.id)).toBe(statusBefore)
    expect(await eligibleIds()).toContain(order.id)
  })
})

describe('shipping labels: validation', () => {
  it('answers 400 naming each missing field with the spec words, and changes nothing', async () => {
    const before = await labelCount()
    const response = await createLabel({})
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({
      orderId: missingLabelInformation,
      carrier: missingLabelInformation,
      service: missingLabelInformation,
    })
    const blank = await createLabel({ orderId: 1, carrier: 'usps', service: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fields).toEqual({ service: missingLabelInformation })
    expect(await labelCount()).toBe(before)
  })

  it('refuses an unknown carrier (naming carrier) and a service of another carrier (naming service)', async () => {
    const order = await placeOrder()
    const before = await labelCount()
    const carrier = await createLabel({ orderId: order.id, carrier: 'dhl', service: 'PRIORITY' })
    expect(carrier.statusCode).toBe(400)
    expect(Object.keys(carrier.json().fields)).toEqual(['carrier'])

    const service = await createLabel({
      orderId: order.id,
      carrier: 'usps',
      service: 'FEDEX_GROUND',
    })
    expect(service.statusCode).toBe(400)
    expect(Object.keys(service.json().fields)).toEqual(['service'])
    expect(service.json().fields.service).toContain('PRIORITY, EXPRESS, GROUND')

    const ups = await createLabel({ orderId: order.id, carrier: 'ups', service: 'GROUND' })
    expect(ups.statusCode).toBe(400)
    expect(Object.keys(ups.json().fields)).toEqual(['service'])

    const id = await createLabel({ orderId: 'twelve', carrier: 'usps', service: 'PRIORITY' })
    expect(id.statusCode).toBe(400)
    expect(Object.keys(id.json().fields)).toEqual(['orderId'])

    expect(await labelCount()).toBe(before)
    expect(await orderStatus(order.id)).toBe('confirmed')
  })

  it('answers 404 naming orderId for an order that does not exist', async () => {
    const response = await createLabel({
      orderId: 2_000_000_000,
      carrier: 'usps',
      service: 'PRIORITY',
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().fields).toEqual({ orderId: 'Order not found' })
  })
})

describe('shipping labels: orders ready for shipping', () => {
  it('lists confirmed and processing orders without a label that have an address', async () => {
    const confirmed = await placeOrder()
    const processing = await placeOrder()
    const moved = await app().inject({
      method: 'PATCH',
      url: `/api/admin/orders/${processing.id}`,
      headers: { cookie: staff },
      payload: { status: 'processing' },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const unpaid = await placeOrder({ pay: false })
    const pickup = await placeOrder({ shippingMethod: 'farm_pickup' })
    expect(await orderStatus(pickup.id)).toBe('confirmed')

    const response = await get('/api/admin/shipping-labels/eligible-orders')
    const answer = labelEligibleOrdersSchema.parse(response.json())
    expect(answer.provider).toBe('offline')
    const ids = answer.orders.map((order) => order.id)
    expect(ids).toEqual(expect.arrayContaining([confirmed.id, processing.id]))
    expect(ids).not.toContain(unpaid.id)
    expect(ids).not.toContain(pickup.id)
    for (const order of answer.orders) expect(['confirmed', 'processing']).toContain(order.status)
    const mine = answer.orders.find((order) => order.id === confirmed.id)!
    expect(mine.shipTo).toEqual({
      name: mine.customerName,
      lines: ['41 Palm Hammock Lane', 'Jensen Beach, FL 34957'],
    })
    expect(mine.itemCount).toBe(3)
    // 2 x (16 oz of honey + 8 oz jar) + a 3-gallon pot (3 x 80 oz) + the box (8 oz).
    expect(mine.weightOunces).toBe(2 * 24 + 240 + 8)
    expect(mine.shippingMethod).toBe('standard_shipping')
    expect(mine.shippingMethodName).toBe('Standard Shipping')

    // An order collected at the farm has nowhere to ship to; an unpaid one is not ready.
    const pickupLabel = await createLabel({
      orderId: pickup.id,
      carrier: 'usps',
      service: 'PRIORITY',
    })
    expect(pickupLabel.statusCode).toBe(409)
    expect(pickupLabel.json().code).toBe('NO_SHIPPING_ADDRESS')
    const unpaidLabel = await createLabel({
      orderId: unpaid.id,
      carrier: 'usps',
      service: 'PRIORITY',
    })
    expect(unpaidLabel.statusCode).toBe(409)
    expect(unpaidLabel.json().code).toBe('ORDER_NOT_READY')
    expect(await orderStatus(unpaid.id)).toBe('pending')
  })
})

describe('shipping labels: creating one', () => {
  it('makes an offline label, moves the order to shipped, records it and e-mails the tracking number', async () => {
    const order = await placeOrder({ name: 'Marisol Peña' })
    expect(await eligibleIds()).toContain(order.id)

    const response = await createLabel({ orderId: order.id, carrier: 'usps', service: 'PRIORITY' })
    expect(response.statusCode, response.body).toBe(201)
    const label = shippingLabelSchema.parse(response.json())
    expect(label).toMatchObject({
      orderId: order.id,
      orderStatus: 'shipped',
      carrier: 'usps',
      service: 'PRIORITY',
      serviceName: 'Priority Mail',
      status: 'created',
      provider: 'offline',
      offline: true,
      notice: offlineLabelNotice,
      cost: '0.00',
      weightOunces: 296,
      downloadUrl: `/api/admin/shipping-labels/${label.id}/download`,
    })
    expect(label.trackingNumber).toMatch(/^OFFLINE-USPS-\d{12}$/)
    expect(label.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    // The order is shipped, and its history says who shipped it.
    const details = adminOrderDetailsSchema.parse(
      (await get(`/api/admin/orders/${order.id}`)).json(),
    )
    expect(details.status).toBe('shipped')
    expect(details.history.at(-1)).toMatchObject({
      event: 'status-changed',
      from: 'confirmed',
      to: 'shipped',
      actorEmail: 'staff@groveside.test',
    })
    // Its tracking is the label's; an offline number cannot be followed at the carrier.
    expect(details.tracking).toEqual({
      carrier: 'usps',
      carrierName: 'USPS',
      trackingNumber: label.trackingNumber,
      url: null,
    })
    expect(await eligibleIds()).not.toContain(order.id)
    const [audited] = await app()
      .db.select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'shipping_label.create'), eq(auditLog.targetId, String(label.id))),
      )
    expect(audited?.actorEmail).toBe('staff@groveside.test')

    // The customer is e-mailed the tracking number.
    await app().jobs.runDueJobs()
    const mail = (await app().db.select().from(emailOutbox)).filter(
      (message) => message.toAddress === order.customerEmail && /has shipped/.test(message.subject),
    )
    expect(mail).toHaveLength(1)
    expect(mail[0]!.subject).toBe(`Your Groveside Farm order #${order.id} has shipped`)
    expect(mail[0]!.text).toContain(`Tracking: ${label.trackingNumber}`)
    expect(mail[0]!.text).toContain('USPS Priority Mail')
    expect(mail[0]!.text).toContain('cannot be followed on the USPS website')

    // The label is listed, newest first.
    expect((await listLabels())[0]).toEqual(label)
  })

  it('refuses a second label for the same order and a shipped or cancelled order (409), changing nothing', async () => {
    const order = await placeOrder()
    const first = await createLabel({
      orderId: order.id,
      carrier: 'fedex',
      service: 'FEDEX_GROUND',
    })
    expect(first.statusCode, first.body).toBe(201)
    const count = await labelCount()
    await app().jobs.runDueJobs()
    const shippedMails = async () =>
      (await app().db.select().from(emailOutbox)).filter((message) =>
        /has shipped/.test(message.subject),
      ).length
    const mails = await shippedMails()

    const second = await createLabel({ orderId: order.id, carrier: 'usps', service: 'PRIORITY' })
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('LABEL_EXISTS')
    expect(second.json().fields).toHaveProperty('orderId')

    const cancelled = await placeOrder()
    const cancel = await app().inject({
      method: 'PATCH',
      url: `/api/admin/orders/${cancelled.id}`,
      headers: { cookie: staff },
      payload: { status: 'cancelled' },
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const refused = await createLabel({ orderId: cancelled.id, carrier: 'usps', service: 'GROUND' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('ORDER_NOT_READY')
    expect(refused.json().message).toContain('cancelled')

    await app().jobs.runDueJobs()
    expect(await labelCount()).toBe(count)
    expect(await orderStatus(cancelled.id)).toBe('cancelled')
    expect(await shippedMails()).toBe(mails)
  })

  it('gives one label when two staff label the same order at once', async () => {
    const order = await placeOrder()
    const answers = await Promise.all([
      createLabel({ orderId: order.id, carrier: 'usps', service: 'EXPRESS' }),
      createLabel({ orderId: order.id, carrier: 'ups', service: 'UPS_GROUND' }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    const rows = await app()
      .db.select()
      .from(shippingLabels)
      .where(eq(shippingLabels.orderId, order.id))
    expect(rows).toHaveLength(1)
  })

  it('labels a processing order too', async () => {
    const order = await placeOrder()
    await app().inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: staff },
      payload: { status: 'processing' },
    })
    const response = await createLabel({
      orderId: order.id,
      carrier: 'ups',
      service: 'UPS_2ND_DAY_AIR',
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().trackingNumber).toMatch(/^OFFLINE-UPS-\d{12}$/)
    expect(await orderStatus(order.id)).toBe('shipped')
  })

  it('insists on the service the customer paid for: refrigerated goes overnight or 2-day', async () => {
    const order = await placeOrder({
      shippingMethod: 'refrigerated_shipping',
      lines: [{ product: 'Fresh Blackberries', quantity: 2 }],
    })
    const eligible = labelEligibleOrdersSchema
      .parse((await get('/api/admin/shipping-labels/eligible-orders')).json())
      .orders.find((each) => each.id === order.id)!
    expect(eligible.shippingMethodName).toBe('Refrigerated Shipping')
    // The dialog's default: what the method was paid for.
    expect(paidServiceOf(eligible.shippingMethod)).toMatchObject({
      carrier: 'fedex',
      service: 'STANDARD_OVERNIGHT',
      maxTransitDays: 2,
    })
    const count = await labelCount()
    const message = `Order #${order.id} paid for Refrigerated Shipping: choose an overnight or 2-day service.`
    for (const [carrier, service] of [
      ['usps', 'PRIORITY'],
      ['usps', 'GROUND'],
      ['fedex', 'FEDEX_EXPRESS_SAVER'],
      ['ups', 'UPS_3_DAY_SELECT'],
    ]) {
      const slow = await createLabel({ orderId: order.id, carrier, service })
      expect(slow.statusCode, service).toBe(400)
      expect(slow.json().fields).toEqual({ service: message })
    }
    expect(await labelCount()).toBe(count)
    expect(await orderStatus(order.id)).toBe('confirmed')

    const made = await createLabel({ orderId: order.id, carrier: 'fedex', service: 'FEDEX_2_DAY' })
    expect(made.statusCode, made.body).toBe(201)
    expect(await orderStatus(order.id)).toBe('shipped')
  })

  it('leaves local delivery to the farm: no label and no shipping, it goes out for delivery', async () => {
    const order = await placeOrder({ shippingMethod: 'local_delivery' })
    expect(await eligibleIds()).not.toContain(order.id)
    const refused = await createLabel({ orderId: order.id, carrier: 'usps', service: 'PRIORITY' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'LOCAL_DELIVERY',
      fields: { orderId: 'The farm delivers this order itself' },
    })
    expect(await orderStatus(order.id)).toBe('confirmed')
  })
})

describe('shipping labels: the PDF', () => {
  it('is a 4x6 inch label with both addresses, carrier, service, weight, order and a Code 128 barcode', async () => {
    const order = await placeOrder({ name: 'Ana Núñez' })
    const made = await createLabel({ orderId: order.id, carrier: 'fedex', service: 'FEDEX_2_DAY' })
    expect(made.statusCode, made.body).toBe(201)
    const label = shippingLabelSchema.parse(made.json())

    const response = await get(label.downloadUrl)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${label.trackingNumber}.pdf"`,
    )
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const pdf = await readLabelPdf(response.rawPayload)
    expect(pdf.pages).toBe(1)
    expect(pdf.sizes).toEqual([[288, 432]])
    expect(pdf.title).toBe(`Shipping label ${label.trackingNumber}`)
    const text = pdf.text[0]!
    // Honey and a tree: nothing to keep cold.
    expect(text).not.toContain(perishableNotice)
    for (const expected of [
      offlineLabelNotice,
      // The farm's return address (the site text farm_name, the farm settings' address and phone).
      'Groveside Farm',
      '2180 Seagrape Grove Road',
      'Jensen Beach, FL 34957',
      '(555) 274-6264',
      // Ship to.
      'Ana Núñez',
      '41 Palm Hammock Lane',
      'FedEx',
      'FedEx 2Day',
      'FEDEX_2_DAY',
      'Weight: 18 lb 8 oz',
      `Order #${order.id}`,
      label.trackingNumber,
    ])
      expect(text).toContain(expected)

    // The barcode, decoded from the page's image by ZXing, is the tracking number in Code 128 ...
    expect(pdf.barcodes[0]).toEqual([label.trackingNumber])
    // ... drawn with exactly the bars and spaces of bwip-js's own Code 128 encoding of it.
    const [encoding] = bwipjs.raw('code128', label.trackingNumber, {}) as { sbs: number[] }[]
    expect(pdf.images[0]).toHaveLength(1)
    expect(barWidths(pdf.images[0]![0]!)).toEqual(encoding!.sbs)

    // Fresh fruit prints PERISHABLE / KEEP REFRIGERATED on its label.
    const fresh = await placeOrder({
      shippingMethod: 'refrigerated_shipping',
      lines: [
        { product: 'Fresh Blackberries', quantity: 1 },
        { product: 'Wildflower Honey', quantity: 1 },
      ],
    })
    const freshLabel = shippingLabelSchema.parse(
      (
        await createLabel({ orderId: fresh.id, carrier: 'fedex', service: 'STANDARD_OVERNIGHT' })
      ).json(),
    )
    const freshPdf = await readLabelPdf((await get(freshLabel.downloadUrl)).rawPayload)
    expect(freshPdf.text[0]).toContain(perishableNotice)
    expect(freshPdf.text[0]).toContain(freshLabel.trackingNumber)
    expect(freshPdf.barcodes[0]).toEqual([freshLabel.trackingNumber])

    // A label that does not exist, and a bad id.
    expect((await get('/api/admin/shipping-labels/999999/download')).statusCode).toBe(404)
    expect((await get('/api/admin/shipping-labels/abc/download')).statusCode).toBe(400)
  })
})

describe('shipping labels: search and status', () => {
  it('finds labels by tracking number or carrier, any case; delivered orders show delivered', async () => {
    const usps = shippingLabelSchema.parse(
      (
        await createLabel({ orderId: (await placeOrder()).id, carrier: 'usps', service: 'GROUND' })
      ).json(),
    )
    const fedex = shippingLabelSchema.parse(
      (
        await createLabel({
          orderId: (await placeOrder()).id,
          carrier: 'fedex',
          service: 'STANDARD_OVERNIGHT',
        })
      ).json(),
    )

    const byCarrier = await listLabels('FeDeX')
    expect(byCarrier.map((label) => label.id)).toContain(fedex.id)
    expect(byCarrier.every((label) => label.carrier === 'fedex')).toBe(true)

    const digits = usps.trackingNumber.slice(-7)
    expect((await listLabels(digits)).map((label) => label.id)).toEqual([usps.id])
    expect((await listLabels(usps.trackingNumber.toLowerCase())).map((label) => label.id)).toEqual([
      usps.id,
    ])
    expect(await listLabels('no-such-label')).toEqual([])
    // Wildcards are searched for as text.
    expect(await listLabels('%')).toEqual([])
    expect(await listLabels('_')).toEqual([])
    expect((await get(`/api/admin/shipping-labels?q=${'x'.repeat(101)}`)).statusCode).toBe(400)

    // Staff mark the shipped order delivered: its label is highlighted as delivered.
    const delivered = await app().inject({
      method: 'PATCH',
      url: `/api/admin/orders/${usps.orderId}`,
      headers: { cookie: staff },
      payload: { status: 'delivered' },
    })
    expect(delivered.statusCode, delivered.body).toBe(200)
    const after = await listLabels()
    expect(after.find((label) => label.id === usps.id)?.status).toBe('delivered')
    expect(after.find((label) => label.id === fedex.id)?.status).toBe('created')
  })
})
