import { useSearchParams } from 'react-router'

/**
 * One value kept in the address (`?recipe=mango-salsa`, `?category=mango`) so what is open can be
 * linked: the value, and a setter that replaces the history entry and keeps the scroll position
 * (null removes it).
 */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const setValue = (value: string | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        if (value) params.set(name, value)
        else params.delete(name)
        return params
      },
      { replace: true, preventScrollReset: true },
    )
  return [searchParams.get(name), setValue]
}
