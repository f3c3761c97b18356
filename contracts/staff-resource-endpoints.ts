import { z } from 'zod'
import { endpoint } from './endpoint'
import { idParamsSchema } from './fields'

interface StaffResourceShape<
  Path extends `/api/${string}`,
  Item extends z.ZodType,
  Input extends z.ZodType,
  Update extends z.ZodType,
  ToggleField extends string,
> {
  /** GET (list) and POST (create) answer here; PUT, PATCH and DELETE at `<path>/:id`. */
  path: Path
  item: Item
  input: Input
  /** PUT's body; the input again when left out (a full replacement). */
  update?: Update
  /** A boolean field staff flip from the card: PATCH `<path>/:id` with `{ [field]: boolean }`. */
  toggle?: ToggleField
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
>({
  path,
  item,
  input,
  update,
  toggle,
}: StaffResourceShape<Path, Item, Input, Update, ToggleField>) {
  const itemPath = `${path}/:id` as `${Path}/:id` & `/api/${string}`
  return {
    list: endpoint({ method: 'GET', path, responses: { 200: z.array(item) } }),
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
  }
}

export type StaffResourceEndpoints = ReturnType<
  typeof staffResourceEndpoints<`/api/${string}`, z.ZodType, z.ZodType, z.ZodType, string>
>
