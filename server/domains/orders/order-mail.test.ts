import { describe, expect, it } from 'vitest'
import type { OrderRow } from '#server/db/schema/orders'
import { newOrderNotice, receiptMail, statusChangeMail, type OrderMailContext } from './order-mail'

const context: OrderMailContext = {
  farmName: 'Groveside Farm',
  standAddress: '2180 Seagrape Grove Road, Jensen Beach, FL 34957',
  openingHours: 'Every day, 8 AM – 10 PM',
  timeZone: 'America/New_York',
  methodName: (code) => (code === 'farm_pickup' ? 'Farm Pickup' : 'Refrigerated shipping'),
}

const order = (shippingMethod: string | null, street: string) =>
  ({
    id: 12,
    customerName: 'Ana Rivera',
    customerEmail: 'ana@example.com',
    customerPhone: null,
    shippingAddress: { street, city: '', state: '', zipCode: '' },
    shippingMethod,
    shippingCostCents: 0,
    subtotalCents: 2300,
    totalAmountCents: 2300,
    specialInstructions: null,
    pickupWindowId: null,
    pickupDate: null,
    pickupStartsAt: null,
    pickupEndsAt: null,
    pickupLocationName: null,
    pickupLocationAddress: null,
    harvestOn: null as string | null,
    taxCents: 0,
    taxableCents: 0,
    taxRateBp: 600,
    surtaxRateBp: 50,
    taxState: 'FL',
    taxCounty: 'Martin',
    giftCardCents: 0,
    storeCreditCents: 0,
  }) satisfies Partial<OrderRow>
const lines = [{ productName: 'Haden Mangos', quantity: 2, totalPriceCents: 900 }]

describe('order e-mails', () => {
  it('thanks an in-person buyer at the stand without a shipping line or a promise to ship', () => {
    const mail = receiptMail(order('farm_stand', 'In person at the farm stand'), lines, context)
    expect(mail.text).toContain('Bought in person at the farm stand.')
    expect(mail.text).toContain('Thank you for visiting the farm. — Groveside Farm')
    for (const wrong of ['Ship to', 'Shipping', ', ,', 'on its way'])
      expect(mail.text).not.toContain(wrong)
    // Handed over when paid: no "delivered" e-mail.
    expect(statusChangeMail(order('farm_stand', ''), 'delivered', context)).toBeNull()
  })

  it('states the sales tax and what it was charged at, or why there was none', () => {
    const exempt = receiptMail(order('farm_pickup', ''), lines, context)
    expect(exempt.text).toContain('Sales tax (exempt: food and food-producing plants): $0.00')
    const taxed = {
      ...order('farm_pickup', ''),
      taxCents: 150,
      taxableCents: 2300,
      totalAmountCents: 2450,
    }
    const mail = receiptMail(taxed, lines, context)
    expect(mail.text).toContain('Sales tax (FL 6% + Martin County 0.5%): $1.50')
    expect(mail.text).toContain('Total paid: $24.50')
  })

  it('treats an order without a method as a pickup, with where and when', () => {
    const mail = receiptMail(order(null, 'Farm pickup at the farm stand'), lines, context)
    expect(mail.text).toContain('Pickup: $0.00')
    expect(mail.text).toContain(
      'Pick up at: Groveside Farm, 2180 Seagrape Grove Road, Jensen Beach, FL 34957',
    )
    expect(mail.text).toContain('Opening hours: Every day, 8 AM – 10 PM')
    expect(mail.text).not.toContain('Farm pickup at the farm stand')
  })

  it('names the pickup window, with a calendar file on the farm clock, when the order has one', () => {
    const windowed = {
      ...order('farm_pickup', 'Farm pickup at the farm stand'),
      pickupWindowId: 4,
      pickupDate: '2026-12-05',
      pickupStartsAt: '09:00',
      pickupEndsAt: '12:00',
      pickupLocationName: 'Saturday market',
      pickupLocationAddress: 'Ocean Blvd, Stuart, FL',
    }
    const mail = receiptMail(windowed, lines, context)
    expect(mail.text).toContain('Pick up at: Saturday market, Ocean Blvd, Stuart, FL')
    expect(mail.text).toContain('When: Saturday, December 5, 2026, 9:00 AM – 12:00 PM')
    expect(mail.text).not.toContain('Opening hours')
    const calendar = mail.attachments?.[0]
    expect(calendar?.filename).toBe('order-12-pickup.ics')
    expect(calendar?.content).toContain('DTSTART;TZID=America/New_York:20261205T090000')
    expect(calendar?.content).toContain('LOCATION:Ocean Blvd\\, Stuart\\, FL')
    expect(newOrderNotice('farm@example.com', windowed, lines, context).text).toContain(
      'Farm Pickup: Saturday market, Saturday, December 5, 2026, 9:00 AM – 12:00 PM',
    )
    expect(statusChangeMail(windowed, 'ready_for_pickup', context)?.text).toContain(
      'When: Saturday, December 5, 2026, 9:00 AM – 12:00 PM',
    )
    // Without a window: no calendar file.
    expect(receiptMail(order('farm_pickup', ''), lines, context).attachments).toBeUndefined()
  })

  it('promises the harvest day and how the order is handed over after it', () => {
    const shipped = { ...order('refrigerated_shipping', '1 Main St'), harvestOn: '2026-12-03' }
    expect(receiptMail(shipped, lines, context).text).toContain(
      'Picked Thursday, December 3, 2026 and sent out that day.',
    )
    expect(newOrderNotice('farm@example.com', shipped, lines, context).text).toContain(
      'Picked Thursday, December 3, 2026 and sent out that day.',
    )
    const collected = { ...order('farm_pickup', ''), harvestOn: '2026-12-03' }
    expect(receiptMail(collected, lines, context).text).toContain(
      'Picked Thursday, December 3, 2026 and ready for pickup from then.',
    )
    expect(receiptMail(order('farm_pickup', ''), lines, context).text).not.toContain('Picked')
  })

  it('adds the farm’s note after the customer line of its notice', () => {
    const notice = newOrderNotice(
      'hello@groveside.farm',
      order('farm_pickup', 'Farm pickup at the farm stand'),
      lines,
      context,
      '\n\nATTENTION: short of Haden Mangos.',
    )
    expect(notice.subject).toBe('New order #12 from Ana Rivera ($23.00)')
    expect(notice.text).toMatch(/Customer: Ana Rivera <ana@example.com>\n\nATTENTION/)
  })
})
