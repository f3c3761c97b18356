import type { FastifyInstance } from 'fastify'
import type { Endpoint, EndpointAnswer, EndpointRequestParts } from '#contracts/endpoint'
import { staffSortDirection, type StaffPage } from '#contracts/staff-list-page'
import type {
  StaffResourceEndpoints,
  StaffSortOf,
  StaffStatOf,
} from '#contracts/staff-resource-endpoints'
import type { Db } from '../db/client'
import { route } from './endpoint-route'
import { notFound } from './http-error'
import type { PageRequest } from './table-page'

/**
 * A resource's store: how its rows are read and written, in the contract's shapes. `update` and
 * `remove` answer null when the row does not exist (the routes turn that into a 404). `page` is
 * the staff screen's list: searched, sorted (by one of `Sort`) and paged in SQL, with the
 * figures `Stat` over every record (`tablePage` in table-page.ts does it for a table).
 */
export interface ResourceStore<
  Item,
  Input,
  Update,
  Sort extends string = never,
  Stat extends string = never,
> {
  list(db: Db): Promise<Item[]>
  /** Written as a property, so a store must take every sort key of its contract. */
  page: (db: Db, query: PageRequest<Sort>) => Promise<StaffPage<Item, Stat>>
  get(db: Db, id: number): Promise<Item | null>
  create(db: Db, input: Input): Promise<Item>
  update(db: Db, id: number, input: Update): Promise<Item | null>
  remove(db: Db, id: number): Promise<Item | null>
}

export type StaffResourceRoute = 'list' | 'page' | 'get' | 'create' | 'update' | 'delete'

/** The store a resource's endpoints call for: their item, bodies, sort keys and figures. */
export type StoreOf<Endpoints extends StaffResourceEndpoints> = ResourceStore<
  EndpointAnswer<Endpoints['update']>,
  EndpointRequestParts<Endpoints['create']>['Body'],
  EndpointRequestParts<Endpoints['update']>['Body'],
  StaffSortOf<Endpoints>,
  StaffStatOf<Endpoints>
>

export interface StaffResourceDeclaration<
  Endpoints extends StaffResourceEndpoints,
  PublicList extends Endpoint = Endpoint,
> {
  /** Names the resource in the audit log: `<name>.create`, `.update`, `.delete`, `.toggle`. */
  name: string
  /** The audit log's target type, when it is not `name` (kept from before the resource was one). */
  auditTarget?: string
  /** Its endpoints, declared in contracts/ with `staffResourceEndpoints`. */
  endpoints: Endpoints
  /** The list visitors read (no access check), when the resource has one. */
  publicList?: { endpoint: PublicList; read(db: Db): Promise<EndpointAnswer<PublicList>> }
  /**
   * Only these routes are registered (all by default). `list` is every record; `page` the staff
   * screen's page (`<path>/page`); `get` one record (`<path>/:id`: left out where a public route
   * already answers it, as the shop's product).
   */
  routes?: readonly StaffResourceRoute[]
  store: StoreOf<Endpoints>
  /** Sets the resource's boolean field (PATCH `<path>/:id`, declared by `toggle` in contracts). */
  setToggle?(
    db: Db,
    id: number,
    value: boolean,
  ): Promise<EndpointAnswer<Endpoints['update']> | null>
  /** 404 message, e.g. 'Shipping option not found'. */
  notFoundMessage: string
  /** Runs after every successful change (public caches, jobs). */
  afterChange?: (app: FastifyInstance) => Promise<void> | void
}

/**
 * Registers a resource's staff routes from its endpoints and its store (decision 0020): staff
 * access, 404s, `resource.action` audit names and the state before a change in the audit log are
 * built in, so a resource module declares only what differs.
 */
export function staffResourceRoutes<
  Endpoints extends StaffResourceEndpoints,
  PublicList extends Endpoint = Endpoint,
>(app: FastifyInstance, resource: StaffResourceDeclaration<Endpoints, PublicList>) {
  const { endpoints, store } = resource
  const routes = new Set<StaffResourceRoute>(
    resource.routes ?? ['list', 'page', 'get', 'create', 'update', 'delete'],
  )
  const config = (action: string) =>
    ({ access: 'staff', auditAction: `${resource.name}.${action}` }) as const
  const changed = async () => resource.afterChange?.(app)
  const auditTarget = resource.auditTarget ?? resource.name
  const existing = async (id: number) => {
    const item = await store.get(app.db, id)
    if (!item) throw notFound(resource.notFoundMessage)
    return item
  }
  const found = <Item>(item: Item | null): Item => {
    if (!item) throw notFound(resource.notFoundMessage)
    return item
  }

  const { publicList } = resource
  if (publicList) {
    route(app, publicList.endpoint, {
      config: { access: 'public' },
      handler: async () => publicList.read(app.db),
    })
  }

  if (routes.has('list')) {
    route(app, endpoints.list, {
      config: { access: 'staff' },
      handler: async () => store.list(app.db),
    })
  }

  if (routes.has('page')) {
    route(app, endpoints.page, {
      config: { access: 'staff' },
      handler: async (request) => {
        const query = request.query as PageRequest<StaffSortOf<Endpoints>>
        const dir = staffSortDirection(endpoints.listing, query)
        return (await store.page(app.db, { ...query, dir })) as never
      },
    })
  }

  if (routes.has('get')) {
    route(app, endpoints.get, {
      config: { access: 'staff' },
      handler: async (request) => existing(request.params.id),
    })
  }

  if (routes.has('create')) {
    route(app, endpoints.create, {
      config: config('create'),
      handler: async (request, reply) => {
        const item = await store.create(app.db, request.body as never)
        request.audit.targetType = auditTarget
        request.audit.targetId = String((item as { id?: unknown }).id ?? '')
        await changed()
        return reply.status(201).send(item)
      },
    })
  }

  if (routes.has('update')) {
    route(app, endpoints.update, {
      config: config('update'),
      handler: async (request) => {
        request.audit.targetType = auditTarget
        request.audit.before = await existing(request.params.id)
        const item = found(await store.update(app.db, request.params.id, request.body as never))
        await changed()
        return item
      },
    })
  }

  const { toggle, toggleField } = endpoints
  if (toggle && toggleField && resource.setToggle) {
    const setToggle = resource.setToggle
    route(app, toggle, {
      config: config('toggle'),
      handler: async (request) => {
        request.audit.targetType = auditTarget
        request.audit.before = await existing(request.params.id)
        const value = (request.body as Record<string, boolean>)[toggleField]!
        const item = found(await setToggle(app.db, request.params.id, value))
        await changed()
        return item
      },
    })
  }

  if (routes.has('delete')) {
    route(app, endpoints.remove, {
      config: config('delete'),
      handler: async (request, reply) => {
        request.audit.targetType = auditTarget
        request.audit.before = found(await store.remove(app.db, request.params.id))
        await changed()
        return reply.status(204).send()
      },
    })
  }
}
