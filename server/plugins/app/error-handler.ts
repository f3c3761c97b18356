import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Socket } from 'node:net'
import fp from 'fastify-plugin'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod'
import { HttpError } from '#server/http/http-error'
import { uniqueViolation, type UniqueViolation } from '#server/db/unique-violation'
import type { ApiError } from '#contracts/api-error'

type ValidationIssue = { instancePath?: string; message?: string }

function fieldsFromValidation(issues: ValidationIssue[], context: string | undefined) {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field =
      (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || context || 'body'
    fields[field] ??= issue.message ?? 'Invalid value'
  }
  return fields
}

/**
 * The SQLSTATE of a PostgreSQL error, looked for on the error and its causes (Drizzle wraps the
 * driver's error; node-postgres and PGlite both carry `code`).
 */
function postgresSqlState(error: unknown): string | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = cause
  }
  return null
}

/** A data exception (class 22: NUL in text, number out of range, invalid text representation, ...). */
export function postgresDataException(error: unknown): string | null {
  const state = postgresSqlState(error)
  return state?.startsWith('22') ? state : null
}

/** A deadlock (40P01) or serialization failure (40001): the transaction was rolled back whole. */
export function postgresTransactionConflict(error: unknown): string | null {
  const state = postgresSqlState(error)
  return state === '40P01' || state === '40001' ? state : null
}

/**
 * A value that must be unique and is already taken, by a row saved earlier or by a request
 * running at the same moment: a 409 naming the field (its column in camelCase, as contracts name
 * it), so no route has to catch SQLSTATE 23505 itself.
 */
export function alreadyInUseAnswer(taken: UniqueViolation): ApiError {
  const names = taken.columns.map((column) => column.replaceAll('_', ' '))
  const message =
    names.length > 1
      ? `This combination of ${names.join(' and ')} is already in use.`
      : `This ${names[0] ?? 'value'} is already in use.`
  const fields = taken.columns.map((column) =>
    column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()),
  )
  return {
    message,
    code: 'ALREADY_IN_USE',
    ...(fields.length > 0 && {
      fields: Object.fromEntries(fields.map((field) => [field, message])),
    }),
  }
}

/**
 * Fastify's `frameworkErrors`: failures before a route is found (bad percent-encoding in the path,
 * an over-long path parameter) answer in the project's shape rather than Fastify's default one.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.log.info({ err: error }, 'malformed request address')
  const body: ApiError = { message: 'The request address is malformed.', code: 'BAD_URL' }
  return reply
    .status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
    .send(body)
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (broken framing, a
 * Content-Length that does not match the body, headers too large, too slow to arrive) gets the
 * project's `{ message, code }` written straight to the socket, which is then closed.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, reason, body]: [number, string, ApiError] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [
          408,
          'Request Timeout',
          { message: 'The request took too long to arrive.', code: 'REQUEST_TIMEOUT' },
        ]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'Request Header Fields Too Large',
            { message: 'The request headers are too large.', code: 'HEADERS_TOO_LARGE' },
          ]
        : [400, 'Bad Request', { message: 'The request is malformed.', code: 'BAD_REQUEST' }]
  this.log.debug({ err: error }, 'client error')
  if (socket.writable) {
    const json = JSON.stringify(body)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    )
  }
  socket.destroy(error)
}

/** One place that turns every failure into `{ message, code, fields? }` with the right status. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((rawError: FastifyError | HttpError | Error, request, reply) => {
      if (rawError instanceof HttpError) {
        const body: ApiError = { message: rawError.message, code: rawError.code }
        if (rawError.fields) body.fields = rawError.fields
        return reply.status(rawError.statusCode).send(body)
      }

      const error = rawError as FastifyError
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = fieldsFromValidation(error.validation, error.validationContext)
        const names = Object.keys(fields)
        const body: ApiError = {
          message: `Invalid ${names.join(', ')}: ${fields[names[0]!]}`,
          code: 'VALIDATION_FAILED',
          fields,
        }
        return reply.status(400).send(body)
      }

      if (isResponseSerializationError(error)) {
        request.log.error(
          { err: error, issues: error.cause.issues },
          'response did not match its contract',
        )
        return reply
          .status(500)
          .send({ message: 'Something went wrong on our side.', code: 'INTERNAL' })
      }

      // The net under the request schemas (decision 0013): a value the database refuses is the
      // client's fault. It means a schema missed a building block of contracts/fields.ts: warn.
      const sqlState = postgresDataException(error)
      if (sqlState) {
        request.log.warn(
          { err: error, sqlState },
          'the database refused a request value its schema let through',
        )
        return reply
          .status(400)
          .send({ message: 'Some of the data sent cannot be stored.', code: 'INVALID_INPUT' })
      }

      // Two requests locked the same rows in opposite orders and PostgreSQL rolled this one back:
      // nothing was written, and the same request (same idempotency key) can simply be sent again.
      const conflictState = postgresTransactionConflict(error)
      if (conflictState) {
        request.log.warn(
          { err: error, sqlState: conflictState },
          'transaction rolled back by a conflict',
        )
        return reply.status(409).send({
          message: 'Someone else was changing the same items at this moment. Please try again.',
          code: 'TRY_AGAIN',
        })
      }

      const taken = uniqueViolation(error)
      if (taken) {
        request.log.info(
          { err: error, constraint: taken.constraint },
          'refused a value that is already in use',
        )
        return reply.status(409).send(alreadyInUseAnswer(taken))
      }

      const status = error.statusCode ?? 500
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed')
        return reply
          .status(status)
          .send({ message: 'Something went wrong on our side.', code: 'INTERNAL' })
      }
      if (status === 429) {
        return reply.status(429).send({
          message: error.message || 'Too many requests. Please try again later.',
          code: 'RATE_LIMITED',
        })
      }
      // Fastify's own client errors (bad JSON, wrong content type, body too large, ...).
      return reply
        .status(status)
        .send({ message: error.message, code: error.code ?? 'BAD_REQUEST' })
    })
  },
  { name: 'error-handler' },
)
