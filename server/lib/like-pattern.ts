/**
 * An ILIKE pattern finding `text` anywhere: `%` and `_` are LIKE's wildcards and `\` its escape,
 * so typed by staff they mean themselves (a search for "100%" finds "100%").
 */
export const containsPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
