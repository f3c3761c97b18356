import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import {
  isBlankCommentField,
  missingCommentFieldsMessage,
  newBlogCommentSchema,
  type AdminBlogComment,
} from '#contracts/blog'
import type { Db } from '#server/db/client'
import { blogComments } from '#server/db/schema/blog'
import { badRequest, notFound } from '#server/http/http-error'
import { isPublishedPost, toAdminBlogComment } from './blog-queries'

export const commentReceivedMessage =
  'Thank you! Your comment will appear once it has been approved.'

/**
 * Checks a new comment against the shared rules. Blank fields (after trimming) answer
 * 'Please fill in all fields.' naming each blank one with its own message ('Name is required');
 * other problems name their field too.
 */
export function parseNewComment(body: unknown) {
  const parsed = newBlogCommentSchema.safeParse(body)
  if (parsed.success) return parsed.data
  throw commentValidationError(parsed.error)
}

function commentValidationError(error: z.ZodError) {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body'
    fields[field] ??= issue.message
  }
  const blank = Object.entries(fields).some(([field, message]) =>
    isBlankCommentField(field, message),
  )
  const names = Object.keys(fields)
  const message = blank
    ? missingCommentFieldsMessage
    : `Invalid ${names.join(', ')}: ${fields[names[0]!]}`
  return badRequest(message, fields)
}

/**
 * Stores a visitor's comment on a published post. It always starts unapproved: nothing the
 * client sends decides that. Answers the new comment's id.
 */
export async function createComment(
  db: Db,
  input: { blogPostId: number; authorName: string; authorEmail: string; content: string },
): Promise<number> {
  if (!(await isPublishedPost(db, input.blogPostId))) throw notFound('Blog post not found')
  const [row] = await db
    .insert(blogComments)
    .values({
      blogPostId: input.blogPostId,
      authorName: input.authorName,
      authorEmail: input.authorEmail,
      content: input.content,
      isApproved: false,
    })
    .returning({ id: blogComments.id })
  return row!.id
}

/** Makes a comment public. Approving an approved comment changes nothing. */
export async function approveComment(db: Db, id: number): Promise<AdminBlogComment | null> {
  const [row] = await db
    .update(blogComments)
    .set({ isApproved: true })
    .where(eq(blogComments.id, id))
    .returning()
  return row ? toAdminBlogComment(row) : null
}

/** Removes a comment (pending or approved); answers whether there was one. */
export async function deleteComment(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(blogComments)
    .where(eq(blogComments.id, id))
    .returning({ id: blogComments.id })
  return rows.length > 0
}
