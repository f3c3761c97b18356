import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { staffRoles, type StaffRole } from '#contracts/identity'
import { staffLinkPurposes, type StaffLinkPurpose } from '#contracts/staff-accounts'
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

/**
 * E-mailed links that set a staff password (issue 25): an invite (creates the account when used)
 * or a password reset (an existing account). Only the token's hash is kept; each link works once,
 * until `expiresAt`, and the owner can revoke an invite. At most one open invite per e-mail.
 */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: identityId(),
    tokenHash: text().notNull().unique(),
    purpose: varchar({ length: 10 }).$type<StaffLinkPurpose>().notNull(),
    email: varchar({ length: 255 }).notNull(),
    /** The invited person's name and role (an invite); a reset takes the account's. */
    name: varchar({ length: 100 }).notNull(),
    role: varchar({ length: 20 }).$type<StaffRole>().notNull(),
    /** The account it resets, or the account an invite became once used. */
    staffId: integer().references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** When the last e-mail with this link went out (a resent invite gets a new token). */
    sentAt: timestampNow(),
    expiresAt: timestampTz().notNull(),
    usedAt: timestampTz(),
    revokedAt: timestampTz(),
    createdAt: timestampNow(),
  },
  (t) => [
    check('staff_password_links_purpose_check', oneOf(t.purpose, staffLinkPurposes)),
    check('staff_password_links_role_check', oneOf(t.role, staffRoles)),
    uniqueIndex('staff_password_links_open_invite_idx')
      .on(t.email)
      .where(sql`${t.purpose} = 'invite' and ${t.usedAt} is null and ${t.revokedAt} is null`),
    index('staff_password_links_staff_id_idx').on(t.staffId),
  ],
)
export type StaffPasswordLinkRow = typeof staffPasswordLinks.$inferSelect
