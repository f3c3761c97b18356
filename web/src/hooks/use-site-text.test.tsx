import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { siteContentItemSchema } from '#contracts/site-content'
import { siteContentDefaults } from '#contracts/site-content-defaults'
import { createQueryClient } from '../lib/query-client'
import { isSiteContentItem, useSiteText } from './use-site-text'

afterEach(() => {
  vi.unstubAllGlobals()
})

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
}

const row = (key: string, content: string | null, imageUrl: string | null = null) => ({
  key,
  title: key,
  content,
  imageUrl,
  contentType: imageUrl ? 'image' : 'text',
  description: null,
})

describe('useSiteText', () => {
  it('falls back to the built-in defaults while loading, then uses stored text', async () => {
    let answer: (response: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    const { result } = renderHook(() => useSiteText(), { wrapper })

    expect(result.current.text('farm_name')).toBe(siteContentDefaults.farm_name.content)
    expect(result.current.text('no_such_key')).toBe('')

    answer(
      new Response(
        JSON.stringify([
          row('farm_name', 'Groveside Family Farm'),
          row('hero_title', null),
          row('category_honey_image', 'A jar', '/uploads/honey.webp'),
          { key: 'broken', contentType: 'nope' },
        ]),
        { status: 200 },
      ),
    )
    await waitFor(() => expect(result.current.text('farm_name')).toBe('Groveside Family Farm'))
    // A stored row without content falls back to the default text.
    expect(result.current.text('hero_title')).toBe(siteContentDefaults.hero_title.content)
    expect(result.current.image('category_honey_image')).toBe('/uploads/honey.webp')
    expect(result.current.item('broken')).toBeNull()
    // Keys without a stored row use the default image.
    expect(result.current.image('category_fresh_image')).toBe(
      siteContentDefaults.category_fresh_image.imageUrl,
    )
  })

  it('keeps the defaults when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 500 })),
    )
    const { result } = renderHook(() => useSiteText(), { wrapper })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.text('products_header_title')).toBe(
      siteContentDefaults.products_header_title.content,
    )
  })
})

describe('isSiteContentItem', () => {
  it('accepts the contract shape and rejects others', () => {
    expect(isSiteContentItem(row('a', 'b'))).toBe(true)
    expect(isSiteContentItem({ ...row('a', 'b'), contentType: 'video' })).toBe(false)
    expect(isSiteContentItem({ ...row('a', 'b'), content: 3 })).toBe(false)
    expect(isSiteContentItem(null)).toBe(false)
  })
})

describe('isSiteContentItem agrees with the contract schema', () => {
  const samples: unknown[] = [
    row('a', 'b'),
    row('a', null, '/x.svg'),
    { ...row('a', 'b'), contentType: 'text_with_image' },
    { ...row('a', 'b'), contentType: 'video' },
    { ...row('a', 'b'), title: 1 },
    { ...row('a', 'b'), imageUrl: undefined },
    { ...row('a', 'b'), description: {} },
    { key: 1, title: null, content: null, imageUrl: null, contentType: 'text', description: null },
    'text',
    [],
  ]
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('%s', (_label, sample) => {
    expect(isSiteContentItem(sample)).toBe(siteContentItemSchema.safeParse(sample).success)
  })
})
