import { endpoint } from './endpoint'
import { customerKeySchema } from './customers'
import { storeCreditGrantSchema, storeCreditSchema } from './store-credit'

/** The signed-in customer's store credit: the balance and its history. */
export const getMyStoreCredit = endpoint({
  method: 'GET',
  path: '/api/account/store-credit',
  responses: { 200: storeCreditSchema },
})

/** A customer's store credit, for staff. */
export const getCustomerStoreCredit = endpoint({
  method: 'GET',
  path: '/api/admin/customers/:key/store-credit',
  params: customerKeySchema,
  responses: { 200: storeCreditSchema },
})

/** Staff grant a customer store credit, with a reason and an optional last day. */
export const grantStoreCredit = endpoint({
  method: 'POST',
  path: '/api/admin/customers/:key/store-credit',
  params: customerKeySchema,
  body: storeCreditGrantSchema,
  responses: { 201: storeCreditSchema },
})
