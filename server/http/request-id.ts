import type { IncomingMessage } from 'node:http'
import { randomUUID } from 'node:crypto'

/** The request's id: a well-formed incoming `x-request-id` (from a proxy), else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id']
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
}
