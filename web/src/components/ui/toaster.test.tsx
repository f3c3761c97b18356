import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { Providers } from '#web/app/providers'
import { dismissToast, reducer, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './use-toast'
import { TOAST_DURATION } from './use-toast'

afterEach(() => {
  act(() => dismissToast())
})

describe('toasts (spec 1 §9)', () => {
  it('uses the spec limits', () => {
    expect(TOAST_LIMIT).toBe(1)
    expect(TOAST_DURATION).toBe(5000)
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
  })

  it('keeps only the newest toast', () => {
    const first = { id: 'a', title: 'First', open: true }
    const second = { id: 'b', title: 'Second', open: true }
    const state = reducer(reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: first }), {
      type: 'ADD_TOAST',
      toast: second,
    })
    expect(state.toasts.map((t) => t.id)).toEqual(['b'])
  })

  it('renders one toast at a time with title and description, loading the toaster on demand', async () => {
    render(
      <Providers queryClient={new QueryClient()}>
        <p>page</p>
      </Providers>,
    )
    expect(screen.queryByRole('region')).not.toBeInTheDocument()

    act(() => {
      toast({ title: 'Added to Cart', description: 'Kent Mangos is in your cart.' })
    })
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toBeInTheDocument()

    act(() => {
      toast({ variant: 'destructive', title: 'Failed to Add to Cart', description: 'Out of stock' })
    })
    expect(await screen.findByText('Failed to Add to Cart')).toBeInTheDocument()
    expect(screen.queryByText('Added to Cart')).not.toBeInTheDocument()
  })
})
