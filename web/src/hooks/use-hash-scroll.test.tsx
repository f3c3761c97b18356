import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { HASH_SCROLL_DELAY_MS, hashTarget, useHashScroll } from './use-hash-scroll'

function Page() {
  useHashScroll()
  return (
    <>
      <section id="top-part">top</section>
      <section id="contact-form" tabIndex={-1}>
        form
      </section>
      <section id="more ways">more</section>
    </>
  )
}

const scrollSpy = vi.fn()

beforeEach(() => {
  vi.useFakeTimers()
  scrollSpy.mockClear()
  Element.prototype.scrollIntoView = function (this: Element) {
    scrollSpy(this.id)
  }
})
afterEach(() => {
  vi.useRealTimers()
})

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/contact', Component: Page }], {
    initialEntries: [path],
  })
  render(<RouterProvider router={router} />)
  return router
}

describe('useHashScroll (spec 1 §2, §9)', () => {
  it('scrolls to the element named by the hash 100 ms after load, and focuses it', () => {
    renderAt('/contact#contact-form')
    expect(HASH_SCROLL_DELAY_MS).toBe(100)
    act(() => vi.advanceTimersByTime(99))
    expect(scrollSpy).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scrollSpy).toHaveBeenCalledWith('contact-form')
    expect(document.activeElement?.id).toBe('contact-form')
  })

  it('scrolls again when the hash changes, and decodes it', async () => {
    const router = renderAt('/contact')
    act(() => vi.advanceTimersByTime(500))
    expect(scrollSpy).not.toHaveBeenCalled()

    await act(() => router.navigate('/contact#more%20ways'))
    act(() => vi.advanceTimersByTime(100))
    expect(scrollSpy).toHaveBeenLastCalledWith('more ways')

    await act(() => router.navigate('/contact#top-part'))
    act(() => vi.advanceTimersByTime(100))
    expect(scrollSpy).toHaveBeenLastCalledWith('top-part')
    expect(scrollSpy).toHaveBeenCalledTimes(2)
  })

  it('does nothing for a hash that names no element', () => {
    renderAt('/contact#nowhere')
    act(() => vi.advanceTimersByTime(200))
    expect(scrollSpy).not.toHaveBeenCalled()
  })

  it('reads ids out of hashes', () => {
    expect(hashTarget('#contact-form')).toBe('contact-form')
    expect(hashTarget('#a%20b')).toBe('a b')
    expect(hashTarget('#')).toBeNull()
    expect(hashTarget('')).toBeNull()
    expect(hashTarget('#%E0%A4%A')).toBeNull()
  })
})
