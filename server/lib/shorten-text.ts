/** Punctuation and spaces a cut text does not end on before its ellipsis ("mangos, …"). */
const trailingPunctuation = /[\s.,;:!?…—–-]+$/u

/**
 * `text` (trimmed), or when longer than `max` characters (code points, so never half of an emoji)
 * its start, cut at a word when one is near and ending in exactly one '…' (counted in `max`).
 * Every shortened text of the site comes from here: automatic blog excerpts, page descriptions
 * and social drafts.
 */
export function shortenText(text: string, max: number): string {
  const trimmed = text.trim()
  const points = Array.from(trimmed)
  return points.length <= max ? trimmed : cutAtWord(points, max)
}

/**
 * The start of a text longer than `max` characters (given as its code points), cut as
 * {@link shortenText} does: `max` characters at most, the ellipsis included.
 */
export function cutAtWord(points: readonly string[], max: number): string {
  if (max < 2) return ''
  const start = points.slice(0, max - 1).join('')
  // The next character is a space: the start already ends with a whole word.
  const wholeWords = /\s/u.test(points[max - 1] ?? ' ')
  const space = start.search(/\s\S*$/u)
  const atWord = wholeWords || space <= start.length * 0.6 ? start : start.slice(0, space)
  const kept = atWord.replace(trailingPunctuation, '')
  return kept ? `${kept}…` : ''
}
