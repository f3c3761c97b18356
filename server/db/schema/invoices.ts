import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core'
import { documentKinds, type DocumentKind } from '#contracts/invoices'
import { oneOf } from '../value-check'

/**
 * The last number given to each kind of document in each year (decision 0063). Taking a number
 * is one upsert on the year's row inside the transaction that issues the document: concurrent
 * issuers wait on that row, and a transaction that rolls back takes its number back with it, so
 * the numbers of a year have no gaps.
 */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    kind: varchar({ length: 20 }).$type<DocumentKind>().notNull(),
    year: smallint().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year] }),
    check('document_numbers_kind_check', oneOf(t.kind, documentKinds)),
    check('document_numbers_last_number_check', sql`${t.lastNumber} > 0`),
  ],
)
