/**
 * A stored text read as one of a contract's values (a category, a type): itself when the list has
 * it, else `fallback` (a row written before the list changed).
 */
export const listedOr = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback
