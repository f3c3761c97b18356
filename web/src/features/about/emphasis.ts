export interface TextPart {
  text: string
  strong: boolean
}

/**
 * Splits text with `**bold**` markup into plain and strong parts, for rendering as React text
 * (never as HTML). Unclosed or empty markers stay as they are.
 */
export function parseEmphasis(text: string): TextPart[] {
  const parts: TextPart[] = []
  const pattern = /\*\*(.+?)\*\*/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    const start = match.index
    if (start > last) parts.push({ text: text.slice(last, start), strong: false })
    parts.push({ text: match[1]!, strong: true })
    last = start + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), strong: false })
  return parts
}

export interface Milestone {
  /** The first bold part when the line starts with one ("**2022** — ..."), else null. */
  label: string | null
  /** The rest of the line, still with its markup. */
  parts: TextPart[]
}

/**
 * The journey timeline: one milestone per non-empty line. A leading bold part (usually the
 * year) becomes the milestone's label, and a dash after it is dropped.
 */
export function parseMilestones(content: string): Milestone[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const parts = parseEmphasis(line)
      const [first, ...rest] = parts
      if (!first?.strong || rest.length === 0) return { label: null, parts }
      const [next, ...others] = rest
      const trimmed = next!.strong
        ? next!
        : { ...next!, text: next!.text.replace(/^\s*[—–:-]?\s*/, '') }
      return {
        label: first.text,
        parts: [trimmed, ...others].filter((part) => part.text.length > 0),
      }
    })
}
