// Seeds the settings the demo farm runs with (delivery ZIP codes, e-mail, free shipping, reviews).
import type { Db } from '#server/db/client'
import { settings } from '#server/db/schema/content'

/** Settings keys the demo writes (the app reads them from the settings table). */
export const demoSettings = {
  /** 5-digit ZIP codes within about 15 miles of the farm, served by local delivery. */
  delivery_zip_codes: [
    '34957',
    '34958',
    '34994',
    '34996',
    '34997',
    '34990',
    '34952',
    '34983',
    '33455',
  ],
  /** Where new orders, bookings and contact messages are announced. */
  farm_notification_email: 'hello@groveside.farm',
  /** The one free-shipping promise: these methods are free over this subtotal (decision 0016). */
  free_shipping: { overSubtotalCents: 7500, methods: ['standard_shipping'] },
  /** Days after delivery (or pickup) that an order's review request goes out (decision 0042). */
  review_request_delay_days: 3,
} as const

export async function seedSettings(tx: Db): Promise<void> {
  await tx
    .insert(settings)
    .values(Object.entries(demoSettings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing() // migration 0003 writes free_shipping for shops seeded before it
}
