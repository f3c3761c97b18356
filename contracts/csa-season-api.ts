import { z } from 'zod'
import {
  boxAddOnChoiceSchema,
  boxAddOnInputSchema,
  boxAddOnListSchema,
  boxAddOnSchema,
  boxContentsInputSchema,
  boxContentsSchema,
  boxDateParamsSchema,
  farmBreakInputSchema,
  farmBreakListSchema,
  farmBreakSchema,
  memberBoxListSchema,
  memberBoxSchema,
  packingListQuerySchema,
  packingListSchema,
  weekParamsSchema,
} from './csa-season'
import { endpoint } from './endpoint'
import { idParamsSchema } from './fields'
import { staffResourceEndpoints } from './staff-resource-endpoints'

/** The CSA season's endpoints (decision 0059): a member's boxes, and the staff's season tools. */

/** A member's next boxes: what each holds, its add-ons, contents and whether it can change. */
export const listMemberBoxes = endpoint({
  method: 'GET',
  path: '/api/subscriptions/:id/boxes',
  params: idParamsSchema,
  responses: { 200: memberBoxListSchema },
})

export const skipBox = endpoint({
  method: 'POST',
  path: '/api/subscriptions/:id/boxes/:date/skip',
  params: boxDateParamsSchema,
  responses: { 200: memberBoxSchema },
})

export const unskipBox = endpoint({
  method: 'DELETE',
  path: '/api/subscriptions/:id/boxes/:date/skip',
  params: boxDateParamsSchema,
  responses: { 200: memberBoxSchema },
})

export const chooseBoxAddOns = endpoint({
  method: 'PUT',
  path: '/api/subscriptions/:id/boxes/:date/add-ons',
  params: boxDateParamsSchema,
  body: boxAddOnChoiceSchema,
  responses: { 200: memberBoxSchema },
})

/** The add-ons members can choose (signed-in customers). */
export const listOfferedAddOns = endpoint({
  method: 'GET',
  path: '/api/box-add-ons',
  responses: { 200: boxAddOnListSchema },
})

/** Box add-ons as staff manage them: add, edit, switch off; one chosen for a box stays. */
export const boxAddOns = staffResourceEndpoints({
  path: '/api/admin/box-add-ons',
  item: boxAddOnSchema,
  input: boxAddOnInputSchema,
  toggle: 'active',
  listing: { sorts: { name: 'asc', price: 'asc' }, defaultSort: 'name' },
})

export const listFarmBreaks = endpoint({
  method: 'GET',
  path: '/api/admin/farm-breaks',
  responses: { 200: farmBreakListSchema },
})

export const addFarmBreak = endpoint({
  method: 'POST',
  path: '/api/admin/farm-breaks',
  body: farmBreakInputSchema,
  responses: { 201: farmBreakSchema },
})

export const removeFarmBreak = endpoint({
  method: 'DELETE',
  path: '/api/admin/farm-breaks/:id',
  params: idParamsSchema,
  responses: { 200: z.object({ removed: z.boolean() }) },
})

export const readBoxContents = endpoint({
  method: 'GET',
  path: '/api/admin/box-contents/:weekOf',
  params: weekParamsSchema,
  responses: { 200: boxContentsSchema },
})

export const saveBoxContents = endpoint({
  method: 'PUT',
  path: '/api/admin/box-contents/:weekOf',
  params: weekParamsSchema,
  body: boxContentsInputSchema,
  responses: { 200: boxContentsSchema },
})

/** E-mails the week's contents to its members not yet e-mailed them. */
export const publishBoxContents = endpoint({
  method: 'POST',
  path: '/api/admin/box-contents/:weekOf/publish',
  params: weekParamsSchema,
  responses: { 200: boxContentsSchema },
})

export const readPackingList = endpoint({
  method: 'GET',
  path: '/api/admin/packing-list',
  query: packingListQuerySchema,
  responses: { 200: packingListSchema },
})
