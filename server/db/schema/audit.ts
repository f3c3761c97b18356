import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { identityId, timestampNow } from '../columns'
import { staffAccounts } from './identity'

/** Who changed what and when (staff actions, order status changes, ...). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    actorStaffId: integer().references(() => staffAccounts.id, { onDelete: 'set null' }),
    actorEmail: varchar({ length: 255 }),
    action: varchar({ length: 100 }).notNull(),
    targetType: varchar({ length: 50 }).notNull(),
    targetId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestampNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    // The owner's audit screen filters by action and by who made the change.
    index('audit_log_action_idx').on(t.action),
    index('audit_log_actor_email_idx').on(t.actorEmail),
  ],
)
export type AuditLogRow = typeof auditLog.$inferSelect
export type NewAuditLogRow = typeof auditLog.$inferInsert
