export interface UniqueViolation {
  /** The unique constraint or index, as PostgreSQL names it. */
  constraint: string | null
  /** Its columns (snake_case) when they are plain columns; empty for an expression (`lower(email)`). */
  columns: string[]
}

/**
 * The unique-constraint violation (SQLSTATE 23505) on the error or on a cause Drizzle wrapped
 * (node-postgres and PGlite both carry `code`, `constraint` and `detail`), or null.
 */
export function uniqueViolation(error: unknown): UniqueViolation | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, constraint, detail, cause } = current as Record<string, unknown>
    if (code === '23505') {
      // detail: Key (code)=(standard) already exists.  /  Key (order_id, day)=(4, 2025-06-01) ...
      const key = typeof detail === 'string' ? /^Key \(([^)]*)\)=/.exec(detail)?.[1] : undefined
      const columns = key?.split(', ') ?? []
      return {
        constraint: typeof constraint === 'string' ? constraint : null,
        columns: columns.every((column) => /^[a-z_][a-z0-9_]*$/.test(column)) ? columns : [],
      }
    }
    current = cause
  }
  return null
}

export const isUniqueViolation = (error: unknown) => uniqueViolation(error) !== null
