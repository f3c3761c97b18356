import { fromMarkdown } from 'mdast-util-from-markdown'
import { blogExcerptLength } from '../../../contracts/blog'

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
 * Spec 3 §5: an empty excerpt becomes the first 200 characters of the content plus '...'
 * (characters of the text as read, so no Markdown syntax; never half of an emoji). Null when the
 * content has no readable text at all.
 */
export function excerptFromContent(content: string): string | null {
  const text = markdownToPlainText(content)
  if (!text) return null
  return `${Array.from(text).slice(0, blogExcerptLength).join('').trimEnd()}...`
}
