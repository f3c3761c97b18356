import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query'
import {
  endpointUrl,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
} from '#contracts/endpoint'
import { ApiError, throwIfNotOk } from './api-error'
import { hasSignedInHint } from './api-request'

/** Input of an endpoint that needs none may be left out. */
type OptionalInput<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>]
    : [input: EndpointInput<E>]

/**
 * Calls an endpoint declared in contracts/ (decision 0052): cookies always go with it, a JSON
 * body only when there is one, and a failure throws an `ApiError` (status, code, message, fields).
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input]: OptionalInput<E>
): Promise<EndpointAnswer<E>> {
  const body = input?.body
  const response = await fetch(endpointUrl(endpoint, input as never), {
    method: endpoint.method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  await throwIfNotOk(response)
  if (response.status === 204) return undefined as EndpointAnswer<E>
  return (await response.json()) as EndpointAnswer<E>
}

interface ApiQueryOptions {
  /** Check the answer against the endpoint's schema (where the screen relies on its transforms). */
  parse?: boolean
}

/**
 * A GET endpoint as a TanStack query: its key is its address (as the server-rendered page's
 * cache has it), its data the endpoint's answer.
 */
export function apiQuery<E extends Endpoint & { method: 'GET' }>(
  endpoint: E,
  input?: Pick<EndpointInput<E>, 'params' | 'query'>,
  options: ApiQueryOptions = {},
) {
  const url = endpointUrl(endpoint, input)
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ signal }: QueryFunctionContext): Promise<EndpointAnswer<E>> => {
      const response = await fetch(url, { credentials: 'include', signal })
      await throwIfNotOk(response)
      const answer: unknown = await response.json()
      const schema = endpoint.responses[200]
      return (options.parse && schema ? schema.parse(answer) : answer) as EndpointAnswer<E>
    },
  })
}

/**
 * A GET endpoint that answers 401 to a visitor, read as `null` then: nobody is signed in (the
 * server's hint cookie is absent), or the session has ended.
 */
export function signedInQuery<E extends Endpoint & { method: 'GET' }>(
  endpoint: E,
  input?: Pick<EndpointInput<E>, 'params' | 'query'>,
) {
  const url = endpointUrl(endpoint, input)
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ signal }: QueryFunctionContext): Promise<EndpointAnswer<E> | null> => {
      if (!hasSignedInHint()) return null
      const response = await fetch(url, { credentials: 'include', signal })
      if (response.status === 401) return null
      await throwIfNotOk(response)
      return (await response.json()) as EndpointAnswer<E>
    },
  })
}

/** The key of an endpoint's answers, to refresh them after a change. */
export function apiKey<E extends Endpoint>(
  endpoint: E,
  input?: Pick<EndpointInput<E>, 'params' | 'query'>,
) {
  return [endpointUrl(endpoint, input)] as const
}

/** Whether a query's key is one of an endpoint's answers, whatever its query (`<path>?…`). */
export function isAnswerOf(endpoint: Endpoint, [address]: readonly unknown[]): boolean {
  const path = endpointUrl(endpoint)
  return address === path || (typeof address === 'string' && address.startsWith(`${path}?`))
}

export { ApiError }
