import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePageMeta } from './use-page-meta'

function Page() {
  usePageMeta({ title: 'Blog', description: 'Stories from the grove.' })
  return null
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '*', Component: Page }], {
    initialEntries: [path],
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('usePageMeta on client-side navigation', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200 })),
    )
    document.head.innerHTML = [
      '<link rel="canonical" href="https://shop.example/products/1" />',
      '<meta property="og:type" content="product" />',
      '<meta name="twitter:title" content="Haden Mangos | Groveside Farm" />',
      '<meta property="product:price:amount" content="4.50" data-page-head />',
      '<script type="application/ld+json" data-page-head>{"@type":"Product"}</script>',
    ].join('')
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    document.head.innerHTML = ''
  })

  it("drops the first page's own tags and keeps the shared ones in step", () => {
    renderAt('/blog')
    expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(0)
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe(
      'website',
    )
    expect(
      document.head.querySelector('meta[name="twitter:title"]')?.getAttribute('content'),
    ).toMatch(/^Blog \| /)
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.example/blog',
    )
  })

  it('keeps the tags the server rendered for the page the browser opened', () => {
    renderAt(window.location.pathname)
    expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(2)
  })
})
