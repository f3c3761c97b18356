import { endpoint } from './endpoint'
import {
  customerDetailSchema,
  customerErasedSchema,
  customerKeySchema,
  customerNoteInputSchema,
  customerNoteSchema,
  customerPageSchema,
  customerSearchQuerySchema,
} from './customers'

/** Everyone who ordered, booked, subscribed or signed up: searched and paged on the server. */
export const listCustomers = endpoint({
  method: 'GET',
  path: '/api/admin/customers',
  query: customerSearchQuerySchema,
  responses: { 200: customerPageSchema },
})

/** A customer's contact details, orders, bookings, subscriptions, reviews, consent and notes. */
export const getCustomer = endpoint({
  method: 'GET',
  path: '/api/admin/customers/:key',
  params: customerKeySchema,
  responses: { 200: customerDetailSchema },
})

/** A staff note on the customer. */
export const addCustomerNote = endpoint({
  method: 'POST',
  path: '/api/admin/customers/:key/notes',
  params: customerKeySchema,
  body: customerNoteInputSchema,
  responses: { 201: customerNoteSchema },
})

/** The owner erases a customer: personal data anonymised, the order records kept for the books. */
export const eraseCustomer = endpoint({
  method: 'POST',
  path: '/api/admin/customers/:key/erase',
  params: customerKeySchema,
  responses: { 200: customerErasedSchema },
})
