import argon2 from 'argon2'
import { eq, sql } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import type { Db } from '#server/db/client'
import { staffAccounts, type StaffAccountRow } from '#server/db/schema/identity'
import type { StaffMember, StaffRole } from '#contracts/identity'
import { isUniqueViolation } from '#server/db/unique-violation'

const hashOptions = { type: argon2.argon2id } as const
/** Verified against for unknown e-mails, so both failures take the same time. */
const dummyHash = argon2.hash(randomBytes(16).toString('hex'), hashOptions)

export const hashPassword = (password: string) => argon2.hash(password, hashOptions)
export const generatePassword = () => randomBytes(18).toString('base64url')

export const toStaffMember = (row: StaffAccountRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
})

export async function findStaffById(db: Db, id: number) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1)
  return row ?? null
}

export async function findStaffByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email.trim().toLowerCase()))
    .limit(1)
  return row ?? null
}

/** The active account whose password matches, or null; the same time either way. */
export async function verifyStaffLogin(db: Db, email: string, password: string) {
  const account = await findStaffByEmail(db, email)
  const valid = await argon2.verify(account?.passwordHash ?? (await dummyHash), password)
  if (!account || !valid || !account.active) return null
  await db
    .update(staffAccounts)
    .set({ lastLoginAt: new Date() })
    .where(eq(staffAccounts.id, account.id))
  return account
}

export async function createStaffAccount(
  db: Db,
  input: { email: string; name: string; role: StaffRole; password: string },
) {
  if (input.password.length < 12) throw new Error('Password must be at least 12 characters')
  const [row] = await db
    .insert(staffAccounts)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .returning()
  return row!
}

/** Sets the password of the account with the e-mail: its id, or null when there is none. */
export async function setStaffPassword(db: Db, email: string, password: string) {
  if (password.length < 12) throw new Error('Password must be at least 12 characters')
  const rows = await db
    .update(staffAccounts)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(staffAccounts.email, email.trim().toLowerCase()))
    .returning({ id: staffAccounts.id })
  return rows[0]?.id ?? null
}

/** Enables or disables the account with the e-mail: its id, or null when there is none. */
export async function setStaffActive(db: Db, email: string, active: boolean) {
  const rows = await db
    .update(staffAccounts)
    .set({ active, updatedAt: new Date() })
    .where(eq(staffAccounts.email, email.trim().toLowerCase()))
    .returning({ id: staffAccounts.id })
  return rows[0]?.id ?? null
}

/**
 * On a database without staff, creates the first owner: from OWNER_EMAIL/OWNER_PASSWORD, or with
 * a generated password that is returned so the caller can print it once. Instances starting
 * together on one database may all find no staff: the e-mail is unique, so one creates the owner
 * and the others answer null.
 */
export async function ensureFirstOwner(
  db: Db,
  options: { email?: string; password?: string },
): Promise<{ email: string; generatedPassword: string | null } | null> {
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffAccounts)) as [{ count: number }]
  if (Number(count) > 0) return null
  const email = options.email ?? 'owner@groveside.local'
  const generatedPassword = options.password ? null : generatePassword()
  try {
    await createStaffAccount(db, {
      email,
      name: 'Farm Owner',
      role: 'owner',
      password: options.password ?? generatedPassword!,
    })
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
  return { email, generatedPassword }
}
