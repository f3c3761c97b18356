import { describe, expect, it } from 'vitest'
import { shortenText } from './shorten-text'

const ellipses = (text: string) => text.match(/…|\.\.\./g)?.length ?? 0

describe('shortenText', () => {
  it('keeps a text that fits whole, trimmed, without an ellipsis', () => {
    expect(shortenText('  Ripe mangos by the pond.  ', 40)).toBe('Ripe mangos by the pond.')
    expect(shortenText('Wait for it...', 14)).toBe('Wait for it...')
  })

  it('cuts at a word, within max characters, with exactly one ellipsis', () => {
    const text = 'The old Haden trees by the pond are heavy with fruit and the first picking is in.'
    const cut = shortenText(text, 30)
    expect(cut).toBe('The old Haden trees by the…')
    expect(Array.from(cut).length).toBeLessThanOrEqual(30)
    expect(ellipses(cut)).toBe(1)
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
  })

  it('keeps the last word when the cut falls just after it', () => {
    expect(shortenText('Picked today at the farm stand', 16)).toBe('Picked today at…')
  })

  it('drops punctuation and an ellipsis already there before its own', () => {
    expect(shortenText('Mangos, berries, honey and more', 17)).toBe('Mangos, berries…')
    expect(shortenText('Ripe mangos... and honey too', 15)).toBe('Ripe mangos…')
    expect(ellipses(shortenText('Ripe mangos… and honey, and more honey', 14))).toBe(1)
  })

  it('cuts inside a word only when no word ends near the cut, never inside a character', () => {
    expect(shortenText('a supercalifragilisticexpialidocious', 20)).toBe('a supercalifragilis…')
    expect(shortenText('🥭'.repeat(250), 200)).toBe(`${'🥭'.repeat(199)}…`)
  })

  it('answers empty when not even one character and the ellipsis fit', () => {
    expect(shortenText('Mangos', 1)).toBe('')
    expect(shortenText('', 10)).toBe('')
  })
})
