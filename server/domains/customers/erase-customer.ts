import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { selectRows } from '#server/db/client'
import { conflict, notFound } from '#server/http/http-error'
import { customerEmailOf } from './customer-queries'

/** What an erased customer's records say instead of who they were. */
export const erasedName = 'Erased customer'
const erasedEmail = (key: string) => `erased-${key}@erased.invalid`

/**
 * The owner erases a customer (the right to be forgotten), in one transaction. The farm's books
 * keep every order, line, amount, date, payment and refund, and the state and ZIP code its sales
 * tax follows; the name, e-mail, phone, street, city and notes go. Bookings and reviews keep their
 * numbers the same way. What exists only for the person goes entirely: the account and its
 * sessions, sign-in links, newsletter and harvest-alert sign-ups, back-in-stock requests, contact
 * messages, comments' e-mail, e-mails in the outbox, the staff's notes. A customer with a running
 * subscription is refused: it is cancelled first, so no box is billed to nobody. The audit log
 * names the customer by key only (the route's audit entry).
 */
export async function eraseCustomer(db: Db, key: string) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const email = await customerEmailOf(tx, key)
    if (!email) throw notFound('Customer not found')
    const [running] = await selectRows<{ id: number }>(
      tx,
      sql`select id from subscriptions where lower(customer_email) = ${email}
        and status in ('pending', 'active', 'paused') limit 1`,
    )
    if (running)
      throw conflict(
        'SUBSCRIPTION_RUNNING',
        'This customer has a running subscription. Cancel it first, then erase the customer.',
      )
    const anonymous = erasedEmail(key)
    const users = await selectRows<{ id: string }>(
      tx,
      sql`select id from users where lower(email) = ${email}`,
    )
    const statements = [
      sql`update orders set customer_name = ${erasedName}, customer_email = ${anonymous},
        customer_phone = null, special_instructions = null, session_id = null,
        client_address = null, user_id = null,
        shipping_address = jsonb_build_object('street', '', 'city', '',
          'state', shipping_address->>'state', 'zipCode', shipping_address->>'zipCode')
        where lower(customer_email) = ${email}`,
      sql`update bookings set customer_name = ${erasedName}, customer_email = ${anonymous},
        customer_phone = null, special_requests = null, user_id = null
        where lower(customer_email) = ${email}`,
      sql`update pick_your_own_bookings set customer_name = ${erasedName},
        customer_email = ${anonymous}, customer_phone = null, special_requests = null,
        user_id = null where lower(customer_email) = ${email}`,
      sql`update subscriptions set customer_name = ${erasedName}, customer_email = ${anonymous},
        delivery_street = null, delivery_city = null, user_id = null
        where lower(customer_email) = ${email}`,
      sql`update product_reviews set customer_name = 'Former customer',
        customer_email = ${anonymous}, user_id = null where lower(customer_email) = ${email}`,
      sql`update blog_comments set author_email = ${anonymous} where lower(author_email) = ${email}`,
      sql`delete from newsletter_subscriptions where lower(email) = ${email}`,
      sql`delete from harvest_alert_subscriptions where lower(email) = ${email}`,
      sql`delete from back_in_stock_requests where lower(email) = ${email}`,
      sql`delete from contact_messages where lower(email) = ${email}`,
      sql`delete from sign_in_tokens where lower(email) = ${email}`,
      sql`delete from email_outbox where lower(to_address) = ${email}`,
      sql`delete from customer_notes where customer_email = ${email}`,
    ]
    for (const statement of statements) await tx.execute(statement)
    for (const user of users) {
      await tx.execute(sql`delete from sessions where sess->>'userId' = ${user.id}`)
      await tx.execute(sql`delete from users where id = ${user.id}`)
    }
  })
}
