import { z } from 'zod'

/**
 * Building blocks for every request schema: ids, text, slugs, e-mail addresses and tokens that
 * the database can always store. PostgreSQL refuses a NUL character in text and an integer above
 * 2^31-1 in an `integer` column; a schema built from these answers such input with a 400 naming
 * the field instead of letting it reach the database (decision 0013).
 */

/** Database ids are 32-bit integers; a larger number cannot name a row. */
export const maxDatabaseId = 2_147_483_647

// C0 control characters other than tab, line feed and carriage return (NUL included), and DEL.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const lineBreaks = /[\r\n]/

/** `Name must ...`; without a label just `must ...` (the error handler names the field anyway). */
const labelled = (label: string | undefined, rule: string) => (label ? `${label} ${rule}` : rule)

/** Any text: refuses NUL and other control characters (tab and line breaks are fine). */
export function textSchema(message?: string, label?: string) {
  return z
    .string(message)
    .refine(
      (value) => !controlCharacters.test(value),
      labelled(label, 'must not contain control characters'),
    )
}

/** One line of text (names, subjects, keys): no line breaks inside either. */
export function lineSchema(message?: string, label?: string) {
  // Looks at the trimmed value, so a pasted trailing line break is trimmed rather than refused.
  return textSchema(message, label).refine(
    (value) => !lineBreaks.test(value.trim()),
    labelled(label, 'must be a single line'),
  )
}

interface TextOptions {
  /** Allow line breaks (messages, comments, descriptions). */
  multiline?: boolean
}

/**
 * Required text, trimmed. Missing or blank answers `required` (default `${label} is required`);
 * shorter than `min` answers `minMessage` (default the same); longer than `max` names the limit.
 */
export function requiredText(
  label: string,
  max: number,
  options: TextOptions & { required?: string; min?: number; minMessage?: string } = {},
) {
  const required = options.required ?? `${label} is required`
  const base = options.multiline ? textSchema(required, label) : lineSchema(required, label)
  return base
    .trim()
    .min(options.min ?? 1, options.minMessage ?? required)
    .max(max, labelled(label, `must be at most ${max} characters`))
}

/** Optional text, trimmed; null or absent when not given. An empty label gives bare messages. */
export function optionalText(label: string, max: number, options: TextOptions = {}) {
  const typeMessage = labelled(label, 'must be text')
  const base = options.multiline ? textSchema(typeMessage, label) : lineSchema(typeMessage, label)
  return base
    .trim()
    .max(max, labelled(label, `must be at most ${max} characters`))
    .nullish()
}

/** Messages of an id check: one for all, or one per rule (a rule left out uses the default). */
export type IdMessages =
  string | { type?: string; whole?: string; positive?: string; tooLarge?: string }

function idMessages(messages: IdMessages | undefined, fallback: string) {
  const one = typeof messages === 'string' ? messages : fallback
  const each = typeof messages === 'object' ? messages : {}
  return {
    type: each.type ?? one,
    whole: each.whole ?? one,
    positive: each.positive ?? one,
    tooLarge: each.tooLarge ?? one,
  }
}

/** An id in a JSON body: a whole number from 1 to 2^31-1. */
export function idField(messages?: IdMessages) {
  const message = idMessages(messages, 'Must be an id')
  return z
    .number(message.type)
    .int(message.whole)
    .positive(message.positive)
    .max(maxDatabaseId, message.tooLarge)
}

/** An id in a path or query string ("12"): the same range, read from text. */
export function idParam(messages?: IdMessages) {
  const message = idMessages(messages, 'Must be a whole number')
  return z.coerce
    .number(message.type)
    .int(message.whole)
    .positive(message.positive)
    .max(maxDatabaseId, message.tooLarge)
}

/** `{ id }` path parameters, the most common shape. */
export const idParamsSchema = z.object({ id: idParam() })

/** A URL slug as staff create it: lowercase letters, digits and hyphens. */
export function slugSchema(message = 'Must be lowercase letters, digits and hyphens') {
  return z
    .string(message)
    .max(255, message)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message)
}

/** An e-mail address, trimmed and lowercased (the e-mail pattern admits no control characters). */
export function emailAddressSchema(message = 'Please enter a valid e-mail address') {
  return z.string(message).trim().toLowerCase().pipe(z.email(message).max(255, message))
}

/** An opaque token from an e-mailed link or a client-made key: printable ASCII, bounded. */
export function tokenSchema(message = 'This link is not valid', { min = 20, max = 200 } = {}) {
  return z
    .string(message)
    .min(min, message)
    .max(max, message)
    .regex(/^[\x21-\x7e]+$/, message)
}
