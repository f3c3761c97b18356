/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), on the error or on a
 * cause Drizzle wrapped (node-postgres and PGlite both carry `code`).
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
