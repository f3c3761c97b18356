import { endpoint } from './endpoint'
import { todaySchema } from './today'

/** The back office's Today: the day's counts. */
export const getToday = endpoint({
  method: 'GET',
  path: '/api/admin/today',
  responses: { 200: todaySchema },
})
