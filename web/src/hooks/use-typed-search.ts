import { useEffect, useState } from 'react'

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
  useEffect(() => {
    if (typed === value) return
    const timer = setTimeout(() => onSearch(typed), searchDelayMs)
    return () => clearTimeout(timer)
  }, [typed, value, onSearch])
  return [typed, setTyped] as const
}
