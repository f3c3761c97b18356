import { describe, expect, it } from 'vitest'
import { prettyFactory } from 'pino-pretty'
import { readableLogOptions } from './log-format'

const format = prettyFactory({ ...readableLogOptions, colorize: false })
const line = (entry: Record<string, unknown>) =>
  format(JSON.stringify({ level: 30, time: Date.now(), pid: 7, hostname: 'farm', ...entry }))

describe('readable log lines', () => {
  it('puts a request on one line: method, address, status and time', () => {
    const request = {
      reqId: 'a1b2',
      req: { method: 'GET', url: '/api/products', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 3.6,
    }
    expect(line({ ...request, msg: 'request completed' })).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/products 200 4 ms\n$/,
    )
    expect(line({ ...request, level: 50, msg: 'request errored' })).toMatch(
      /^\[\d\d:\d\d:\d\d\] ERROR: GET \/api\/products 200 4 ms: request errored\n$/,
    )
  })

  it('shows other messages as they are', () => {
    expect(line({ msg: 'Groveside is open at http://localhost:5000' })).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: Groveside is open at http:\/\/localhost:5000\n$/,
    )
  })
})
