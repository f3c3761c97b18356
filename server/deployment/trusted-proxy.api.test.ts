import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { maxFailuresPerAddress } from '../domains/identity/staff-login-throttle'
import {
  freePort,
  startNginx,
  startServerProcess,
  stopAllProcesses,
  type ServerProcess,
} from '../test/server-process'

/**
 * A real server process on PGlite behind a real nginx that appends the client's address to any
 * X-Forwarded-For the client sent (`$proxy_add_x_forwarded_for`), with TRUST_PROXY naming nginx
 * (decision 0040). Clients connect from their own loopback addresses (127.0.0.2, 127.0.0.3), so
 * the address nginx saw differs from nginx's own.
 */
describe('client addresses behind a proxy that appends X-Forwarded-For', () => {
  let dataDir: string
  let server: ServerProcess | null = null
  let proxy: Awaited<ReturnType<typeof startNginx>> | null = null

  beforeAll(async () => {
    const [appPort, proxyPort] = [await freePort(), await freePort()]
    dataDir = await mkdtemp(path.join(tmpdir(), 'groveside-proxy-'))
    server = await startServerProcess({
      port: appPort,
      env: {
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
        TRUST_PROXY: '127.0.0.1',
        SEED_DEMO_DATA: 'false',
        // The access log names the address the app saw for each request.
        LOG_LEVEL: 'info',
      },
    })
    proxy = await startNginx({ port: proxyPort, upstreams: [`127.0.0.1:${appPort}`] })
  }, 120_000)
  afterAll(async () => {
    await proxy?.stop()
    await server?.stop()
    await stopAllProcesses()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  }, 30_000)

  /** A failed staff sign-in through nginx from `from`, sending its own X-Forwarded-For. */
  function failedSignIn(from: string, forwardedFor: string, email: string) {
    const body = JSON.stringify({ email, password: 'not the password at all' })
    return new Promise<{ status: number; requestId: string; message: string }>(
      (resolve, reject) => {
        const sent = request(
          `${proxy!.url}/api/staff/login`,
          {
            method: 'POST',
            localAddress: from,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-forwarded-for': forwardedFor,
            },
          },
          (response) => {
            let text = ''
            response.on('data', (chunk: Buffer) => (text += chunk.toString()))
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                requestId: String(response.headers['x-request-id']),
                message: (JSON.parse(text) as { message: string }).message,
              }),
            )
          },
        )
        sent.on('error', reject)
        sent.end(body)
      },
    )
  }

  /**
   * The access log line of one request, from the process's JSON log (standard output is no TTY),
   * written once the answer has gone out.
   */
  async function loggedRequest(requestId: string) {
    const find = () =>
      server!
        .output()
        .split('\n')
        .find((text) => text.includes(`"reqId":"${requestId}"`))
    await expect.poll(find, { message: `no log line for ${requestId}` }).toBeDefined()
    return JSON.parse(find()!) as { msg: string; req: { remoteAddress: string } }
  }

  it("sees the client's own address, not the one it wrote into X-Forwarded-For", async () => {
    const answer = await failedSignIn('127.0.0.2', '198.51.100.7', 'nobody@proxy.test')
    expect(answer.status).toBe(401)
    const logged = await loggedRequest(answer.requestId)
    expect(logged.msg).toBe('request completed')
    expect(logged.req.remoteAddress).toBe('127.0.0.2')
  })

  it('counts failed sign-ins per real address however many addresses a client invents', async () => {
    const statuses: number[] = []
    // With the first test's failure from 127.0.0.2 these reach the limit of failures per address.
    for (let n = 1; n < maxFailuresPerAddress; n += 1) {
      const forged = `203.0.113.${n}, 192.0.2.${n}`
      const answer = await failedSignIn('127.0.0.2', forged, `guess-${n}@proxy.test`)
      statuses.push(answer.status)
    }
    expect(statuses).toEqual(Array(maxFailuresPerAddress - 1).fill(401))
    const throttled = await failedSignIn('127.0.0.2', '203.0.113.250', 'last@proxy.test')
    expect(throttled.status).toBe(429)
    expect(throttled.message).toMatch(/^Too many failed sign-ins from this address/)

    // Another client behind the same nginx has its own count: addresses are not all nginx's.
    const neighbour = await failedSignIn('127.0.0.3', '127.0.0.2', 'neighbour@proxy.test')
    expect(neighbour.status).toBe(401)
    expect((await loggedRequest(neighbour.requestId)).req.remoteAddress).toBe('127.0.0.3')
  }, 120_000)
})
