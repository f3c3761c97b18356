/** "lb", "per lb" and "/lb" all read "/ lb" beside the price; no unit reads null. */
export function formatUnit(unit: string | null) {
  const bare = unit
    ?.trim()
    .replace(/^(per\s+|\/\s*)/i, '')
    .trim()
  return bare ? `/ ${bare}` : null
}
