import { SearchField } from '#web/components/search-field'
import { useTypedSearch } from '#web/hooks/use-typed-search'

/**
 * A server-searched list's search box: what staff type is searched once they pause, and the box
 * follows the address when it changes by other means (Clear filters, the back button).
 */
export function ServerSearchField({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string
  placeholder: string
  value: string | undefined
  onSearch: (value: string) => void
}) {
  const [typed, setTyped] = useTypedSearch(value ?? '', onSearch)
  return <SearchField label={label} value={typed} onChange={setTyped} placeholder={placeholder} />
}
