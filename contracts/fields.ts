import { z } from 'zod'

/**
 * Building blocks for every request schema: ids, text, slugs, e-mail addresses and tokens that
 * the database can always store. PostgreSQL refuses a NUL character in text and an integer above
 * 2^31-1 in an `integer` column; a schema built from these answers such input with a 400 naming
 * the field instead of letting it reach the database.
 */

/** Database ids are 32-bit integers; a larger number cannot name a row. */
export const maxDatabaseId = 2_147_483_647

// C0 control characters other than tab, line feed and carriage return (NUL included).
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const lineBreaks = /[\r\n]/

export const controlCharacterMessage = 'must not contain control characters'

/** Any text: refuses NUL and other control characters (tab and line breaks are fine). */
export function textSchema(message?: string, label?: string) {
  const refusal = label ? `${label} ${controlCharacterMessage}` : controlCharacterMessage
  return z.string(message).refine((value) => !controlCharacters.test(value), refusal)
}

/** One line of text (names, subjects, keys): no line breaks either. */
export function lineSchema(message?: string, label?: string) {
  return textSchema(message, label).refine(
    (value) => !lineBreaks.test(value),
    label ? `${label} must be a single line` : 'must be a single line',
  )
}

/**
 * Required text, trimmed: blank is `${label} is required`, longer than `max` names the limit.
 * `multiline` allows line breaks (messages, comments).
 */
export function requiredText(
  label: string,
  max: number,
  options: { multiline?: boolean; min?: number; minMessage?: string } = {},
) {
  const base = options.multiline
    ? textSchema(`${label} is required`, label)
    : lineSchema(`${label} is required`, label)
  return base
    .trim()
    .min(options.min ?? 1, options.minMessage ?? `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
}

/** Optional text, trimmed; null or absent when not given. */
export function optionalText(label: string, max: number, options: { multiline?: boolean } = {}) {
  const base = options.multiline
    ? textSchema(`${label} must be text`, label)
    : lineSchema(`${label} must be text`, label)
  return base.trim().max(max, `${label} must be at most ${max} characters`).nullish()
}

/** An id in the request body: a whole number from 1 to 2^31-1. */
export function idField(message = 'Must be an id') {
  return z.number(message).int(message).positive(message).max(maxDatabaseId, message)
}

/** An id in a path or query string ("12"): the same range, coerced from text. */
export function idParam(message = 'Must be a whole number') {
  return z.coerce.number(message).int(message).positive(message).max(maxDatabaseId, message)
}

/** `{ id }` path parameters, the most common shape. */
export const idParamsSchema = z.object({ id: idParam() })

/** A URL slug: lowercase letters, digits and hyphens. */
export function slugSchema(message = 'Must be lowercase letters, digits and hyphens') {
  return lineSchema(message)
    .max(200, message)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message)
}

/** An e-mail address, trimmed and lowercased. */
export function emailAddressSchema(message = 'Please enter a valid e-mail address') {
  return lineSchema(message).trim().toLowerCase().pipe(z.email(message).max(255, message))
}

/** An opaque token from an e-mailed link or a client-made key: printable ASCII, bounded. */
export function tokenSchema(message = 'This link is not valid', { min = 20, max = 200 } = {}) {
  return z
    .string(message)
    .min(min, message)
    .max(max, message)
    .regex(/^[\x21-\x7e]+$/, message)
}
