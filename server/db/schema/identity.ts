import { boolean, check, index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { staffRoles, type StaffRole } from '#contracts/identity'
import { identityId, timestampTz, timestampNow, timestamps } from '../columns'
import { oneOf } from '../value-check'

/** Customers. The id is the OIDC subject, or a generated id for e-mail-link sign-in (spec 3 §3). */
export const users = pgTable('users', {
  id: text().primaryKey(),
  email: varchar({ length: 255 }).unique(),
  firstName: varchar({ length: 100 }),
  lastName: varchar({ length: 100 }),
  profileImageUrl: text(),
  ...timestamps(),
})
export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert

/** Server-side sessions (visitors, customers and staff alike). */
export const sessions = pgTable(
  'sessions',
  {
    sid: text().primaryKey(),
    sess: jsonb().$type<Record<string, unknown>>().notNull(),
    expire: timestampTz().notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
)
export type SessionRow = typeof sessions.$inferSelect

/** One-time e-mail sign-in links; only the hash of the token is stored. */
export const signInTokens = pgTable(
  'sign_in_tokens',
  {
    tokenHash: text().primaryKey(),
    email: varchar({ length: 255 }).notNull(),
    expiresAt: timestampTz().notNull(),
    usedAt: timestampTz(),
    createdAt: timestampNow(),
  },
  (t) => [index('sign_in_tokens_email_idx').on(t.email)],
)
export type SignInTokenRow = typeof signInTokens.$inferSelect

/** Staff accounts (e-mail + argon2id password hash); roles owner and staff. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: identityId(),
    email: varchar({ length: 255 }).notNull().unique(),
    name: varchar({ length: 100 }).notNull(),
    passwordHash: text().notNull(),
    role: varchar({ length: 20 }).$type<StaffRole>().default('staff').notNull(),
    active: boolean().default(true).notNull(),
    lastLoginAt: timestampTz(),
    ...timestamps(),
  },
  (t) => [check('staff_accounts_role_check', oneOf(t.role, staffRoles))],
)
export type StaffAccountRow = typeof staffAccounts.$inferSelect
export type NewStaffAccountRow = typeof staffAccounts.$inferInsert
