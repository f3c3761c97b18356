import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { HttpError } from '../../http/http-error'
import type { ApiError } from '../../../contracts/api-error'

type ValidationIssue = { instancePath?: string; message?: string }

function fieldsFromValidation(issues: ValidationIssue[], context: string | undefined) {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || context || 'body'
    fields[field] ??= issue.message ?? 'Invalid value'
  }
  return fields
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
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract')
        return reply.status(500).send({ message: 'Something went wrong on our side.', code: 'INTERNAL' })
      }

      const status = error.statusCode ?? 500
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed')
        return reply.status(status).send({ message: 'Something went wrong on our side.', code: 'INTERNAL' })
      }
      if (status === 429) {
        return reply.status(429).send({ message: error.message || 'Too many requests. Please try again later.', code: 'RATE_LIMITED' })
      }
      // Fastify's own client errors (bad JSON, wrong content type, body too large, ...).
      return reply.status(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' })
    })
  },
  { name: 'error-handler' },
)
