let englishCollator: Intl.Collator | undefined

/**
 * Orders names as an English reader expects. One collator serves every comparison:
 * `localeCompare(other, 'en')` builds a new one per call, which a sort of a few hundred rows
 * turns into a long task on a phone.
 */
export function compareNames(a: string, b: string): number {
  englishCollator ??= new Intl.Collator('en')
  return englishCollator.compare(a, b)
}

/** Orders ISO dates (YYYY-MM-DD) and clock times (HH:MM), which sort as plain text. */
export function compareIsoText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
