import { eq, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import type { ResourceStore } from './staff-resource'
import { tablePage, type TableListing } from './table-page'

/** A table staff edit: numbered rows (`id`) with `createdAt` and `updatedAt`. */
type EditedTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn; updatedAt: AnyPgColumn }
type RowOf<T extends EditedTable> = T['$inferSelect']
/** Column values to write: what the row holds, or SQL that computes it. */
export type ColumnsOf<T extends EditedTable> = Partial<PgInsertValue<T>>

export interface TableStoreOptions<
  T extends EditedTable,
  Item,
  Input,
  Update,
  Sort extends string,
  Stat extends string,
> extends Omit<TableListing<Sort, Stat>, 'scope'> {
  table: T
  /** A row in the contract's shape (only the contract's fields leave the store). */
  toItem: (row: RowOf<T>) => Item
  /** The columns staff write, from the form's values. */
  toColumns: (input: Input, db: Db) => ColumnsOf<T> | Promise<ColumnsOf<T>>
  /** The columns an update writes, when its body is not the form's values (default toColumns). */
  updateColumns?: (input: Update, db: Db) => ColumnsOf<T> | Promise<ColumnsOf<T>>
  /** What a new row has besides the form's values (a code, a place at the end). */
  newRowColumns?: (input: Input, db: Db) => ColumnsOf<T> | Promise<ColumnsOf<T>>
  /** The whole list's order (`list`; the staff screen's page orders by `sorts`). */
  listOrder?: readonly SQL[]
}

export interface TableStore<
  T extends EditedTable,
  Item,
  Input,
  Update,
  Sort extends string = never,
  Stat extends string = never,
> extends ResourceStore<Item, Input, Update, Sort, Stat> {
  /** Writes these columns of one row (and its `updatedAt`): the row as changed, or null. */
  setColumns(db: Db, id: number, columns: ColumnsOf<T>): Promise<Item | null>
}

/**
 * The store of a staff resource kept in one table (decision 0020): list, the staff screen's page
 * (searched in `search`, ordered by one of `sorts`, with the `stats` figures: `tablePage`), get,
 * create, update and remove by id, each row mapped to the contract. A store with its own rules (a
 * slug that must be free, e-mails sent with a change) spreads this one and replaces what differs.
 */
export function tableStore<
  T extends EditedTable,
  Item,
  Input,
  Update = Input,
  Sort extends string = never,
  Stat extends string = never,
>(
  options: TableStoreOptions<T, Item, Input, Update, Sort, Stat>,
): TableStore<T, Item, Input, Update, Sort, Stat> {
  const { table, toItem, toColumns } = options
  // The queries are built on the table's columns alone; drizzle cannot type them for any table.
  const anyTable = table as PgTable
  const byId = (id: number) => eq(table.id, id)
  const item = (rows: unknown[]) => {
    const [row] = rows as RowOf<T>[]
    return row ? toItem(row) : null
  }
  const updateColumns =
    options.updateColumns ?? ((input: Update, db: Db) => toColumns(input as unknown as Input, db))
  const setColumns = async (db: Db, id: number, columns: ColumnsOf<T>) =>
    item(
      await db
        .update(anyTable)
        .set({ ...columns, updatedAt: new Date() } as never)
        .where(byId(id))
        .returning(),
    )

  return {
    async list(db) {
      const rows = await db
        .select()
        .from(anyTable)
        .orderBy(...(options.listOrder ?? []))
      return (rows as RowOf<T>[]).map(toItem)
    },
    page: (db, query) => tablePage(db, table, options, query, (rows) => rows.map(toItem)),
    async get(db, id) {
      return item(await db.select().from(anyTable).where(byId(id)).limit(1))
    },
    async create(db, input) {
      const now = new Date()
      const columns = {
        ...(await toColumns(input, db)),
        ...(await options.newRowColumns?.(input, db)),
        createdAt: now,
        updatedAt: now,
      }
      return item(
        await db
          .insert(anyTable)
          .values(columns as never)
          .returning(),
      )!
    },
    async update(db, id, input) {
      return setColumns(db, id, await updateColumns(input, db))
    },
    async remove(db, id) {
      return item(await db.delete(anyTable).where(byId(id)).returning())
    },
    setColumns,
  }
}
