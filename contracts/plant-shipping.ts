import { z } from 'zod'
import { optionalText } from './fields'
import { usStateCodes, type UsStateCode } from './us-states'

/*
 * Where a product may be shipped (issue 27, decision 0061): plants are bound by plant-health
 * rules (Florida citrus may not leave the state under the citrus greening quarantine, 7 CFR
 * 301.76; several states restrict nursery stock from Florida). Staff set each product's rule;
 * checkout refuses a shipment that breaks it, naming the item and the state. Farm Pickup is
 * always possible. The rule is data staff edit, never code.
 */

export const shipStateRules = ['anywhere', 'only', 'except'] as const
export type ShipStateRule = (typeof shipStateRules)[number]

export const shipStateRuleLabels: Record<ShipStateRule, string> = {
  anywhere: 'Ships to any state',
  only: 'Ships only to these states',
  except: 'Does not ship to these states',
}

export const shipsToSchema = z
  .object({
    rule: z.enum(shipStateRules, 'Choose where it may be shipped'),
    states: z
      .array(z.enum(usStateCodes, 'Each state must be a two-letter US state such as FL'))
      .max(usStateCodes.length, 'Too many states')
      .default(() => []),
    reason: optionalText('Reason', 200).transform((value) => value ?? null),
  })
  .refine((value) => value.rule === 'anywhere' || value.states.length > 0, {
    path: ['states'],
    message: 'Choose at least one state',
  })
export type ShipsToInput = z.input<typeof shipsToSchema>

/** A product's rule as the shop answers it. */
export const shipsToAnswerSchema = z.object({
  rule: z.enum(shipStateRules),
  states: z.array(z.enum(usStateCodes)),
  reason: z.string().nullable(),
})
export type ShipsTo = z.infer<typeof shipsToAnswerSchema>

export const shipsAnywhere: ShipsTo = { rule: 'anywhere', states: [], reason: null }

/** Whether a product with this rule may be shipped to a state. */
export function shipsToState(shipsTo: ShipsTo, state: string): boolean {
  const listed = shipsTo.states.includes(state as UsStateCode)
  if (shipsTo.rule === 'only') return listed
  if (shipsTo.rule === 'except') return !listed
  return true
}

/** "Ships only to FL", "Does not ship to CA, AZ", or null for anywhere; with the reason. */
export function describeShipsTo(shipsTo: ShipsTo): string | null {
  if (shipsTo.rule === 'anywhere') return null
  const states = [...shipsTo.states].sort().join(', ')
  const rule = shipsTo.rule === 'only' ? `Ships only to ${states}` : `Does not ship to ${states}`
  return shipsTo.reason ? `${rule} (${shipsTo.reason}).` : `${rule}.`
}

/** "Grafted Mango Tree – Glenn cannot be shipped to CA (state rules on nursery stock)." */
export const cannotShipMessage = (product: { name: string; shipsTo: ShipsTo }, state: string) =>
  `${product.name} cannot be shipped to ${state}${product.shipsTo.reason ? ` (${product.shipsTo.reason})` : ''}.`

/**
 * The products of a cart that may not be shipped to `state`, with the message checkout shows;
 * null when all may.
 */
export function destinationRefusal<P extends { id: number; name: string; shipsTo: ShipsTo }>(
  products: readonly P[],
  state: string,
): { products: P[]; message: string } | null {
  const refused = [...new Map(products.map((product) => [product.id, product])).values()].filter(
    (product) => !shipsToState(product.shipsTo, state),
  )
  if (refused.length === 0) return null
  return {
    products: refused,
    message: `${refused.map((product) => cannotShipMessage(product, state)).join(' ')} Choose Farm Pickup, or remove ${refused.length === 1 ? 'it' : 'them'} from your cart.`,
  }
}
