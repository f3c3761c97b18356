/** The Node server under Fastify, and the answers the public cache sends from it before Fastify. */
import type { FastifyInstance } from 'fastify'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'
import { requestIdOf } from './request-id'
import {
  matchesIfNoneMatch,
  pickEncoding,
  type Encoding,
  type Variant,
} from './public-cache-variants'

/**
 * The Node server under Fastify (with the timeouts Fastify would set itself). A GET of an answer
 * the cache holds is sent from here, before Fastify's routing and hooks: most of a public read's
 * cost was the framework around it (decision 0036). Anything else goes on to Fastify.
 */
export interface PublicCacheServer {
  serverFactory(handler: (request: IncomingMessage, response: ServerResponse) => void): http.Server
  answer: ((request: IncomingMessage, response: ServerResponse) => boolean) | null
}

export function publicCacheServer(options: { requestTimeoutMs: number }): PublicCacheServer {
  const server: PublicCacheServer = {
    answer: null,
    serverFactory(handler) {
      const node = http.createServer((request, response) => {
        if (!server.answer?.(request, response)) handler(request, response)
      })
      node.keepAliveTimeout = 72_000 // Fastify's default
      node.requestTimeout = options.requestTimeoutMs
      return node
    },
  }
  return server
}

/** Sends a cached answer straight from the Node server, with its metrics and debug log. */
export function sendFromServer(
  app: FastifyInstance,
  request: IncomingMessage,
  response: ServerResponse,
  entry: { route: string; variants: Record<Encoding, Variant> },
): void {
  const startedAt = performance.now()
  app.metrics.publicCacheHit()
  const variant = entry.variants[pickEncoding(request.headers['accept-encoding'])]
  const requestId = requestIdOf(request)
  if (matchesIfNoneMatch(request.headers['if-none-match'], variant.etag)) {
    response.writeHead(304, [...variant.rawHeaders.notModified, 'x-request-id', requestId])
    response.end()
  } else {
    response.writeHead(200, [...variant.rawHeaders.ok, 'x-request-id', requestId])
    response.end(variant.body)
  }
  app.metrics.observeRequest(
    'GET',
    entry.route,
    response.statusCode,
    (performance.now() - startedAt) / 1000,
  )
  // The access log of an answer from the cache costs a third of it (decision 0036): at
  // debug level only; the load balancer in front keeps the access log.
  if (app.log.level === 'debug' || app.log.level === 'trace')
    app.log.debug(
      {
        reqId: requestId,
        req: { method: request.method, url: request.url, ip: request.socket.remoteAddress },
        res: { statusCode: response.statusCode },
        responseTime: performance.now() - startedAt,
      },
      'request completed from the cache',
    )
}
