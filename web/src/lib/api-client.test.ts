import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { endpoint, endpointUrl } from '#contracts/endpoint'
import { ApiError } from './api-error'
import { apiQuery, callApi, signedInQuery } from './api-client'
import { parseApiError } from './api-request'

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

const line = z.object({ id: z.number(), quantity: z.number() })
const updateLine = endpoint({
  method: 'PUT',
  path: '/api/cart/:id',
  params: z.object({ id: z.coerce.number() }),
  body: z.object({ quantity: z.number() }),
  responses: { 200: line, 204: z.null() },
})
const listLines = endpoint({
  method: 'GET',
  path: '/api/lines',
  query: z.object({ status: z.string().optional(), page: z.coerce.number().optional() }),
  responses: { 200: z.array(line) },
})
const clearLines = endpoint({ method: 'DELETE', path: '/api/lines', responses: { 204: z.null() } })

function queryContext() {
  return {
    queryKey: [],
    signal: new AbortController().signal,
    meta: undefined,
    client: new QueryClient(),
  } as never
}

describe('endpointUrl', () => {
  it('fills the path parameters, escaped, and appends the query it is given', () => {
    expect(endpointUrl(updateLine, { params: { id: 7 } })).toBe('/api/cart/7')
    expect(endpointUrl(listLines, { query: { status: 'a b', page: undefined } })).toBe(
      '/api/lines?status=a%20b',
    )
    expect(endpointUrl(listLines)).toBe('/api/lines')
  })

  it('refuses a path whose parameter is missing', () => {
    expect(() => endpointUrl(updateLine, { params: {} as never })).toThrow(/needs its :id/)
  })
})

describe('callApi', () => {
  it('sends the method, cookies and a JSON body, and answers the parsed JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 7, quantity: 2 }))
    const answer = await callApi(updateLine, { params: { id: 7 }, body: { quantity: 2 } })

    expect(answer).toEqual({ id: 7, quantity: 2 })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/cart/7')
    expect(init?.method).toBe('PUT')
    expect(init?.credentials).toBe('include')
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(init?.body).toBe('{"quantity":2}')
  })

  it('sends no content type and no body without a body, and answers undefined for a 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await expect(callApi(clearLines)).resolves.toBeUndefined()

    const [, init] = fetchMock.mock.calls[0]!
    expect(init?.method).toBe('DELETE')
    expect(init?.headers).toBeUndefined()
    expect(init?.body).toBeUndefined()
  })

  it("throws the server's error as a typed value: status, code, message and fields", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          message: 'Quantity must be at least 1',
          code: 'VALIDATION',
          fields: { quantity: 'Too small' },
        },
        { status: 400 },
      ),
    )
    const error = await callApi(updateLine, { params: { id: 7 }, body: { quantity: 0 } }).catch(
      (caught: unknown) => caught,
    )

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Quantity must be at least 1',
      fields: { quantity: 'Too small' },
    })
    expect(parseApiError(error)).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Quantity must be at least 1',
      fields: { quantity: 'Too small' },
    })
  })

  it('keeps the raw text of an answer that is not our JSON error', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502 }))
    const error = await callApi(clearLines).catch((caught: unknown) => caught)

    expect(error).toMatchObject({ status: 502, code: null, message: 'Bad Gateway', fields: {} })
  })

  it('reads an error that did not come from the API as a message without a status', () => {
    expect(parseApiError(new TypeError('Failed to fetch'))).toEqual({
      status: null,
      code: null,
      message: 'Failed to fetch',
      fields: {},
    })
  })
})

describe('apiQuery', () => {
  it("keys the query by the endpoint's address and fetches it with cookies", async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ id: 1, quantity: 3 }]))
    const query = apiQuery(listLines, { query: { status: 'open' } })

    expect(query.queryKey).toEqual(['/api/lines?status=open'])
    await expect(query.queryFn!(queryContext())).resolves.toEqual([{ id: 1, quantity: 3 }])
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/lines?status=open')
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('include')
  })

  it('checks the answer against the endpoint when asked to', async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ id: 'one' }]))
    await expect(
      apiQuery(listLines, undefined, { parse: true }).queryFn!(queryContext()),
    ).rejects.toThrow()
  })

  it('throws an ApiError for a failed read', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Not signed in', code: 'UNAUTHORIZED' }, { status: 401 }),
    )
    await expect(apiQuery(listLines).queryFn!(queryContext())).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    })
  })
})

describe('signedInQuery', () => {
  it('reads null without asking the server when nobody is signed in', async () => {
    // The test setup sets the server's signed-in hint cookie for every test; this one has none.
    document.cookie = 'groveside_signed_in=; path=/; max-age=0'
    await expect(signedInQuery(listLines).queryFn!(queryContext())).resolves.toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('reads null for a 401 once a session has ended', async () => {
    document.cookie = 'groveside_signed_in=1; path=/'
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Not signed in', code: 'UNAUTHORIZED' }, { status: 401 }),
    )
    await expect(signedInQuery(listLines).queryFn!(queryContext())).resolves.toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
