import { afterEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { act, waitFor } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import earlyTapsScript from './early-taps-script.js?raw'
import { beforeHydration } from './early-taps'
import { HydratedPart } from './hydrated-part'

// The page's inline script, run as the browser runs it: before the app, on the server's markup.
new Function(earlyTapsScript)()

function Shop({
  onAdd,
  onSubscribe,
}: {
  onAdd: () => void
  onSubscribe: (values: { email: string; recipes: boolean }) => void
}) {
  const [email, setEmail] = useState('')
  const [recipes, setRecipes] = useState(false)
  return (
    <>
      <button type="button" onClick={onAdd}>
        Add to Cart
      </button>
      <a href="#reviews">Reviews</a>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubscribe({ email, recipes })
        }}
      >
        <label>
          Email
          <input value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label>
          <input
            type="checkbox"
            checked={recipes}
            onChange={(event) => setRecipes(event.target.checked)}
          />
          Recipes too
        </label>
        <button type="submit">Subscribe</button>
      </form>
    </>
  )
}

function Quantity({ onAdd }: { onAdd: (quantity: number) => void }) {
  const [quantity, setQuantity] = useState(1)
  return (
    <>
      <button type="button" onClick={() => setQuantity((current) => current + 1)}>
        More
      </button>
      <label>
        Quantity
        <input value={quantity} onChange={(event) => setQuantity(Number(event.target.value))} />
      </label>
      <button type="button" onClick={() => onAdd(quantity)}>
        Add
      </button>
    </>
  )
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((each) => each.textContent === name)!

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

describe('a tap before hydration (issue 22)', () => {
  it('is held, its control marked busy, and carried out once when its part is hydrated; typing is kept', async () => {
    const onAdd = vi.fn()
    const onSubscribe = vi.fn()
    const app = (
      <HydratedPart>
        <Shop onAdd={onAdd} onSubscribe={onSubscribe} />
      </HydratedPart>
    )
    const container = document.createElement('div')
    // As web/src/entry-server.tsx renders a page.
    container.innerHTML = await new Response((await prerender(app)).prelude).text()
    document.body.append(container)
    expect(container.querySelector('[data-hydrating]')).not.toBeNull()

    // Before the app runs: a typed address, a tap on Add to Cart, a tap on Subscribe.
    const input = container.querySelector<HTMLInputElement>('input:not([type])')!
    input.value = 'mia@example.com'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    // A native checkbox ticks by itself (nothing held).
    const recipes = container.querySelector<HTMLInputElement>('input[type=checkbox]')!
    recipes.click()
    expect(recipes).toBeChecked()
    const link = container.querySelector('a')!
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(linkClick)
    expect(linkClick.defaultPrevented).toBe(false)
    for (const name of ['Add to Cart', 'Subscribe']) {
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
      button(name).dispatchEvent(tap)
      expect(tap.defaultPrevented).toBe(true)
      expect(button(name)).toHaveAttribute('aria-busy', 'true')
    }

    // React sees the markup as the server sent it, then the part hydrates and replays.
    beforeHydration()
    expect(button('Add to Cart')).not.toHaveAttribute('aria-busy')
    await act(async () => {
      root = hydrateRoot(container, app)
    })
    expect(container.querySelector('[data-hydrating]')).toBeNull()
    await waitFor(() => expect(onSubscribe).toHaveBeenCalledTimes(1))
    expect(onSubscribe).toHaveBeenCalledWith({ email: 'mia@example.com', recipes: true })
    expect(recipes).toBeChecked()
    expect(onAdd).toHaveBeenCalledTimes(1)
    expect(onAdd.mock.invocationCallOrder[0]).toBeLessThan(onSubscribe.mock.invocationCallOrder[0]!)
    expect(input).toHaveValue('mia@example.com')

    // Once hydrated, taps go straight to the app, and nothing held is carried out twice.
    await act(async () => button('Add to Cart').click())
    expect(onAdd).toHaveBeenCalledTimes(2)
    expect(onSubscribe).toHaveBeenCalledTimes(1)
  })

  it('holds a tap that comes once the part is hydrated but before the typing is handed over', async () => {
    const onSubscribe = vi.fn()
    const app = (
      <HydratedPart>
        <Shop onAdd={vi.fn()} onSubscribe={onSubscribe} />
      </HydratedPart>
    )
    const container = document.createElement('div')
    container.innerHTML = await new Response((await prerender(app)).prelude).text()
    document.body.append(container)
    const input = container.querySelector<HTMLInputElement>('input:not([type])')!
    input.value = 'early.bird@example.com'
    input.dispatchEvent(new Event('input', { bubbles: true }))

    // The script hands each held entry over in a task of its own (a timer): stopped here.
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      beforeHydration()
      await act(async () => {
        root = hydrateRoot(container, app)
      })
      expect(container.querySelector('[data-hydrating]')).toBeNull()
      // Hydrated, and the typing not handed over yet: a fast tap on Subscribe waits for it.
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
      button('Subscribe').dispatchEvent(tap)
      expect(tap.defaultPrevented).toBe(true)
      expect(onSubscribe).not.toHaveBeenCalled()
      await act(async () => {
        await vi.runAllTimersAsync()
      })
    } finally {
      vi.useRealTimers()
    }
    expect(onSubscribe).toHaveBeenCalledTimes(1)
    expect(onSubscribe).toHaveBeenCalledWith({ email: 'early.bird@example.com', recipes: false })
    expect(button('Subscribe')).not.toHaveAttribute('aria-busy')
  })

  it('hands over typing and taps in the order they came', async () => {
    const onAdd = vi.fn()
    const app = (
      <HydratedPart>
        <Quantity onAdd={onAdd} />
      </HydratedPart>
    )
    const container = document.createElement('div')
    container.innerHTML = await new Response((await prerender(app)).prelude).text()
    document.body.append(container)

    // More (2), then 5 typed, then More (6), then Add: 6, not 5 plus two.
    button('More').click()
    const input = container.querySelector('input')!
    input.value = '5'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    button('More').click()
    button('Add').click()
    expect(onAdd).not.toHaveBeenCalled()

    beforeHydration()
    await act(async () => {
      root = hydrateRoot(container, app)
    })
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1))
    expect(onAdd).toHaveBeenCalledWith(6)
    expect(input).toHaveValue('6')
  })
})
