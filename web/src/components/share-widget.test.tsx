import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from '../lib/query-client'
import { ShareWidget, shareLinks } from './share-widget'
import { Toaster } from './ui/toaster'

afterEach(() => vi.unstubAllGlobals())

function renderWidget() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } })),
  )
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ShareWidget path="/blog/mango-season" title="Mango Season" />
      <Toaster />
    </QueryClientProvider>,
  )
}

describe('share widget', () => {
  it('builds each network link from the page address and title', () => {
    const links = shareLinks('https://groveside.farm/blog/a b', 'Mango & Honey')
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fgroveside.farm%2Fblog%2Fa%20b',
    )
    expect(links.twitter).toContain('text=Mango%20%26%20Honey')
    expect(links.email).toMatch(/^mailto:\?subject=Mango%20%26%20Honey&body=/)
  })

  it('offers Facebook, Twitter, the Instagram profile, e-mail and copy link', async () => {
    renderWidget()
    const origin = window.location.origin
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${origin}/blog/mango-season`)}`,
      ),
    )
    expect(screen.getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute(
      'target',
      '_blank',
    )
    expect(screen.getByRole('link', { name: 'Our Instagram profile' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/grovesidefarm',
    )
    expect(screen.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    )
  })

  it("says 'Link copied!' or 'Failed to copy link'", async () => {
    const user = userEvent.setup()
    renderWidget()
    const writeText = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('no'))
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Link copied!')).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blog/mango-season`)
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument()
  })
})
