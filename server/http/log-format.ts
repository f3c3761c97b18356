import type { PrettyOptions } from 'pino-pretty'

interface AccessEntry {
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
}

/** A request's line as a person reads it (`GET /api/products 200 4 ms`); any other its message. */
function readableMessage(log: Record<string, unknown>, messageKey: string) {
  const message = String(log[messageKey] ?? '')
  const { req, res, responseTime } = log as AccessEntry
  if (!req?.method || !res) return message
  const took = typeof responseTime === 'number' ? ` ${Math.round(responseTime)} ms` : ''
  const access = `${req.method} ${req.url} ${res.statusCode}${took}`
  return message === 'request completed' ? access : `${access}: ${message}`
}

export const readableLogOptions: PrettyOptions = {
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  messageFormat: readableMessage,
}

/**
 * Log lines for a person watching the shop in a terminal (`server/main.ts` uses it when standard
 * output is a TTY). Anything else (a file, journald, a log collector) gets pino's JSON lines.
 */
export async function readableLogStream() {
  const { default: pinoPretty } = await import('pino-pretty')
  return pinoPretty({ ...readableLogOptions, sync: true })
}
