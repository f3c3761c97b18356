import { sql, type AnyColumn, type SQL } from 'drizzle-orm'

/**
 * `column in ('a', 'b', ...)` for a CHECK constraint, the values from a list of contracts/: the
 * list is said once, and a change to it shows as a schema change in the next migration.
 */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')
  return sql`${column} in (${sql.raw(literals)})`
}
