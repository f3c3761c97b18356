import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  shippingCarrierNames,
  shippingCarriers,
  shippingLabelIdParamsSchema,
  shippingServiceDetails,
  shippingServicesByCarrier,
  type ShippingService,
  type ShippingServices,
} from '#contracts/shipping-labels'
import * as shippingLabelsApi from '#contracts/shipping-labels-api'
import { route } from '#server/http/endpoint-route'
import { notFound, unauthorized } from '#server/http/http-error'
import { readFarmSender } from './farm-address'
import { createLabelProvider } from './label-providers'
import {
  findShippingLabel,
  listLabelEligibleOrders,
  listShippingLabels,
} from './shipping-label-queries'
import { createShippingLabel, labelPdf, type ShippingLabelDeps } from './shipping-label-service'

/** Spec 3 §9 as an answer: each carrier and its services. */
const servicesTable: ShippingServices = {
  carriers: shippingCarriers.map((carrier) => ({
    carrier,
    name: shippingCarrierNames[carrier],
    services: (shippingServicesByCarrier[carrier] as readonly ShippingService[]).map((code) => ({
      code,
      name: shippingServiceDetails[code].name,
      transitDays: shippingServiceDetails[code].days,
    })),
  })),
}

/** A file name the browser keeps as is: the tracking number's letters, digits and hyphens. */
const pdfFileName = (trackingNumber: string) =>
  `${trackingNumber.replace(/[^A-Za-z0-9_-]/g, '') || 'shipping-label'}.pdf`

/**
 * Shipping labels (spec 3 "Shipping labels manager", §7; decision 0031): the staff list with its
 * search, the orders ready for a label, creating one (order to shipped, tracking e-mail), the
 * label's PDF, and the carrier/service table.
 */
export default async function shippingLabelRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const provider = createLabelProvider(app.config)
  const deps: ShippingLabelDeps = { db: app.db, mail: app.mail, log: app.log }

  // A staff call (server/http/staff-endpoints.ts), as the label manager makes it.
  route(app, shippingLabelsApi.listShippingServices, {
    config: { access: 'staff' },
    handler: async () => servicesTable,
  })

  route(app, shippingLabelsApi.listShippingLabels, {
    config: { access: 'staff' },
    handler: async (request) => {
      const { timeZone } = await readFarmSender(app.db)
      return listShippingLabels(app.db, request.query, timeZone)
    },
  })

  route(app, shippingLabelsApi.listLabelEligibleOrders, {
    config: { access: 'staff' },
    handler: async () => ({
      provider: provider.kind,
      orders: await listLabelEligibleOrders(app.db),
    }),
  })

  route(app, shippingLabelsApi.createShippingLabel, {
    config: { access: 'staff', auditAction: 'shipping_label.create' },
    handler: async (request, reply) => {
      const staff = request.currentStaff
      if (!staff) throw unauthorized()
      const { orderId, carrier, service } = request.body
      const label = await createShippingLabel(
        deps,
        provider,
        { orderId, carrier, service: service as ShippingService },
        staff,
      )
      request.audit.targetType = 'shipping_labels'
      request.audit.targetId = String(label.id)
      request.audit.after = {
        orderId: label.orderId,
        trackingNumber: label.trackingNumber,
        carrier: label.carrier,
        service: label.service,
        provider: label.provider,
      }
      return reply.status(201).send(label)
    },
  })

  // The label's PDF is a file, not a JSON endpoint (decision 0052).
  api.get(
    '/api/admin/shipping-labels/:id/download',
    { config: { access: 'staff' }, schema: { params: shippingLabelIdParamsSchema } },
    async (request, reply) => {
      const row = await findShippingLabel(app.db, request.params.id)
      if (!row) throw notFound('Shipping label not found')
      const pdf = await labelPdf(deps, provider, row)
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="${pdfFileName(row.label.trackingNumber ?? '')}"`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(pdf)
    },
  )
}
