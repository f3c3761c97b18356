import * as visitsApi from '#contracts/visits-api'
import { apiQuery } from '#web/lib/api-client'

/** GET /api/pick-your-own/slots: upcoming active sessions with their spots left (server-rendered too). */
export const slotsQuery = apiQuery(visitsApi.listPickYourOwnSlots, undefined, { parse: true })
