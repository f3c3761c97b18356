import type { Readable } from 'node:stream'
import type { ExportKind, ExportRange } from '#contracts/exports'
import { addCalendarDays, farmInstant } from '#contracts/farm-time'
import type { Db } from '#server/db/client'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { csvStream, type CsvCell } from '#server/lib/csv'
import { exportSources, type Bounds } from './export-sources'

/** Rows read per query: a busy year's orders are never all in memory at once. */
export const exportBatchSize = 500

/**
 * One export over a range of farm dates (both included) as CSV, streamed: each part of it is
 * read a batch at a time after the last key sent, and each batch written before the next is read.
 */
export async function exportCsv(db: Db, kind: ExportKind, range: ExportRange): Promise<Readable> {
  const timeZone = await readFarmTimeZone(db)
  const bounds: Bounds = {
    from: farmInstant(range.from, '00:00', timeZone),
    to: farmInstant(addCalendarDays(range.to, 1), '00:00', timeZone),
    timeZone,
  }
  const source = exportSources[kind]
  async function* rows(): AsyncGenerator<CsvCell[]> {
    for (const part of source.parts) {
      let after: CsvCell = null
      for (;;) {
        const batch = await part.rows(db, bounds, after, exportBatchSize)
        for (const row of batch) yield row.cells
        if (batch.length < exportBatchSize) break
        after = batch.at(-1)!.key
      }
    }
  }
  return csvStream(source.columns, rows())
}
