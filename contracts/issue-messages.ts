import type { core } from 'zod'

/**
 * Plain words for a check that has no message of its own, in place of zod's defaults ("Invalid
 * input: expected number, received string"), which people would otherwise read under a field or
 * in an API answer. Installed as zod's `customError` by the server (server/app.ts) and the browser
 * (web/src/lib/zod-messages.ts), so it applies to every schema; a message a schema gives (the spec's
 * words) still wins. The field is named from the last key of the issue's path ("stockQuantity":
 * "Stock quantity must be a whole number").
 */
export function plainIssueMessage(issue: core.$ZodRawIssue): string {
  const label = fieldLabel(issue.path)
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return `${label} is required`
      return `${label} ${typeRule(issue)}`
    case 'too_small':
      return `${label} ${sizeRule(issue.origin, issue.minimum, issue.inclusive, 'small')}`
    case 'too_big':
      return `${label} ${sizeRule(issue.origin, issue.maximum, issue.inclusive, 'big')}`
    case 'invalid_format':
      if (issue.format === 'email') return 'Please enter a valid e-mail address'
      if (issue.format === 'url') return `${label} must be a web address`
      return `${label} is not in the right format`
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}`
    case 'invalid_value':
      return issue.values.length === 1
        ? `${label} must be ${String(issue.values[0])}`
        : `${label} must be one of the choices offered`
    case 'unrecognized_keys':
      return `Unexpected field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`
    default:
      return `${label} is not valid`
  }
}

/** "stockQuantity" → "Stock quantity", "imageUrl" → "Image URL"; "This value" without a key. */
function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((part) => typeof part === 'string')
  if (!key) return 'This value'
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => wordSpelling[word] ?? word)
    .join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const wordSpelling: Record<string, string> = { email: 'e-mail', url: 'URL', id: 'ID', zip: 'ZIP' }

type TypeIssue = Extract<core.$ZodRawIssue, { code: 'invalid_type' }>

function typeRule(issue: TypeIssue): string {
  switch (issue.expected) {
    case 'number':
    case 'int':
    case 'bigint':
      return isWholeNumber(issue) ? 'must be a whole number' : 'must be a number'
    case 'string':
      return 'must be text'
    case 'boolean':
      return 'must be yes or no'
    case 'array':
      return 'must be a list'
    case 'date':
      return 'must be a date'
    default:
      return 'is not valid'
  }
}

/** `z.number().int()` reports a string as "expected number": its checks say it wants a whole one. */
function isWholeNumber(issue: TypeIssue): boolean {
  if (issue.expected === 'int' || issue.expected === 'bigint') return true
  const checks = (issue.inst as { _zod?: { def?: { checks?: unknown[] } } } | undefined)?._zod?.def
    ?.checks
  return (checks ?? []).some((check) => {
    const format = (check as { _zod?: { def?: { format?: unknown } } })._zod?.def?.format
    return typeof format === 'string' && format.includes('int')
  })
}

function sizeRule(
  origin: string,
  limit: number | bigint | Date,
  inclusive: boolean | undefined,
  side: 'small' | 'big',
): string {
  const value = limit instanceof Date ? limit.toISOString().slice(0, 10) : String(limit)
  const least = side === 'small'
  switch (origin) {
    case 'string':
      if (least && Number(limit) <= 1) return 'is required'
      return `must be at ${least ? 'least' : 'most'} ${value} characters`
    case 'array':
    case 'set':
      if (least && Number(limit) <= 1) return 'needs at least one entry'
      return `can have at ${least ? 'least' : 'most'} ${value} entries`
    case 'date':
      return least ? `must be on or after ${value}` : `must be on or before ${value}`
    default:
      if (inclusive === false) return `must be ${least ? 'more' : 'less'} than ${value}`
      return `must be at ${least ? 'least' : 'most'} ${value}`
  }
}
