import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { identityId, timestampNow } from '../columns'
import { staffAccounts } from './identity'

/**
 * Staff notes on a customer (issue 25). A customer is an e-mail address (lowercased): there is no
 * customer row, so a note names the address it is about; erasing the customer deletes its notes.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: identityId(),
    customerEmail: varchar({ length: 255 }).notNull(),
    body: text().notNull(),
    authorStaffId: integer().references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestampNow(),
  },
  (t) => [index('customer_notes_customer_email_idx').on(t.customerEmail)],
)
export type CustomerNoteRow = typeof customerNotes.$inferSelect
