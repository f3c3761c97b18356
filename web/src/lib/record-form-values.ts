/** The stored record's side of a form: each field the form holds, of its type or empty (null). */
type StoredFields<Values, Given extends keyof Values> = {
  [Key in Exclude<keyof Values, Given>]-?: Values[Key] | null
}

/**
 * A stored record as its staff form edits it: each field of the blank form, taken from the
 * record; a field the record leaves empty (null) keeps the blank form's value ('' for a text).
 * `Given` names the fields the form holds otherwise (tags joined into one line), set by `given`.
 */
export function recordFormValues<Values extends object, Given extends keyof Values = never>(
  blank: Values,
  record: StoredFields<Values, Given>,
  ...[given]: [Given] extends [never] ? [] : [Pick<Values, Given>]
): Values {
  const stored = record as Partial<Record<keyof Values, unknown>>
  const values = Object.fromEntries(
    Object.entries(blank).map(([key, blankValue]) => [
      key,
      stored[key as keyof Values] ?? blankValue,
    ]),
  ) as Values
  return { ...values, ...given }
}
