import { describe, expect, it } from 'vitest'
import { blogPostExcerpt, excerptFromContent, markdownToPlainText } from './blog-excerpt'

describe('markdownToPlainText', () => {
  it('reads the text as shown: no Markdown syntax, no raw HTML, blocks separated by a space', () => {
    expect(
      markdownToPlainText(
        '# Fresh **mangos**\n\nPicked _today_ at [the farm](https://example.org).\nSee ![a tree](/t.png)\n\n> Quote\n\n1. one\n2. two\n\n<div>hidden</div>\n\n`code`',
      ),
    ).toBe('Fresh mangos Picked today at the farm. See a tree Quote one two code')
  })

  it('reads the demo posts (plain paragraphs) unchanged, joined on one line', () => {
    expect(markdownToPlainText('First paragraph.\n\nSecond one,\nwith a break.')).toBe(
      'First paragraph. Second one, with a break.',
    )
  })
})

describe('excerptFromContent (spec 3 §5, issue 22)', () => {
  it('is the start of the text as read, cut at a word, with one ellipsis, at most 200 characters', () => {
    const excerpt = excerptFromContent(`**${'mango '.repeat(29)}mango** ${'honey '.repeat(30)}`)!
    expect(excerpt).toBe(`${'mango '.repeat(30)}honey honey honey…`)
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(200)
    expect(excerpt).not.toMatch(/\.\.\.|\*/)
    expect(excerpt.match(/…/g)).toHaveLength(1)
  })

  it('is a short text whole, with no ellipsis added to its own full stop', () => {
    expect(excerptFromContent('Short **post**.')).toBe('Short post.')
  })

  it('never cuts a character in half, and is null without any text', () => {
    expect(excerptFromContent('🥭'.repeat(250))).toBe(`${'🥭'.repeat(199)}…`)
    expect(excerptFromContent('<div></div>')).toBeNull()
  })
})

describe('blogPostExcerpt', () => {
  const content = `The old Haden trees are heavy with fruit. ${'Ripe mangos under the trees. '.repeat(10)}`

  it('is the excerpt staff wrote, trimmed, when there is one', () => {
    expect(blogPostExcerpt({ excerpt: '  Our own summary.  ', content })).toEqual({
      excerpt: 'Our own summary.',
      automatic: false,
    })
  })

  it('is the automatic excerpt of the text when staff wrote none (or only spaces)', () => {
    for (const excerpt of [null, '', '   ']) {
      expect(blogPostExcerpt({ excerpt, content })).toEqual({
        excerpt: excerptFromContent(content),
        automatic: true,
      })
    }
  })
})
