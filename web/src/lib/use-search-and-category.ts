import { useMemo, useState } from 'react'

/** A dropdown choice with how many items it has ('Desserts (3)'). */
interface CountedChoice {
  value: string
  label: string
  count: number
}

interface Filters {
  search: string
  category: string
}

/**
 * The state of a list filtered by a search and a category dropdown with counts (recipes, photos):
 * the dropdown's choices from the whole list, the items that match, and a way back to everything.
 */
export function useSearchAndCategory<Item>(
  items: readonly Item[] | undefined,
  {
    all,
    choicesOf,
    filter,
  }: {
    /** The dropdown's value for every item. */
    all: string
    choicesOf: (items: readonly Item[]) => CountedChoice[]
    filter: (items: readonly Item[], filters: Filters) => Item[]
  },
) {
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState<string>(all)
  const choices = useMemo(() => choicesOf(items ?? []), [items, choicesOf])
  const visible = useMemo(
    () => filter(items ?? [], { search, category }),
    [items, filter, search, category],
  )
  const clear = () => {
    setSearch('')
    setCategory(all)
  }
  return { search, setSearch, category, setCategory, choices, visible, clear }
}

export type SearchAndCategoryState<Item> = ReturnType<typeof useSearchAndCategory<Item>>
