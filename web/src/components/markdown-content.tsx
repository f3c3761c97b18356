import Markdown, { type Components, type Options } from 'react-markdown'
import { imageSources } from '#contracts/image-renditions'
import { cn } from '../lib/cn'

/*
 * A blog post's text, written in Markdown (decision 0021). react-markdown with its defaults: raw
 * HTML in the text is shown as text, never as markup, and unsafe link protocols (javascript:) are
 * dropped. The same component renders the page on the server, in the browser and in the Blog
 * Manager's preview. Only the blog post and Blog Manager chunks import it (never the first route).
 */

/** The parts of a Markdown tree the heading plugin reads. */
interface TreeNode {
  type: string
  depth?: number
  children?: TreeNode[]
}

function headings(node: TreeNode, found: TreeNode[] = []): TreeNode[] {
  if (node.type === 'heading') found.push(node)
  for (const child of node.children ?? []) headings(child, found)
  return found
}

/**
 * The page's title is its only h1: the text's heading levels, in rank order, become h2, h3, ...
 * (`#` and `###` in a post read as h2 and h3), so headings never skip a level below the title.
 */
function postHeadings() {
  return (tree: TreeNode) => {
    const all = headings(tree)
    const ranks = [...new Set(all.map((heading) => heading.depth ?? 1))].sort((a, b) => a - b)
    for (const heading of all) {
      heading.depth = Math.min(6, ranks.indexOf(heading.depth ?? 1) + 2)
    }
  }
}

const remarkPlugins: Options['remarkPlugins'] = [postHeadings]

/** Links in a post leave the site as plain links: not endorsed, no access to this page. */
const linkRel = 'nofollow noopener'
const linkClass =
  'font-medium text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring rounded-sm'

const components: Components = {
  h2: ({ children }) => (
    <h2 className="mt-4 font-serif text-2xl leading-snug font-semibold text-foreground sm:text-3xl">
      {children}
    </h2>
  ),
  h3: ({ children }) => (
    <h3 className="mt-2 font-serif text-xl leading-snug font-semibold text-foreground sm:text-2xl">
      {children}
    </h3>
  ),
  h4: ({ children }) => <h4 className="font-semibold text-foreground">{children}</h4>,
  h5: ({ children }) => <h5 className="font-semibold text-foreground">{children}</h5>,
  h6: ({ children }) => <h6 className="font-semibold text-foreground">{children}</h6>,
  // Single line breaks inside a paragraph stay line breaks, as the farm has always written posts.
  p: ({ children }) => <p className="whitespace-pre-line">{children}</p>,
  a: ({ href, title, children }) => (
    <a href={href} title={title} rel={linkRel} className={linkClass}>
      {children}
    </a>
  ),
  ul: ({ children }) => <ul className="grid list-disc gap-2 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="grid list-decimal gap-2 pl-6">{children}</ol>,
  li: ({ children }) => <li className="pl-1 marker:text-primary">{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="grid gap-3 border-l-4 border-honey pl-4 text-foreground/80 italic">
      {children}
    </blockquote>
  ),
  hr: () => <hr className="my-2 border-border" />,
  strong: ({ children }) => <strong className="font-semibold text-foreground">{children}</strong>,
  code: ({ children }) => (
    <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]">{children}</code>
  ),
  pre: ({ children }) => (
    <pre className="overflow-x-auto rounded-xl bg-muted p-4 text-base [&_code]:bg-transparent [&_code]:p-0">
      {children}
    </pre>
  ),
  img: ({ src, alt, title }) => {
    if (typeof src !== 'string' || !src) return null
    // The site's content policy shows pictures from this site only; another site's picture
    // stays a link to it.
    if (!src.startsWith('/') || src.startsWith('//')) {
      return (
        <a href={src} rel={linkRel} className={linkClass}>
          {alt || title || 'Picture'}
        </a>
      )
    }
    const image = imageSources(src)
    return (
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? '(min-width: 768px) 720px, 100vw' : undefined}
        width={image.width}
        height={image.height}
        alt={alt ?? ''}
        title={title}
        loading="lazy"
        decoding="async"
        className="my-2 block h-auto w-full rounded-2xl bg-muted shadow-soft"
      />
    )
  },
}

/** A post's Markdown text with the site's type styles. */
export function MarkdownContent({ content, className }: { content: string; className?: string }) {
  return (
    // A long address in the text wraps rather than widening a phone's page.
    <div className={cn('wrap-anywhere', className)} data-slot="markdown">
      <Markdown remarkPlugins={remarkPlugins} components={components}>
        {content}
      </Markdown>
    </div>
  )
}
