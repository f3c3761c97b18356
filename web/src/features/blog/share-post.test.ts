import { describe, expect, it, vi } from 'vitest'
import { sharePost } from './share-post'

const data = { title: 'Mango Season', text: 'It is here.', url: 'https://farm.test/blog/mango' }

function clipboard(fails = false) {
  return {
    writeText: vi.fn(async () => {
      if (fails) throw new Error('denied')
    }),
  } as unknown as Clipboard
}

describe('sharePost', () => {
  it('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn(async () => {})
    const board = clipboard()
    expect(await sharePost(data, { share, canShare: () => true, clipboard: board })).toBe('shared')
    expect(share).toHaveBeenCalledWith(data)
    expect(board.writeText).not.toHaveBeenCalled()
  })

  it('does nothing more when the person cancels the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError')
    })
    const board = clipboard()
    expect(await sharePost(data, { share, clipboard: board })).toBe('cancelled')
    expect(board.writeText).not.toHaveBeenCalled()
  })

  it('copies the link when sharing is not available or fails', async () => {
    const board = clipboard()
    expect(await sharePost(data, { clipboard: board })).toBe('copied')
    expect(board.writeText).toHaveBeenCalledWith(data.url)

    const failingShare = vi.fn(async () => {
      throw new DOMException('not allowed', 'NotAllowedError')
    })
    expect(await sharePost(data, { share: failingShare, clipboard: clipboard() })).toBe('copied')
  })

  it('reports a failure when the link cannot be copied either', async () => {
    expect(await sharePost(data, { clipboard: clipboard(true) })).toBe('failed')
    expect(await sharePost(data, {})).toBe('failed')
  })
})
