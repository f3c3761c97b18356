import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { parseApiError, type ParsedApiError } from './api-request'

/**
 * Shows why the server refused a form: each message the server names a field for goes under
 * that field (focus moves to the first), anything else stays beside the submit button as the
 * form's `root` error. What was typed stays in the fields. Returns the parsed error (for the toast).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  fields: readonly FieldPath<Values>[],
): ParsedApiError {
  const parsed = parseApiError(error)
  let placed = false
  for (const [name, message] of Object.entries(parsed.fields)) {
    if (!(fields as readonly string[]).includes(name)) continue
    setError(name as FieldPath<Values>, { message }, { shouldFocus: !placed })
    placed = true
  }
  if (!placed) setError('root', { message: parsed.message })
  return parsed
}
