import { and, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Db } from '../../db/client'
import { signInTokens, users, type UserRow } from '../../db/schema/identity'
import type { User } from '../../../contracts/identity'

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

/** Creates or updates the user an OpenID Connect provider vouches for. */
export async function upsertOidcUser(
  db: Db,
  claims: {
    sub: string
    email?: string
    given_name?: string
    family_name?: string
    picture?: string
  },
) {
  const values = {
    email: claims.email?.toLowerCase() ?? null,
    firstName: claims.given_name ?? null,
    lastName: claims.family_name ?? null,
    profileImageUrl: claims.picture ?? null,
  }
  const [row] = await db
    .insert(users)
    .values({ id: claims.sub, ...values })
    .onConflictDoUpdate({ target: users.id, set: { ...values, updatedAt: new Date() } })
    .returning()
  return row!
}

export async function purgeSpentSignInTokens(db: Db) {
  await db
    .delete(signInTokens)
    .where(or(lt(signInTokens.expiresAt, new Date()), isNotNull(signInTokens.usedAt)))
}
