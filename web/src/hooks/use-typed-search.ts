import { useEffect, useEffectEvent, useState } from 'react'

const searchDelayMs = 300

/** What staff type reaches the address (and the server) once they pause. */
export function useTypedSearch(value: string, onSearch: (value: string) => void) {
  const [typed, setTyped] = useState(value)
  const [shown, setShown] = useState(value)
  // The address changed by other means (Clear filters, back button): show its search.
  if (value !== shown) {
    setShown(value)
    setTyped(value)
  }
  // Callers pass a new function on every render: the pause is timed from the last keystroke, not
  // restarted by each re-render (a busy screen could otherwise hold the search back).
  const search = useEffectEvent((text: string) => onSearch(text))
  useEffect(() => {
    if (typed === value) return
    const timer = setTimeout(() => search(typed), searchDelayMs)
    return () => clearTimeout(timer)
  }, [typed, value])
  return [typed, setTyped] as const
}
