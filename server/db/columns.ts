import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'

/** Column builders every table uses; each call makes a new builder (drizzle builders are not shared). */

/** The row's own number, given by the database (an identity column). */
export const identityId = () => integer().primaryKey().generatedAlwaysAsIdentity()

/** A moment, with its time zone (every timestamp of the shop). */
export const timestampTz = () => timestamp({ withTimezone: true })

/** A required moment that defaults to when the row is written. */
export const timestampNow = () => timestampTz().defaultNow().notNull()

/** When the row was created and last changed. */
export const timestamps = () => ({ createdAt: timestampNow(), updatedAt: timestampNow() })

/** The required id of the row this one belongs to: deleting that row deletes this one. */
export const parentId = (parent: () => AnyPgColumn) =>
  integer().notNull().references(parent, { onDelete: 'cascade' })
