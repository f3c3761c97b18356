import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '../../contracts/fields'
import type { Db } from '../db/client'
import { notFound } from './http-error'

/**
 * A resource's store: how its rows are read and written, in the contract's shapes. `update` and
 * `remove` answer null when the row does not exist (the routes turn that into a 404).
 */
export interface ResourceStore<Item, Input, Update> {
  list(db: Db): Promise<Item[]>
  get(db: Db, id: number): Promise<Item | null>
  create(db: Db, input: Input): Promise<Item>
  update(db: Db, id: number, input: Update): Promise<Item | null>
  remove(db: Db, id: number): Promise<Item | null>
}

export interface StaffResourceDeclaration<
  ItemSchema extends z.ZodType,
  InputSchema extends z.ZodType,
  UpdateSchema extends z.ZodType,
> {
  /** Names the resource in the audit log: `<name>.create`, `.update`, `.delete`, `.toggle`. */
  name: string
  /** The audit log's target type, when it is not `name` (kept from before the resource was one). */
  auditTarget?: string
  /** GET (list) and POST (create) answer here; PUT, DELETE and PATCH at `<path>/:id`. */
  path: string
  /** Only these routes are registered (all four by default). */
  routes?: readonly ('list' | 'create' | 'update' | 'delete')[]
  item: ItemSchema
  input: InputSchema
  /** PUT's body; the input schema again when left out (a full replacement). */
  update?: UpdateSchema
  store: ResourceStore<
    z.output<ItemSchema>,
    z.output<InputSchema>,
    z.output<UpdateSchema> | z.output<InputSchema>
  >
  /** A boolean field staff flip from the card (PATCH `<path>/:id` with `{ [field]: boolean }`). */
  toggle?: {
    field: string
    set(db: Db, id: number, value: boolean): Promise<z.output<ItemSchema> | null>
  }
  /** 404 message, e.g. 'Shipping option not found'. */
  notFoundMessage: string
  /** Runs after every successful change (public caches, jobs). */
  afterChange?: (app: FastifyInstance) => Promise<void> | void
}

/**
 * Registers a resource's staff routes from its contract and its store (decision 0020): staff
 * access, request and response schemas, 404s, `resource.action` audit names and the state before
 * a change in the audit log are built in, so a resource module declares only what differs.
 */
export function staffResourceRoutes<
  ItemSchema extends z.ZodType,
  InputSchema extends z.ZodType,
  UpdateSchema extends z.ZodType = InputSchema,
>(app: FastifyInstance, resource: StaffResourceDeclaration<ItemSchema, InputSchema, UpdateSchema>) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const routes = new Set(resource.routes ?? ['list', 'create', 'update', 'delete'])
  const itemPath = `${resource.path}/:id`
  // The route schemas as plain zod types: Fastify's type provider cannot resolve generic ones.
  const itemSchema: z.ZodType = resource.item
  const inputSchema: z.ZodType = resource.input
  const updateSchema: z.ZodType = resource.update ?? resource.input
  const config = (action: string) =>
    ({ access: 'staff', auditAction: `${resource.name}.${action}` }) as const
  const changed = async () => resource.afterChange?.(app)
  const auditTarget = resource.auditTarget ?? resource.name
  const existing = async (id: number) => {
    const item = await resource.store.get(app.db, id)
    if (!item) throw notFound(resource.notFoundMessage)
    return item
  }

  if (routes.has('list')) {
    api.get(
      resource.path,
      { config: { access: 'staff' }, schema: { response: { 200: z.array(itemSchema) } } },
      async () => (await resource.store.list(app.db)) as never,
    )
  }

  if (routes.has('create')) {
    api.post(
      resource.path,
      {
        config: config('create'),
        schema: { body: inputSchema, response: { 201: itemSchema } },
      },
      async (request, reply) => {
        const item = await resource.store.create(app.db, request.body as z.output<InputSchema>)
        request.audit.targetType = auditTarget
        request.audit.targetId = String((item as { id?: unknown }).id ?? '')
        await changed()
        return reply.status(201).send(item as never)
      },
    )
  }

  if (routes.has('update')) {
    api.put(
      itemPath,
      {
        config: config('update'),
        schema: {
          params: idParamsSchema,
          body: updateSchema,
          response: { 200: itemSchema },
        },
      },
      async (request) => {
        request.audit.targetType = auditTarget
        request.audit.before = await existing(request.params.id)
        const item = await resource.store.update(
          app.db,
          request.params.id,
          request.body as z.output<UpdateSchema>,
        )
        if (!item) throw notFound(resource.notFoundMessage)
        await changed()
        return item as never
      },
    )
  }

  if (resource.toggle) {
    const { field, set } = resource.toggle
    api.patch(
      itemPath,
      {
        config: config('toggle'),
        schema: {
          params: idParamsSchema,
          body: z.strictObject({ [field]: z.boolean(`${field} must be true or false`) }),
          response: { 200: itemSchema },
        },
      },
      async (request) => {
        request.audit.targetType = auditTarget
        request.audit.before = await existing(request.params.id)
        const value = (request.body as Record<string, boolean>)[field]!
        const item = await set(app.db, request.params.id, value)
        if (!item) throw notFound(resource.notFoundMessage)
        await changed()
        return item as never
      },
    )
  }

  if (routes.has('delete')) {
    api.delete(
      itemPath,
      { config: config('delete'), schema: { params: idParamsSchema } },
      async (request, reply) => {
        request.audit.targetType = auditTarget
        const removed = await resource.store.remove(app.db, request.params.id)
        if (!removed) throw notFound(resource.notFoundMessage)
        request.audit.before = removed
        await changed()
        return reply.status(204).send()
      },
    )
  }
}
