import { sql } from 'drizzle-orm'
import { boolean, check, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core'
import { usStateCodes, type UsStateCode } from '#contracts/us-states'
import { timestampNow } from '../columns'
import { oneOf } from '../value-check'

/**
 * The sales tax rules (decision 0062): one row (id 1), written with Florida's rates by its
 * migration and edited by the owner. Rates are hundredths of a percent (600 = 6%); counties
 * are named as the ZIP code data names them.
 */
export const salesTaxSettings = pgTable(
  'sales_tax_settings',
  {
    id: integer().primaryKey().default(1),
    homeState: varchar({ length: 2 }).$type<UsStateCode>().default('FL').notNull(),
    stateRateBp: integer().notNull(),
    taxShipping: boolean().default(false).notNull(),
    surtaxCapCents: integer().default(500000).notNull(),
    countySurtaxBp: jsonb().$type<Record<string, number>>().notNull(),
    otherStateRatesBp: jsonb()
      .$type<Partial<Record<UsStateCode, number>>>()
      .default(sql`'{}'::jsonb`)
      .notNull(),
    updatedAt: timestampNow(),
  },
  (t) => [
    check('sales_tax_settings_single_row', sql`${t.id} = 1`),
    check('sales_tax_settings_home_state_check', oneOf(t.homeState, usStateCodes)),
    check('sales_tax_settings_rate_check', sql`${t.stateRateBp} between 0 and 9999`),
    check('sales_tax_settings_cap_check', sql`${t.surtaxCapCents} >= 0`),
  ],
)
export type SalesTaxSettingsRow = typeof salesTaxSettings.$inferSelect
