import type { Db } from '#server/db/client'
import { customerNotes } from '#server/db/schema/customers'
import { notFound } from '#server/http/http-error'
import { customerEmailOf } from './customer-queries'

/** Staff write a note on a customer (what they like, how to reach them, a complaint settled). */
export async function addCustomerNote(
  db: Db,
  note: { key: string; body: string; author: { id: number; name?: string } | null },
) {
  const email = await customerEmailOf(db, note.key)
  if (!email) throw notFound('Customer not found')
  const [row] = await db
    .insert(customerNotes)
    .values({ customerEmail: email, body: note.body, authorStaffId: note.author?.id ?? null })
    .returning()
  return {
    id: row!.id,
    body: row!.body,
    author: note.author?.name ?? null,
    createdAt: row!.createdAt.toISOString(),
  }
}
