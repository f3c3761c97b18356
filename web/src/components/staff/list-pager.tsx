import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { FilterSelect } from './filter-select'

/**
 * A server-paged list's footer: which rows are shown of how many, the page size and the
 * previous and next pages.
 */
export function ListPager<Size extends number>({
  page,
  pageSize,
  total,
  sizes,
  what,
  onPage,
  onPageSize,
}: {
  page: number
  pageSize: Size
  total: number
  sizes: readonly Size[]
  what: string
  onPage: (page: number) => void
  onPageSize: (size: Size) => void
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <nav
      aria-label={`Pages of ${what}`}
      className="flex flex-wrap items-end justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground" aria-live="polite">
        {total === 0 ? `No ${what}` : `${first}–${last} of ${total} ${what}`}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-28">
          <FilterSelect
            label="Per page"
            value={String(pageSize)}
            options={sizes.map(String)}
            optionLabel={(size) => size}
            allLabel={null}
            onChange={(size) => {
              const chosen = sizes.find((each) => String(each) === size)
              if (chosen) onPageSize(chosen)
            }}
          />
        </div>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="px-1 pb-2 tabular-nums">
          Page {Math.min(page, pages)} of {pages}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}
