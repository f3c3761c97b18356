import { describe, expect, it } from 'vitest'
import { excerptFromContent, markdownToPlainText } from './blog-excerpt'

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

describe('excerptFromContent (spec 3 §5)', () => {
  it("is the first 200 characters of the text plus '...'", () => {
    const excerpt = excerptFromContent(`**${'a'.repeat(150)}** ${'b'.repeat(150)}`)
    expect(excerpt).toBe(`${'a'.repeat(150)} ${'b'.repeat(49)}...`)
    expect(excerptFromContent('Short **post**.')).toBe('Short post....')
  })

  it('never cuts a character in half, and is null without any text', () => {
    expect(excerptFromContent('🥭'.repeat(250))).toBe(`${'🥭'.repeat(200)}...`)
    expect(excerptFromContent('<div></div>')).toBeNull()
  })
})
