import { and, eq, gt, isNull, lt, or, isNotNull, sql } from 'drizzle-orm'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Db } from '#server/db/client'
import { signInTokens, users, type UserRow } from '#server/db/schema/identity'
import { orders } from '#server/db/schema/orders'
import type { User } from '#contracts/identity'
import type { OidcClaims } from './oidc-client'

export const signInLinkLifetimeMs = 15 * 60 * 1000
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const toUserContract = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  profileImageUrl: row.profileImageUrl,
})

/** Creates a one-time sign-in token for an e-mail address; only its hash is stored. */
export async function createSignInToken(db: Db, email: string) {
  const token = randomBytes(32).toString('base64url')
  await db.insert(signInTokens).values({
    tokenHash: hashToken(token),
    email,
    expiresAt: new Date(Date.now() + signInLinkLifetimeMs),
  })
  return token
}

/** Uses a sign-in token once; answers its e-mail, or null when unknown, used or expired. */
export async function consumeSignInToken(db: Db, token: string) {
  const [row] = await db
    .update(signInTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signInTokens.tokenHash, hashToken(token)),
        isNull(signInTokens.usedAt),
        gt(signInTokens.expiresAt, new Date()),
      ),
    )
    .returning({ email: signInTokens.email })
  return row?.email ?? null
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}

/** The user with this e-mail, created on first sign-in. */
export async function findOrCreateUserByEmail(db: Db, email: string) {
  const [created] = await db
    .insert(users)
    .values({ id: randomUUID(), email })
    .onConflictDoNothing({ target: users.email })
    .returning()
  if (created) return created
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return existing!
}

/**
 * Makes the orders placed as a guest with this e-mail (and no customer yet) the customer's own.
 * Call it only with an e-mail the customer has proven: the e-mailed sign-in link, or an e-mail
 * the OpenID provider marks verified; otherwise anyone could claim a stranger's orders.
 */
export async function adoptGuestOrders(db: Db, customer: { userId: string; provenEmail: string }) {
  await db
    .update(orders)
    .set({ userId: customer.userId, updatedAt: new Date() })
    .where(
      and(
        isNull(orders.userId),
        eq(sql`lower(${orders.customerEmail})`, customer.provenEmail.trim().toLowerCase()),
      ),
    )
}

/** The e-mail an OpenID provider vouches for, or null when it does not mark it verified. */
export const verifiedOidcEmail = (claims: Pick<OidcClaims, 'email' | 'email_verified'>) =>
  claims.email && claims.email_verified === true ? claims.email.toLowerCase() : null

/**
 * Creates or updates the user an OpenID Connect provider vouches for. A name the account already
 * has (the customer may have changed it in their account) is kept; the provider's fills a gap.
 */
export async function upsertOidcUser(db: Db, claims: OidcClaims) {
  const values = {
    email: claims.email?.toLowerCase() ?? null,
    firstName: claims.given_name ?? null,
    lastName: claims.family_name ?? null,
    profileImageUrl: claims.picture ?? null,
  }
  const [row] = await db
    .insert(users)
    .values({ id: claims.sub, ...values })
    .onConflictDoUpdate({
      target: users.id,
      set: {
        ...values,
        firstName: sql`coalesce(${users.firstName}, excluded.first_name)`,
        lastName: sql`coalesce(${users.lastName}, excluded.last_name)`,
        updatedAt: new Date(),
      },
    })
    .returning()
  return row!
}

export async function purgeSpentSignInTokens(db: Db) {
  await db
    .delete(signInTokens)
    .where(or(lt(signInTokens.expiresAt, new Date()), isNotNull(signInTokens.usedAt)))
}
