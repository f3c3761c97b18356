import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { signInStartQuerySchema } from '#contracts/identity'
import * as identityApi from '#contracts/identity-api'
import { returnPathOr } from '#contracts/return-path'
import { route } from '#server/http/endpoint-route'
import { HttpError, unauthorized } from '#server/http/http-error'
import { hitRateCounter } from '#server/plugins/external/rate-limit'
import { recordAudit } from '#server/domains/audit/public'
import { staffOfRequest } from './access-control-plugin'
import {
  adoptGuestOrders,
  consumeSignInToken,
  createSignInToken,
  findOrCreateUserByEmail,
  findUser,
  purgeSpentSignInTokens,
  toUserContract,
  upsertOidcUser,
  verifiedOidcEmail,
} from './customer-sign-in'
import { createOidcClient } from './oidc-client'
import { signedInHintCookie } from '#server/http/signed-in-hint'
import { staffSessionLifetimeMs } from './session-plugin'
import { toStaffMember, verifyStaffLogin } from './staff-accounts'
import { SignInThrottled, staffLoginThrottle } from './staff-login-throttle'
import { every } from '#server/jobs/job-engine'

export default async function identityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const oidc = app.config.oidc
    ? createOidcClient({ ...app.config.oidc, redirectUri: `${app.config.publicUrl}/api/callback` })
    : null

  app.jobs.schedule(
    { type: 'sign-in-tokens.purge', label: 'Sign-in links clean-up', cron: every.hour },
    () => purgeSpentSignInTokens(app.db),
  )

  // ---- customers -------------------------------------------------------------------------

  api.get(
    '/api/login',
    { config: { access: 'public' }, schema: { querystring: signInStartQuerySchema } },
    async (request, reply) => {
      // A return path that is not a page of this site is ignored, not refused: it came in a link.
      const returnTo = returnPathOr(request.query.returnTo)
      if (!oidc)
        return reply.redirect(
          returnTo === '/' ? '/sign-in' : `/sign-in?returnTo=${encodeURIComponent(returnTo)}`,
          302,
        )
      const start = await oidc.startSignIn()
      await request.session.update({
        oidc: {
          codeVerifier: start.codeVerifier,
          state: start.state,
          nonce: start.nonce,
          returnTo,
        },
      })
      return reply.redirect(start.url, 302)
    },
  )

  // The provider redirects the browser here; state, nonce and PKCE tie it to the session above.
  api.get('/api/callback', { config: { access: 'public' } }, async (request, reply) => {
    const data = await request.session.get()
    if (!oidc || !data?.oidc) return reply.redirect('/sign-in', 302)
    try {
      const claims = await oidc.finishSignIn(new URL(request.url, app.config.publicUrl), data.oidc)
      const user = await upsertOidcUser(app.db, claims)
      const provenEmail = verifiedOidcEmail(claims)
      if (provenEmail) await adoptGuestOrders(app.db, { userId: user.id, provenEmail })
      const session = await request.session.rotate({ userId: user.id, oidc: undefined })
      await app.runCustomerSignInHooks({
        visitorId: session.visitorId,
        userId: user.id,
        provenEmail,
      })
      return reply.redirect(data.oidc.returnTo, 302)
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID Connect sign-in failed')
      return reply.redirect('/sign-in?failed=1', 302)
    }
  })

  route(app, identityApi.requestEmailLink, {
    config: { access: 'public', rateLimit: { max: 30, timeWindow: '15 minutes' } },
    handler: async (request, reply) => {
      const { email, website, returnTo } = request.body
      const message = 'Check your inbox: we sent you a sign-in link.'
      if (website) return reply.status(202).send({ message }) // honeypot: a bot filled the hidden field
      // Besides the per-address limit above: at most 5 links per inbox per 15 minutes.
      const perInbox = await hitRateCounter(app.db, `sign-in-links:${email}`, 15 * 60 * 1000)
      if (perInbox.count > 5) {
        throw new HttpError(
          429,
          'RATE_LIMITED',
          'Too many sign-in links for this e-mail. Please wait 15 minutes and try again.',
        )
      }
      const token = await createSignInToken(app.db, email)
      const link =
        `${app.config.publicUrl}/sign-in/verify?token=${token}` +
        (returnTo && returnTo !== '/' ? `&returnTo=${encodeURIComponent(returnTo)}` : '')
      await app.mail.queue({
        to: email,
        subject: 'Your Groveside sign-in link',
        text: `Hello from the farm!\n\nFollow this link to sign in (it works once, for 15 minutes):\n${link}\n\nIf you did not ask for it, you can ignore this e-mail.`,
      })
      if (app.config.env === 'development') request.log.info({ email, link }, 'sign-in link')
      return reply.status(202).send({ message })
    },
  })

  route(app, identityApi.verifyEmailLink, {
    config: { access: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
    handler: async (request) => {
      const email = await consumeSignInToken(app.db, request.body.token)
      if (!email) {
        throw new HttpError(
          400,
          'INVALID_LINK',
          'This sign-in link has expired or has already been used.',
          {
            token: 'Expired or already used',
          },
        )
      }
      const user = await findOrCreateUserByEmail(app.db, email)
      await adoptGuestOrders(app.db, { userId: user.id, provenEmail: email })
      const session = await request.session.rotate({ userId: user.id })
      await app.runCustomerSignInHooks({
        visitorId: session.visitorId,
        userId: user.id,
        provenEmail: email,
      })
      return toUserContract(user)
    },
  })

  route(app, identityApi.getCurrentUser, {
    config: { access: 'customer' },
    handler: async (request) => {
      const user = await findUser(app.db, request.currentUserId!)
      if (!user) throw unauthorized()
      return toUserContract(user)
    },
  })

  // Who is signed in, for every page: a 200 whoever asks (a visitor's page load logs no 401).
  // The readable hint cookie is dropped when it outlived the session it announced.
  route(app, identityApi.getSession, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      const data = await request.session.get()
      const [user, staff] = await Promise.all([
        data?.userId ? findUser(app.db, data.userId) : null,
        staffOfRequest(app, request),
      ])
      if (!user && !staff && request.cookies[signedInHintCookie]) {
        reply.clearCookie(signedInHintCookie, { path: '/' })
      }
      reply.header('cache-control', 'private, no-store')
      return {
        customer: user ? toUserContract(user) : null,
        staff: staff ? toStaffMember(staff) : null,
      }
    },
  })

  route(app, identityApi.signOut, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      await request.session.endSignIn('customer')
      return reply.status(204).send()
    },
  })

  // ---- staff -----------------------------------------------------------------------------

  route(app, identityApi.staffLogin, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { email, password } = request.body
      const throttle = staffLoginThrottle(app.db, {
        email,
        address: request.ip,
        rateLimitFactor: app.config.rateLimitFactor,
      })
      try {
        await throttle.admit()
      } catch (error) {
        if (error instanceof SignInThrottled) reply.header('retry-after', error.retryAfterSeconds)
        throw error
      }

      const staff = await verifyStaffLogin(app.db, email, password)
      if (!staff) {
        await throttle.failed()
        throw new HttpError(401, 'INVALID_CREDENTIALS', 'Incorrect email or password')
      }

      await throttle.succeeded()
      await request.session.rotate({
        staffId: staff.id,
        staffUntil: new Date(Date.now() + staffSessionLifetimeMs).toISOString(),
      })
      await recordAudit(app.db, {
        actorStaffId: staff.id,
        actorEmail: staff.email,
        action: 'staff.login',
        targetType: 'staff',
        targetId: String(staff.id),
      })
      return toStaffMember(staff)
    },
  })

  route(app, identityApi.getStaffMember, {
    config: { access: 'staff' },
    handler: async (request) => toStaffMember(request.currentStaff!),
  })

  route(app, identityApi.staffLogout, {
    config: { access: 'public' },
    handler: async (request, reply) => {
      const staff = await staffOfRequest(app, request)
      await request.session.endSignIn('staff')
      if (staff) {
        await recordAudit(app.db, {
          actorStaffId: staff.id,
          actorEmail: staff.email,
          action: 'staff.logout',
          targetType: 'staff',
          targetId: String(staff.id),
        })
      }
      return reply.status(204).send()
    },
  })
}
