import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from './query-client'
import { cartCount, useCart } from './cart'
import { useAddToCart } from './cart-changes'

afterEach(() => {
  vi.unstubAllGlobals()
})

const haden = { id: 1, name: 'Haden Mangos', price: '4.50', stockQuantity: 10 }
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

describe('the cart after an add', () => {
  it("does not keep the answer of a read that left before the add's cookie was set", async () => {
    // The browser's cookie: none until the add's answer sets it.
    let hasSession = false
    const pendingReads: Array<() => void> = []
    const fetchStub = vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        hasSession = true
        return Promise.resolve(json({ id: 7, quantity: 1, product: haden }))
      }
      const items = hasSession ? [{ id: 7, quantity: 1, product: haden }] : []
      // A read sent before the add answers only after it: as on a loaded phone.
      if (!hasSession)
        return new Promise<Response>((resolve) => pendingReads.push(() => resolve(json(items))))
      return Promise.resolve(json(items))
    })
    vi.stubGlobal('fetch', fetchStub)
    const client = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )

    const { result } = renderHook(() => ({ cart: useCart(), add: useAddToCart() }), { wrapper })
    await waitFor(() => expect(pendingReads).toHaveLength(1))

    let added: Promise<unknown> = Promise.resolve()
    act(() => {
      added = result.current.add.mutateAsync({ productId: 1, quantity: 1 })
    })
    await waitFor(() => expect(hasSession).toBe(true))
    await act(async () => {
      pendingReads.forEach((answer) => answer())
      await added
    })

    await waitFor(() => expect(cartCount(result.current.cart.data ?? [])).toBe(1))
    expect(fetchStub.mock.calls.filter(([, init]) => !init?.method).length).toBe(2)
  })
})
