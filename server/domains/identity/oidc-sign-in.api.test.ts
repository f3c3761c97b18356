import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { sessionCookieFrom } from '#server/test/sign-in'

// A real OpenID provider (oidc-provider) on a loopback port, with its development login and
// consent pages; the app discovers it, sends the visitor there and redeems the code with PKCE.
const publicUrl = 'http://localhost:5000'
const account = {
  sub: 'oidc-mara',
  email: 'mara.oidc@example.com',
  email_verified: true,
  given_name: 'Mara',
  family_name: 'Lindqvist',
}
let providerServer: Server
let testApp: TestApp

beforeAll(async () => {
  // The issuer names the port, so the server listens first and the provider answers it after.
  providerServer = createServer()
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`
  providerServer.on('request', createProvider(issuer).callback())
  testApp = await buildTestApp({
    seed: false,
    config: {
      publicUrl,
      oidc: { issuerUrl: issuer, clientId: 'groveside-shop', clientSecret: 'a-test-client-secret' },
    },
  })
})
afterAll(async () => {
  await testApp?.close()
  await new Promise((resolve) => providerServer?.close(resolve))
})

function createProvider(issuer: string) {
  return new Provider(issuer, {
    clients: [
      {
        client_id: 'groveside-shop',
        client_secret: 'a-test-client-secret',
        redirect_uris: [`${publicUrl}/api/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // Like the big providers, the ID token itself carries the claims (the app reads only it).
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ ...account, sub }),
    }),
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    cookies: { keys: ['a-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  })
}

/** Cookies of the provider's pages, as a browser would keep them (paths ignored: one host). */
class CookieJar {
  private readonly cookies = new Map<string, string>()
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      const name = pair!.slice(0, at)
      const value = pair!.slice(at + 1)
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/**
 * Goes from the app's sign-in redirect through the provider's login and consent pages, as a
 * browser would, to the URL the provider sends the browser back to (the app's callback).
 */
async function throughProvider(authorizationUrl: string) {
  const jar = new CookieJar()
  let url = authorizationUrl
  let form: URLSearchParams | null = null
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
      redirect: 'manual',
    })
    jar.take(response)
    form = null
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url).toString()
      if (url.startsWith(`${publicUrl}/`)) return new URL(url)
      continue
    }
    const page = await response.text()
    expect(response.status, page).toBe(200)
    // The development interaction page: a login form (any login) or a consent form.
    const action = /<form[^>]* action="([^"]+)"/.exec(page)?.[1]
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1]
    expect(action && prompt, page).toBeTruthy()
    url = new URL(action!, url).toString()
    form = new URLSearchParams({ prompt: prompt! })
    if (prompt === 'login') form.set('login', account.sub)
  }
  throw new Error('The provider never sent the browser back to the app')
}

async function startSignIn() {
  const { app } = testApp
  const start = await app.inject({ method: 'GET', url: '/api/login' })
  expect(start.statusCode, start.body).toBe(302)
  const cookie = sessionCookieFrom(start.headers['set-cookie'])
  const authorization = new URL(start.headers.location as string)
  return { cookie, authorization }
}

describe('customer sign-in with OpenID Connect against a real provider', () => {
  it('signs the customer in with the provider’s verified e-mail (code flow with PKCE)', async () => {
    const { app } = testApp
    const { cookie, authorization } = await startSignIn()
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${publicUrl}/api/callback`)

    const callback = await throughProvider(authorization.toString())
    expect(callback.pathname).toBe('/api/callback')
    expect(callback.searchParams.get('code')).toBeTruthy()
    const finished = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    })
    expect(finished.statusCode, finished.body).toBe(302)
    expect(finished.headers.location).toBe('/')
    const signedIn = sessionCookieFrom(finished.headers['set-cookie'])
    expect(signedIn).not.toBe(cookie) // the session is rotated on sign-in

    const user = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: signedIn },
    })
    expect(user.statusCode, user.body).toBe(200)
    expect(user.json()).toMatchObject({ email: account.email })
    const before = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })
    expect(before.statusCode).toBe(401)
  })

  it('refuses a callback whose state was tampered with', async () => {
    const { app } = testApp
    const { cookie, authorization } = await startSignIn()
    const callback = await throughProvider(authorization.toString())
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`)
    const finished = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    })
    expect(finished.statusCode).toBe(302)
    expect(finished.headers.location).toBe('/sign-in?failed=1')
    const user = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })
    expect(user.statusCode).toBe(401)
  })
})
