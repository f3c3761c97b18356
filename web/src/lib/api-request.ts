import type { QueryFunction } from '@tanstack/react-query'
import type { ApiError } from '../../../contracts/api-error'

/**
 * The request helper of spec 1 §7/§8: cookies are always sent, a JSON content type only when
 * there is a body, and any non-OK answer becomes `Error("<status>: <body text or status text>")`.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  })
  await throwIfNotOk(response)
  return response
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = await response.text().catch(() => '')
  throw new Error(`${response.status}: ${text || response.statusText}`)
}

export type UnauthorizedBehavior = 'returnNull' | 'throw'

/** The server sets `groveside_signed_in` (readable, not a secret) while a customer or staff member is signed in. */
export function hasSignedInHint() {
  return typeof document !== 'undefined' && /(?:^|;\s*)groveside_signed_in=/.test(document.cookie)
}

/**
 * Default query function: a GET on the first element of the query key (spec 1 §7), parsed as
 * JSON. Further key elements only tell cache entries apart. With `on401: 'returnNull'` a 401
 * answer yields `null` instead of an error.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey[0]
    if (typeof url !== 'string') {
      throw new Error('The first element of a query key must be the URL to GET')
    }
    // Nobody is signed in (the server's hint cookie is absent): the answer would be a 401.
    if (options.on401 === 'returnNull' && !hasSignedInHint()) return null
    const response = await fetch(url, { credentials: 'include', signal })
    if (options.on401 === 'returnNull' && response.status === 401) {
      return null
    }
    await throwIfNotOk(response)
    return (await response.json()) as T
  }
}

export interface ParsedApiError {
  /** HTTP status, when the error came from the request helper. */
  status: number | null
  /** Text fit to show a person (the server's `message`, or the raw text). */
  message: string
  /** The server's machine-readable code, when it sent one. */
  code: string | null
  /** Per-field messages of a 400 answer, when the server sent them. */
  fields: Record<string, string>
}

const helperErrorPattern = /^(\d{3}): ([\s\S]*)$/

/**
 * Takes apart an error thrown by `apiRequest`/`getQueryFn`. Our server answers errors as JSON
 * `{ message, code, fields? }`; anything else falls back to the raw text after "NNN: ".
 */
export function parseApiError(error: unknown): ParsedApiError {
  const raw =
    error instanceof Error ? error.message : typeof error === 'string' ? error : String(error)
  const match = helperErrorPattern.exec(raw)
  if (!match) {
    return { status: null, message: raw || 'Something went wrong', code: null, fields: {} }
  }
  const status = Number(match[1])
  const text = match[2]
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  if (isApiError(json)) {
    return { status, message: json.message, code: json.code, fields: json.fields ?? {} }
  }
  return { status, message: text, code: null, fields: {} }
}

/**
 * Shape check of contracts/api-error.ts done by hand: this runs on every page, and zod
 * would add ~25 KB (gzip) to the first screen's JavaScript.
 */
function isApiError(value: unknown): value is ApiError {
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

/** A friendly message for a failed request, for toast descriptions and inline errors. */
export function apiErrorMessage(error: unknown): string {
  return parseApiError(error).message
}
