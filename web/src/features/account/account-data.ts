import { queryOptions } from '@tanstack/react-query'
import { emailPreferencesSchema, type EmailPreferences } from '#contracts/identity'
import { customerOrderListSchema, type CustomerOrder } from '#contracts/orders'
import { accountBookingListSchema, type BookedVisit } from '#contracts/visits'
import { getQueryFn } from '#web/lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** GET /api/orders: every order of the customer, newest first (the dashboard shows three). */
export const accountOrdersQuery = queryOptions({
  queryKey: ['/api/orders'],
  queryFn: async (context): Promise<CustomerOrder[]> =>
    customerOrderListSchema.parse(await fetchJson(context)),
})

/** GET /api/account/bookings: the customer's farm visits, newest first. */
export const accountBookingsQuery = queryOptions({
  queryKey: ['/api/account/bookings'],
  queryFn: async (context): Promise<BookedVisit[]> =>
    accountBookingListSchema.parse(await fetchJson(context)),
})

/** GET /api/account/email-preferences: the newsletter and the harvest alerts of the account. */
export const emailPreferencesQuery = queryOptions({
  queryKey: ['/api/account/email-preferences'],
  queryFn: async (context): Promise<EmailPreferences> =>
    emailPreferencesSchema.parse(await fetchJson(context)),
})
