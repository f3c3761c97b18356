import * as oidc from 'openid-client'

export interface OidcSettings {
  issuerUrl: string
  clientId: string
  clientSecret: string
  redirectUri: string
}

/** What the app reads of the ID token a provider signs in with. */
export interface OidcClaims {
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
  picture?: string
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** OpenID Connect authorization-code flow with PKCE (openid-client); discovery happens on first use. */
export function createOidcClient(settings: OidcSettings) {
  const issuer = new URL(settings.issuerUrl)
  // Plain HTTP only to a provider on this machine (a developer's or a test's); anything else is HTTPS.
  const options =
    issuer.protocol === 'http:' && loopbackHosts.has(issuer.hostname)
      ? { execute: [oidc.allowInsecureRequests] }
      : undefined
  let discovered: Promise<oidc.Configuration> | null = null
  const configuration = () => {
    discovered ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, options)
      .catch((error) => {
        discovered = null
        throw error
      })
    return discovered
  }

  return {
    async startSignIn() {
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      return { url: url.toString(), codeVerifier, state, nonce }
    },
    async finishSignIn(
      callbackUrl: URL,
      expected: { codeVerifier: string; state: string; nonce: string },
    ) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
      })
      const claims = tokens.claims()
      if (!claims) throw new Error('The identity provider sent no ID token')
      return claims as OidcClaims
    },
  }
}
