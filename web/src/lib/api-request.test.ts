import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-error'
import { apiErrorMessage, apiRequest, getQueryFn, parseApiError } from './api-request'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function jsonResponse(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json' },
    ...init,
  })
}

function queryContext(queryKey: readonly unknown[]) {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
    client: new QueryClient(),
  } as unknown as Parameters<ReturnType<typeof getQueryFn>>[0]
}

describe('apiRequest', () => {
  it('sends cookies and a JSON body with a JSON content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }))
    const response = await apiRequest('POST', '/api/cart', { productId: 3, quantity: 1 })

    expect(await response.json()).toEqual({ ok: true })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/cart')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('include')
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(init?.body).toBe('{"productId":3,"quantity":1}')
  })

  it('sends no content type and no body when there is no body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await apiRequest('DELETE', '/api/cart/7')

    const [, init] = fetchMock.mock.calls[0]!
    expect(init?.method).toBe('DELETE')
    expect(init?.credentials).toBe('include')
    expect(init?.headers).toBeUndefined()
    expect(init?.body).toBeUndefined()
  })

  it("throws the server's error answer as an ApiError", async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"Out of stock","code":"OUT_OF_STOCK"}', { status: 409 }),
    )
    const error = await apiRequest('POST', '/api/cart', { productId: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, code: 'OUT_OF_STOCK', message: 'Out of stock' })
  })

  it('uses the status text when the error body is empty', async () => {
    fetchMock.mockResolvedValue(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    )
    await expect(apiRequest('GET', '/api/products')).rejects.toMatchObject({
      status: 503,
      message: 'Service Unavailable',
      code: null,
    })
  })
})

describe('getQueryFn', () => {
  it('GETs the first element of the query key with cookies and parses JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ id: 1 }]))
    const queryFn = getQueryFn<{ id: number }[]>({ on401: 'throw' })
    const data = await queryFn(queryContext(['/api/products', { category: 'fresh' }]))

    expect(data).toEqual([{ id: 1 }])
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/products')
    expect(init?.credentials).toBe('include')
    expect(init?.method).toBeUndefined()
  })

  it('returns null on 401 when asked to', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Not signed in"}', { status: 401 }))
    const queryFn = getQueryFn({ on401: 'returnNull' })
    await expect(queryFn(queryContext(['/api/auth/user']))).resolves.toBeNull()
  })

  it('asks nothing and answers null when the signed-in hint cookie is absent', async () => {
    document.cookie = 'groveside_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
    const queryFn = getQueryFn({ on401: 'returnNull' })
    await expect(queryFn(queryContext(['/api/auth/user']))).resolves.toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('throws on 401 by default', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }))
    const queryFn = getQueryFn({ on401: 'throw' })
    await expect(queryFn(queryContext(['/api/auth/user']))).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    })
  })

  it('throws on other errors even when 401 yields null', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }))
    const queryFn = getQueryFn({ on401: 'returnNull' })
    await expect(queryFn(queryContext(['/api/auth/user']))).rejects.toMatchObject({
      status: 500,
      message: 'boom',
    })
  })

  it('refuses a query key whose first element is not a URL', async () => {
    const queryFn = getQueryFn({ on401: 'throw' })
    await expect(queryFn(queryContext([42]))).rejects.toThrow(/first element/)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('parseApiError / apiErrorMessage', () => {
  it("reads an ApiError's parts", () => {
    const error = new ApiError(400, 'Quantity must be at least 1', 'VALIDATION', {
      quantity: 'Too small',
    })
    expect(apiErrorMessage(error)).toBe('Quantity must be at least 1')
    expect(parseApiError(error)).toEqual({
      status: 400,
      message: 'Quantity must be at least 1',
      code: 'VALIDATION',
      fields: { quantity: 'Too small' },
    })
  })

  it('returns the message of errors that did not come from the API', () => {
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch')
    expect(parseApiError(new TypeError('Failed to fetch')).status).toBeNull()
    expect(apiErrorMessage('plain text')).toBe('plain text')
    expect(apiErrorMessage('')).toBe('Something went wrong')
  })
})
