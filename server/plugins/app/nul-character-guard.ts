import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { badRequest } from '#server/http/http-error'

const nulMessage = 'must not contain a NUL character'
// Raw or percent-encoded: the router and the query parser decode %00 into a NUL.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const nulInUrl = /\u0000|%00/
const refusal = (field: string) =>
  badRequest(`Invalid ${field}: ${nulMessage}`, { [field]: nulMessage })

/**
 * The path (`items.0.name`) of the first string or key holding a NUL in parsed input (a JSON body,
 * the path parameters, the query); `whole` names the input itself when it is one string.
 */
export function findNulCharacter(input: unknown, whole: string): string | null {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }]
  while (pending.length > 0) {
    const { value, path } = pending.pop()!
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || whole
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key
        if (key.includes('\u0000')) return path || whole
        pending.push({ value: child, path: childPath })
      }
    }
  }
  return null
}

/**
 * The safety net under the request schemas (decision 0013): PostgreSQL cannot store a NUL in text,
 * so a NUL anywhere in the URL or in a JSON body is refused with a 400 before any route code runs,
 * even on a route whose schema forgot `contracts/fields.ts`. The URL is checked on arrival; the body
 * right after parsing and before the route's schema, so a lax or missing schema cannot let one by.
 */
export default fp(
  async function nulCharacterGuard(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      if (!nulInUrl.test(request.url)) return
      const field =
        findNulCharacter(request.params, 'path') ??
        findNulCharacter(request.query, 'query') ??
        'url'
      throw refusal(field)
    })
    app.addHook('preValidation', async (request) => {
      const field = findNulCharacter(request.body, 'body')
      if (field) throw refusal(field)
    })
  },
  { name: 'nul-character-guard' },
)
