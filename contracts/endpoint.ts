import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One endpoint of the API, declared once beside its contract (decision 0052): the server
 * registers its route from it (`route()` in server/http/endpoint-route.ts) and the browser calls
 * it through it (web/src/lib/api-client.ts). `responses` holds the answers that succeed, by
 * status; every failure answers `ApiError` (contracts/api-error.ts).
 */
export interface Endpoint {
  method: HttpMethod
  path: `/api/${string}`
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  responses: Partial<Record<200 | 201 | 202 | 204, z.ZodType>>
}

export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration
}

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined

/** What the endpoint answers when it succeeds (`undefined` for a 204). */
export type EndpointAnswer<E extends Endpoint> = {
  [Status in keyof E['responses']]: Status extends 204
    ? undefined
    : SchemaOutput<E['responses'][Status]>
}[keyof E['responses']]

/** What the server's handler reads: the validated params, query and body. */
export interface EndpointRequestParts<E extends Endpoint> {
  Params: SchemaOutput<E['params']>
  Querystring: SchemaOutput<E['query']>
  Body: SchemaOutput<E['body']>
}

/** A path parameter as the browser has it: ids are numbers, slugs and tokens strings. */
type PathValue = string | number
type QueryValue = string | number | boolean | null | undefined

/** What the browser sends: the path's parameters, the query and the body, each when declared. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: { [Key in keyof z.output<E['params']>]: PathValue } }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType
    ? { query?: { [Key in keyof z.output<E['query']>]?: QueryValue } }
    : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined })

/** The endpoint's address with its parameters and query filled in: also its query key. */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  input?: Pick<EndpointInput<E>, 'params' | 'query'>,
): string {
  const params = (input?.params ?? {}) as Record<string, PathValue>
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${endpoint.path} needs its :${name}`)
    return encodeURIComponent(String(value))
  })
  const query = Object.entries((input?.query ?? {}) as Record<string, QueryValue>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return query ? `${path}?${query}` : path
}
