import { z } from 'zod'
import { endpoint } from './endpoint'
import { idParamsSchema } from './fields'
import {
  staffPageQuerySchema,
  staffPageSchema,
  type StaffListing,
  type StaffSortDirection,
} from './staff-list-page'

interface StaffResourceShape<
  Path extends `/api/${string}`,
  Item extends z.ZodType,
  Input extends z.ZodType,
  Update extends z.ZodType,
  ToggleField extends string,
  Sort extends string,
  Stat extends string,
> {
  /**
   * GET (list) and POST (create) answer here; GET (one), PUT, PATCH and DELETE at `<path>/:id`;
   * the staff screen's page at `<path>/page`.
   */
  path: Path
  item: Item
  input: Input
  /** PUT's body; the input again when left out (a full replacement). */
  update?: Update
  /** A boolean field staff flip from the card: PATCH `<path>/:id` with `{ [field]: boolean }`. */
  toggle?: ToggleField
  /**
   * The staff screen's page (`<path>/page`): its sort keys, each with the direction it starts in,
   * the sort used when none is chosen (the list's order before it was paged), and the figures
   * counted over every record for the screen's stats cards.
   */
  listing: {
    sorts: Readonly<Record<Sort, StaffSortDirection>>
    defaultSort: NoInfer<Sort>
    stats?: readonly Stat[]
  }
}

/**
 * The endpoints of a staff resource (decision 0020, 0052), declared once from its schemas: the
 * server's `staffResourceRoutes` registers them and the browser's `useStaffResource` calls them.
 */
export function staffResourceEndpoints<
  Path extends `/api/${string}`,
  Item extends z.ZodType,
  Input extends z.ZodType,
  Update extends z.ZodType = Input,
  ToggleField extends string = never,
  Sort extends string = never,
  Stat extends string = never,
>({
  path,
  item,
  input,
  update,
  toggle,
  listing: { sorts, defaultSort, stats = [] },
}: StaffResourceShape<Path, Item, Input, Update, ToggleField, Sort, Stat>) {
  const itemPath = `${path}/:id` as `${Path}/:id` & `/api/${string}`
  const listing: StaffListing<Sort, Stat> = { sorts, defaultSort, stats }
  return {
    /** Every record: the lists other screens read whole (pickers, moderation, bookings). */
    list: endpoint({ method: 'GET', path, responses: { 200: z.array(item) } }),
    /**
     * The staff screen's page: searched, sorted and paged on the server. `page` is a static
     * segment, so it never reads as an `:id` (find-my-way matches static segments first).
     */
    page: endpoint({
      method: 'GET',
      path: `${path}/page` as `${Path}/page` & `/api/${string}`,
      query: staffPageQuerySchema(listing),
      responses: { 200: staffPageSchema(item, stats) },
    }),
    /** One record, as the list has it (a `?edit=<id>` link to a record on another page). */
    get: endpoint({
      method: 'GET',
      path: itemPath,
      params: idParamsSchema,
      responses: { 200: item },
    }),
    create: endpoint({ method: 'POST', path, body: input, responses: { 201: item } }),
    update: endpoint({
      method: 'PUT',
      path: itemPath,
      params: idParamsSchema,
      body: (update ?? input) as Update,
      responses: { 200: item },
    }),
    remove: endpoint({
      method: 'DELETE',
      path: itemPath,
      params: idParamsSchema,
      responses: { 204: z.null() },
    }),
    toggle: toggle
      ? endpoint({
          method: 'PATCH',
          path: itemPath,
          params: idParamsSchema,
          body: z.strictObject({
            [toggle]: z.boolean(`${toggle} must be true or false`),
          }) as unknown as z.ZodType<Record<ToggleField, boolean>>,
          responses: { 200: item },
        })
      : undefined,
    /** The toggled field's name, when the resource has one. */
    toggleField: toggle,
    /** The page's sorts (with their directions), default sort and figures. */
    listing,
  }
}

export type StaffResourceEndpoints = ReturnType<
  typeof staffResourceEndpoints<
    `/api/${string}`,
    z.ZodType,
    z.ZodType,
    z.ZodType,
    string,
    string,
    string
  >
>

/** A resource's sort keys, from its endpoints. */
export type StaffSortOf<E extends Pick<StaffResourceEndpoints, 'listing'>> = Extract<
  keyof E['listing']['sorts'],
  string
>
/** A resource's figures, from its endpoints. */
export type StaffStatOf<E extends Pick<StaffResourceEndpoints, 'listing'>> =
  E['listing']['stats'][number]
