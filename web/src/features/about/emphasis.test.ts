import { describe, expect, it } from 'vitest'
import { parseEmphasis, parseMilestones } from './emphasis'

describe('parseEmphasis', () => {
  it('splits **bold** parts from plain text', () => {
    expect(parseEmphasis('We grafted **200** trees in **2024**.')).toEqual([
      { text: 'We grafted ', strong: false },
      { text: '200', strong: true },
      { text: ' trees in ', strong: false },
      { text: '2024', strong: true },
      { text: '.', strong: false },
    ])
  })

  it('leaves text without markup, unclosed and empty markers alone', () => {
    expect(parseEmphasis('plain')).toEqual([{ text: 'plain', strong: false }])
    expect(parseEmphasis('a **b')).toEqual([{ text: 'a **b', strong: false }])
    expect(parseEmphasis('a **** b')).toEqual([{ text: 'a **** b', strong: false }])
    expect(parseEmphasis('')).toEqual([])
  })

  it('keeps HTML as text (it is rendered as text, never parsed)', () => {
    expect(parseEmphasis('**<img src=x onerror=alert(1)>**')).toEqual([
      { text: '<img src=x onerror=alert(1)>', strong: true },
    ])
  })
})

describe('parseMilestones', () => {
  it('makes one milestone per line, with a leading bold part as its label', () => {
    const milestones = parseMilestones(
      '**2022** — We bought five acres.\n\n  **2023**: Planted **blackberries**.\nNo year here.',
    )
    expect(milestones).toEqual([
      { label: '2022', parts: [{ text: 'We bought five acres.', strong: false }] },
      {
        label: '2023',
        parts: [
          { text: 'Planted ', strong: false },
          { text: 'blackberries', strong: true },
          { text: '.', strong: false },
        ],
      },
      { label: null, parts: [{ text: 'No year here.', strong: false }] },
    ])
  })

  it('keeps a line that is only bold as text', () => {
    expect(parseMilestones('**Just this**')).toEqual([
      { label: null, parts: [{ text: 'Just this', strong: true }] },
    ])
  })
})
