import type { QueryFunction } from '@tanstack/react-query'
import { ApiError, throwIfNotOk } from './api-error'

/**
 * A request by URL, for the few calls that are not JSON endpoints (uploads). Cookies are always
 * sent, a JSON content type only when there is a body, and a failure throws an `ApiError`.
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
  /** HTTP status, when the error came from an API call. */
  status: number | null
  /** Text fit to show a person (the server's `message`, or the raw text). */
  message: string
  /** The server's machine-readable code, when it sent one. */
  code: string | null
  /** Per-field messages of a 400 answer, when the server sent them. */
  fields: Record<string, string>
}

/** Reads any thrown value as an API error: an `ApiError`'s parts, or the message of another error. */
export function parseApiError(error: unknown): ParsedApiError {
  if (error instanceof ApiError) {
    return { status: error.status, message: error.message, code: error.code, fields: error.fields }
  }
  const raw =
    error instanceof Error ? error.message : typeof error === 'string' ? error : String(error)
  return { status: null, message: raw || 'Something went wrong', code: null, fields: {} }
}

/** A friendly message for a failed request, for toast descriptions and inline errors. */
export function apiErrorMessage(error: unknown): string {
  return parseApiError(error).message
}
