import { z } from 'zod'
import { lineSchema } from './fields'
import {
  listDayFilter,
  listDayRange,
  listPageSchema,
  listPaging,
  listSearchField,
} from './paged-list'

/**
 * The owner's audit log (issue 25): every staff change, newest first, filtered on the server by
 * who made it, what it was, the farm days it was made on and text in its target or details, one
 * page at a time. The screen keeps the filters in its address.
 */

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

/** The list has one order, newest first; its page sizes are the other lists'. */
const { page, pageSize } = listPaging({ sorts: ['newest'], sort: 'newest', dir: 'desc' })

export const auditQuerySchema = z
  .object({
    /** Text in the entry's target (type and id) or its before and after details, any case. */
    q: listSearchField,
    /** The e-mail of the staff member who made the change. */
    actor: lineSchema('Actor must be text', 'Actor')
      .trim()
      .toLowerCase()
      .max(255, 'Actor must be at most 255 characters')
      .optional(),
    /** One action, e.g. `staff.invite` or `order.status`. */
    action: lineSchema('Action must be text', 'Action')
      .trim()
      .max(100, 'Action must be at most 100 characters')
      .optional(),
    /** First and last farm day of the changes, both included. */
    from: listDayFilter('From'),
    to: listDayFilter('To'),
    page,
    pageSize,
  })
  .refine(...listDayRange)
export type AuditQuery = z.infer<typeof auditQuerySchema>
export type AuditQueryInput = z.input<typeof auditQuerySchema>

/** One page of entries, and the actions and actors the whole log has (the screen's filters). */
export const auditPageSchema = listPageSchema(auditEntrySchema).extend({
  actions: z.array(z.string()),
  actors: z.array(z.string()),
})
export type AuditPage = z.infer<typeof auditPageSchema>
