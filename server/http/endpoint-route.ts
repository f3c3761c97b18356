import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Endpoint, EndpointAnswer, EndpointRequestParts } from '#contracts/endpoint'

export type EndpointRequest<E extends Endpoint> = FastifyRequest<EndpointRequestParts<E>>

export interface EndpointRouteOptions<E extends Endpoint> extends Omit<
  RouteShorthandOptions,
  'schema' | 'config'
> {
  /** Who may call it (`access`), and its audit name for a staff change (`auditAction`). */
  config: NonNullable<RouteShorthandOptions['config']>
  /** Answers the endpoint's value, or sends through `reply` itself (a 201, a 204). */
  handler: (
    request: EndpointRequest<E>,
    reply: FastifyReply,
  ) => Promise<EndpointAnswer<E> | FastifyReply> | EndpointAnswer<E> | FastifyReply
}

/**
 * Registers an endpoint's route from its declaration (decision 0052): method, path, and the
 * params, query, body and response schemas come from the contract, so the route only adds who
 * may call it and what it does.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  { config, handler, ...options }: EndpointRouteOptions<E>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config,
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: endpoint.responses,
    },
    handler: handler as never,
  })
}
