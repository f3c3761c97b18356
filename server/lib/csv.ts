import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'

/** A cell a spreadsheet would run as a formula (a name typed as "=HYPERLINK(...)") stays text. */
export function defuseFormula(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

export type CsvCell = string | number | null

/** Rows as a CSV file (with a byte-order mark for spreadsheets), streamed as they come. */
export function csvStream(columns: readonly string[], rows: AsyncIterable<CsvCell[]>): Readable {
  return Readable.from(rows).pipe(
    stringify({ header: true, columns: [...columns], bom: true, cast: { string: defuseFormula } }),
  )
}
