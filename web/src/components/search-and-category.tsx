import type { SearchAndCategoryState } from '../lib/use-search-and-category'
import { CountedSelect } from './counted-select'
import { SearchField } from './search-field'

/** A list's filters side by side (recipes, photos): the search box and the Category dropdown. */
export function SearchAndCategory({
  searchLabel,
  placeholder,
  filters,
}: {
  searchLabel: string
  placeholder: string
  filters: Pick<
    SearchAndCategoryState<unknown>,
    'search' | 'setSearch' | 'category' | 'setCategory' | 'choices'
  >
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_16rem] sm:items-end">
      <SearchField
        label={searchLabel}
        value={filters.search}
        onChange={filters.setSearch}
        placeholder={placeholder}
      />
      <CountedSelect
        label="Category"
        value={filters.category}
        onChange={filters.setCategory}
        choices={filters.choices}
      />
    </div>
  )
}
