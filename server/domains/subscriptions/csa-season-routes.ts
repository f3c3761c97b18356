import type { FastifyInstance } from 'fastify'
import * as csaApi from '#contracts/csa-season-api'
import { route } from '#server/http/endpoint-route'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { boxAddOnStore, setBoxAddOnActive } from './box-add-on-store'
import {
  chooseBoxAddOns,
  listMemberBoxes,
  listOfferedAddOns,
  skipBox,
  unskipBox,
} from './box-choices'
import { publishBoxContents, readBoxContents, saveBoxContents } from './box-contents'
import { addFarmBreak, listFarmBreaks, removeFarmBreak } from './farm-breaks'
import { readPackingList } from './packing-list'
import { subscriptionDepsOf } from './subscription-deps'

/**
 * The CSA season (decision 0059): a member's boxes (their own subscription's, else 404) with
 * skips and add-ons until each box's cut-off; staff's add-ons, farm breaks, box contents and
 * packing list, audited.
 */
export default async function csaSeasonRoutes(app: FastifyInstance) {
  const deps = subscriptionDepsOf(app)
  const box = (request: {
    currentUserId?: string | null
    params: { id: number; date: string }
  }) => ({
    userId: request.currentUserId!,
    id: request.params.id,
    date: request.params.date,
  })

  route(app, csaApi.listMemberBoxes, {
    config: { access: 'customer' },
    handler: async (request) => listMemberBoxes(app.db, request.currentUserId!, request.params.id),
  })
  route(app, csaApi.skipBox, {
    config: { access: 'customer' },
    handler: async (request) => skipBox(deps, box(request)),
  })
  route(app, csaApi.unskipBox, {
    config: { access: 'customer' },
    handler: async (request) => unskipBox(deps, box(request)),
  })
  route(app, csaApi.chooseBoxAddOns, {
    config: { access: 'customer' },
    handler: async (request) => chooseBoxAddOns(deps, box(request), request.body),
  })
  route(app, csaApi.listOfferedAddOns, {
    config: { access: 'customer' },
    handler: async () => listOfferedAddOns(app.db),
  })

  staffResourceRoutes(app, {
    name: 'box_add_on',
    endpoints: csaApi.boxAddOns,
    notFoundMessage: 'Add-on not found',
    store: boxAddOnStore,
    setToggle: setBoxAddOnActive,
  })

  route(app, csaApi.listFarmBreaks, {
    config: { access: 'staff' },
    handler: async () => listFarmBreaks(app.db),
  })
  route(app, csaApi.addFarmBreak, {
    config: { access: 'staff', auditAction: 'farm_break.create' },
    handler: async (request, reply) =>
      reply.status(201).send(await addFarmBreak(app.db, request.body)),
  })
  route(app, csaApi.removeFarmBreak, {
    config: { access: 'staff', auditAction: 'farm_break.delete' },
    handler: async (request) => removeFarmBreak(app.db, request.params.id),
  })

  route(app, csaApi.readBoxContents, {
    config: { access: 'staff' },
    handler: async (request) => readBoxContents(app.db, request.params.weekOf),
  })
  route(app, csaApi.saveBoxContents, {
    config: { access: 'staff', auditAction: 'box_contents.update' },
    handler: async (request) =>
      saveBoxContents(app.db, request.params.weekOf, request.body.contents),
  })
  route(app, csaApi.publishBoxContents, {
    config: { access: 'staff', auditAction: 'box_contents.publish' },
    handler: async (request) => publishBoxContents(deps, request.params.weekOf),
  })
  route(app, csaApi.readPackingList, {
    config: { access: 'staff' },
    handler: async (request) => readPackingList(app.db, request.query.date),
  })
}
