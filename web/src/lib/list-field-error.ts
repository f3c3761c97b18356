import type { FieldError } from 'react-hook-form'

/**
 * The message a field holding a list (checkboxes) shows: its own, else the first one on an
 * entry of the list (`availableSeasonMonths.1`, `productIds.0`), shown for the whole field.
 */
export function listFieldError(error: FieldError | undefined): string | undefined {
  if (!error) return undefined
  if (error.message !== undefined) return error.message
  for (const entry of Object.values(error)) {
    if (entry && typeof entry === 'object' && 'message' in entry) {
      const message = (entry as { message?: unknown }).message
      if (typeof message === 'string') return message
    }
  }
  return undefined
}
