import type { ListDirection } from '#contracts/paged-list'
import { FilterSelect } from './filter-select'

/** One way a list can be ordered: a sort key of its contract, a direction, and its words. */
export interface SortChoice<Sort extends string> {
  sort: Sort
  dir: ListDirection
  label: string
}

const keyOf = (choice: { sort: string; dir: string }) => `${choice.sort}.${choice.dir}`

/**
 * A server-sorted list's order where the list is not a table with sortable headers (cards,
 * rows): 'Newest first', 'Customer A–Z'… each choice a sort key and direction of the contract.
 */
export function SortSelect<Sort extends string>({
  value,
  choices,
  onChange,
  label = 'Sort by',
}: {
  value: { sort: Sort; dir: ListDirection }
  choices: readonly SortChoice<Sort>[]
  onChange: (sort: Sort, dir: ListDirection) => void
  label?: string
}) {
  const current = choices.find((choice) => keyOf(choice) === keyOf(value))
  return (
    <FilterSelect
      label={label}
      value={current ? keyOf(current) : undefined}
      options={choices.map(keyOf)}
      optionLabel={(key) => choices.find((choice) => keyOf(choice) === key)?.label ?? key}
      allLabel={null}
      onChange={(key) => {
        const chosen = choices.find((choice) => keyOf(choice) === key)
        if (chosen) onChange(chosen.sort, chosen.dir)
      }}
    />
  )
}
