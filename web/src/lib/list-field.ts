/** How a list field is typed: comma-separated on one line, or one entry per line. */
export type ListSeparator = 'comma' | 'lines'

/** Typed text into a list: split, each entry trimmed, empty entries dropped (spec 3 §5). */
export function parseList(text: string, separator: ListSeparator): string[] {
  return text
    .split(separator === 'comma' ? ',' : /\r?\n/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/** A list back into the text a person edits. */
export function formatList(list: readonly string[] | null | undefined, separator: ListSeparator) {
  return (list ?? []).join(separator === 'comma' ? ', ' : '\n')
}
