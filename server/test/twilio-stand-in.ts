import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface TwilioStandIn {
  url: string
  /** Messages requests received: path, basic-auth credentials and the form fields. */
  requests: { method: string; path: string; credentials: string; form: URLSearchParams }[]
  /** The next answers are this status and Twilio-style error (until `answerNormally`). */
  failWith(status: number, message: string, code?: number): void
  answerNormally(): void
  close(): Promise<void>
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => resolve(body))
  })

/**
 * A local stand-in for Twilio's Messages resource (`POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded, basic auth with the account SID and auth token), answering as Twilio does: 201
 * with the message, 401 for wrong credentials, 400 without To/From/Body. No network leaves the
 * machine.
 */
export async function startTwilioStandIn(account: {
  sid: string
  token: string
}): Promise<TwilioStandIn> {
  const requests: TwilioStandIn['requests'] = []
  let failure: { status: number; message: string; code: number } | null = null
  let counter = 0

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const form = new URLSearchParams(await readBody(request))
    const auth = request.headers.authorization ?? ''
    const credentials = auth.startsWith('Basic ')
      ? Buffer.from(auth.slice(6), 'base64').toString('utf8')
      : ''
    requests.push({ method: request.method ?? 'GET', path: url.pathname, credentials, form })
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const error = (status: number, message: string, code: number) =>
      send(status, {
        code,
        message,
        more_info: `https://www.twilio.com/docs/errors/${code}`,
        status,
      })

    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname)
    if (request.method !== 'POST' || !match)
      return error(404, 'The requested resource was not found', 20404)
    if (credentials !== `${account.sid}:${account.token}` || match[1] !== account.sid) {
      return error(401, 'Authenticate', 20003)
    }
    if (failure) return error(failure.status, failure.message, failure.code)
    const [to, from, body] = [form.get('To'), form.get('From'), form.get('Body')]
    if (!to || !from || !body) return error(400, "A 'To', 'From' and 'Body' are required.", 21604)
    if (!/^\+\d{8,15}$/.test(to))
      return error(400, `The 'To' number ${to} is not a valid phone number.`, 21211)
    counter += 1
    return send(201, {
      sid: `SM${String(counter).padStart(32, '0')}`,
      account_sid: account.sid,
      to,
      from,
      body,
      status: 'queued',
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith(status, message, code = 30000 + status) {
      failure = { status, message, code }
    },
    answerNormally() {
      failure = null
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
