import { fromMarkdown } from 'mdast-util-from-markdown'
import { blogExcerptLength } from '#contracts/blog'
import { shortenText } from '#server/lib/shorten-text'

/** The parts of a Markdown tree this file reads (mdast, as remark / react-markdown parse it). */
interface MarkdownNode {
  type: string
  value?: string
  alt?: string | null
  children?: MarkdownNode[]
}

/** Nodes whose children are blocks: their texts are separated by a space. */
const blockContainers = new Set(['root', 'blockquote', 'list', 'listItem', 'table', 'tableRow'])

function plainText(node: MarkdownNode): string {
  // Raw HTML is never shown (the renderer prints it as text); an excerpt leaves it out.
  if (node.type === 'html') return ''
  if (node.type === 'break') return ' '
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? ''
  if (typeof node.value === 'string') return node.value
  const separator = blockContainers.has(node.type) ? ' ' : ''
  return (node.children ?? []).map(plainText).join(separator)
}

/**
 * A post's text without its Markdown syntax, on one line: the text a reader sees ("## Fresh
 * **mangos**" reads "Fresh mangos"). Parsed with the same parser react-markdown uses.
 */
export function markdownToPlainText(markdown: string): string {
  return plainText(fromMarkdown(markdown) as MarkdownNode)
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The automatic excerpt of a post staff gave none (spec 3 §5, issue 22): the start of the text as
 * read (no Markdown syntax), at most {@link blogExcerptLength} characters, cut at a word and
 * ending in one '…'; a short text whole. Null when the content has no readable text at all.
 */
export function excerptFromContent(content: string): string | null {
  return shortenText(markdownToPlainText(content), blogExcerptLength) || null
}

/**
 * The excerpt lists, previews, page descriptions and social drafts show: the one staff wrote, or
 * else the automatic one, computed when read so it follows the text. `automatic` tells the post
 * page not to show it above the text it was taken from.
 */
export function blogPostExcerpt(post: { excerpt: string | null; content: string }): {
  excerpt: string | null
  automatic: boolean
} {
  const written = post.excerpt?.trim()
  if (written) return { excerpt: written, automatic: false }
  return { excerpt: excerptFromContent(post.content), automatic: true }
}
