import type { ApiError as ApiErrorBody } from '#contracts/api-error'

/**
 * A failed API call, as a value the UI reads (decision 0052): the HTTP status, the server's
 * machine-readable `code`, a `message` fit to show a person and, on a 400, a message per field.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string | null
  readonly fields: Record<string, string>

  constructor(
    status: number,
    message: string,
    code: string | null,
    fields: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
  }
}

/** Throws the answer's `ApiError` when it is not a success. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = await response.text().catch(() => '')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  if (isApiErrorBody(body)) {
    throw new ApiError(response.status, body.message, body.code, body.fields ?? {})
  }
  throw new ApiError(response.status, text || response.statusText, null, {})
}

/**
 * Shape check of contracts/api-error.ts done by hand: this runs on every page, and zod
 * would add ~25 KB (gzip) to the first screen's JavaScript.
 */
function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false
  const { message, code, fields } = value as Record<string, unknown>
  if (typeof message !== 'string' || typeof code !== 'string') return false
  if (fields === undefined) return true
  return (
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((field) => typeof field === 'string')
  )
}
