import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq, gt, lt } from 'drizzle-orm'
import { createHash, randomBytes } from 'node:crypto'
import { sessions } from '#server/db/schema/identity'
import { every } from '#server/jobs/job-engine'
import { signedInHintCookie } from '#server/http/signed-in-hint'

export interface SessionData {
  /** Stable id of this visitor's cart and orders; carried over when the session id rotates. */
  visitorId: string
  userId?: string
  staffId?: number
  /** Staff access lasts 12 hours from sign-in, however long the session lives. */
  staffUntil?: string
  oidc?: { codeVerifier: string; state: string; nonce: string; returnTo: string }
}

export interface SessionHandle {
  /** The session's data, or null when the request has none (nothing is created). */
  get(): Promise<SessionData | null>
  /** The session's data, creating the session (and its cookie) when there is none. */
  ensure(): Promise<SessionData>
  update(patch: Partial<SessionData>): Promise<SessionData>
  /** Issues a new session id carrying the same data plus `patch`; the old id stops working. */
  rotate(patch: Partial<SessionData>): Promise<SessionData>
  /**
   * Ends one sign-in and keeps the other (a browser can hold a customer and a staff sign-in):
   * the session id rotates; a session left with no sign-in is removed. The customer's sign-out
   * also starts a new visitor, as a fresh session would.
   */
  endSignIn(who: 'customer' | 'staff'): Promise<void>
  destroy(): Promise<void>
}

/**
 * What a customer's sign-in tells the domains: the visitor it was, the account, and the e-mail the
 * customer proved by signing in (null when the OpenID provider does not vouch for one).
 */
export interface CustomerSignInEvent {
  visitorId: string
  userId: string
  provenEmail: string | null
}
export type CustomerSignInHook = (event: CustomerSignInEvent) => Promise<void>

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionHandle
  }
  interface FastifyInstance {
    /** Runs after a customer signs in (e.g. the cart merges the visitor's lines into the user's). */
    onCustomerSignIn(hook: CustomerSignInHook): void
    runCustomerSignInHooks(event: CustomerSignInEvent): Promise<void>
  }
}

export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000
export const staffSessionLifetimeMs = 12 * 60 * 60 * 1000
const refreshWhenLeftMs = sessionLifetimeMs / 2

/** The cookie holds a random token; the table holds only its hash. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
export const newSessionToken = () => randomBytes(32).toString('base64url')
export const newVisitorId = () => randomBytes(16).toString('hex')

const hasStaffSignIn = (data: SessionData) =>
  Boolean(data.staffId && data.staffUntil && new Date(data.staffUntil) > new Date())

export default fp(
  async function sessionPlugin(app: FastifyInstance) {
    await app.register(cookie)
    const secure = app.config.secureCookies
    const cookieName = secure ? '__Host-groveside_session' : 'groveside_session'
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const

    // A readable, non-secret hint that someone is signed in: the browser skips the user and staff
    // calls (which would answer 401 to every visitor) when it is absent. Grants nothing by itself.
    const hintName = signedInHintCookie
    function setHint(reply: FastifyReply, data: SessionData | null, expires?: Date) {
      if (data?.userId || data?.staffId) {
        reply.setCookie(hintName, '1', {
          path: '/',
          sameSite: 'lax',
          secure,
          httpOnly: false,
          expires,
        })
      } else {
        reply.clearCookie(hintName, { path: '/' })
      }
    }

    async function write(reply: FastifyReply, data: SessionData, previousSid?: string) {
      const token = newSessionToken()
      const expire = new Date(Date.now() + sessionLifetimeMs)
      await app.db.transaction(async (tx) => {
        if (previousSid) await tx.delete(sessions).where(eq(sessions.sid, previousSid))
        await tx.insert(sessions).values({ sid: hashToken(token), sess: { ...data }, expire })
      })
      reply.setCookie(cookieName, token, { ...cookieOptions, expires: expire })
      setHint(reply, data, expire)
      return hashToken(token)
    }

    function createHandle(request: FastifyRequest, reply: FastifyReply): SessionHandle {
      let loaded: Promise<{ sid: string; data: SessionData; expire: Date } | null> | null = null

      const load = () => {
        loaded ??= (async () => {
          const token = request.cookies[cookieName]
          if (!token) return null
          const sid = hashToken(token)
          const [row] = await app.db
            .select()
            .from(sessions)
            .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
            .limit(1)
          if (!row) return null
          if (row.expire.getTime() - Date.now() < refreshWhenLeftMs) {
            const expire = new Date(Date.now() + sessionLifetimeMs)
            await app.db.update(sessions).set({ expire }).where(eq(sessions.sid, sid))
            reply.setCookie(cookieName, token, { ...cookieOptions, expires: expire })
            return { sid, data: row.sess as unknown as SessionData, expire }
          }
          return { sid, data: row.sess as unknown as SessionData, expire: row.expire }
        })()
        return loaded
      }

      const remember = (sid: string, data: SessionData) => {
        loaded = Promise.resolve({ sid, data, expire: new Date(Date.now() + sessionLifetimeMs) })
        return data
      }

      const handle: SessionHandle = {
        async get() {
          return (await load())?.data ?? null
        },
        async ensure() {
          const current = await load()
          if (current) return current.data
          const data: SessionData = { visitorId: newVisitorId() }
          return remember(await write(reply, data), data)
        },
        async update(patch) {
          const current = await load()
          if (!current) {
            const data: SessionData = { visitorId: newVisitorId(), ...patch }
            return remember(await write(reply, data), data)
          }
          const data = { ...current.data, ...patch }
          await app.db
            .update(sessions)
            .set({ sess: { ...data } })
            .where(eq(sessions.sid, current.sid))
          setHint(reply, data, current.expire)
          return remember(current.sid, data)
        },
        async rotate(patch) {
          const current = await load()
          const data: SessionData = {
            ...(current?.data ?? { visitorId: newVisitorId() }),
            ...patch,
          }
          return remember(await write(reply, data, current?.sid), data)
        },
        async endSignIn(who) {
          const current = await load()
          const keepsOther =
            who === 'customer'
              ? current && hasStaffSignIn(current.data)
              : Boolean(current?.data.userId)
          if (!keepsOther) return handle.destroy()
          await handle.rotate(
            who === 'customer'
              ? { userId: undefined, oidc: undefined, visitorId: newVisitorId() }
              : { staffId: undefined, staffUntil: undefined },
          )
        },
        async destroy() {
          const current = await load()
          if (current) await app.db.delete(sessions).where(eq(sessions.sid, current.sid))
          loaded = Promise.resolve(null)
          reply.clearCookie(cookieName, cookieOptions)
          setHint(reply, null)
        },
      }
      return handle
    }

    const signInHooks: CustomerSignInHook[] = []
    app.decorate('onCustomerSignIn', (hook: CustomerSignInHook) => {
      signInHooks.push(hook)
    })
    app.decorate('runCustomerSignInHooks', async (event: CustomerSignInEvent) => {
      for (const hook of signInHooks) await hook(event)
    })

    app.decorateRequest('session', null as unknown as SessionHandle)
    app.addHook('onRequest', async (request, reply) => {
      request.session = createHandle(request, reply)
    })

    app.jobs.schedule(
      { type: 'sessions.purge-expired', label: 'Expired sessions clean-up', cron: every.hour },
      async () => {
        await app.db.delete(sessions).where(lt(sessions.expire, new Date()))
      },
    )
  },
  { name: 'sessions', dependencies: ['notifications'] },
)
