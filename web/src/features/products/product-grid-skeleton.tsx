import { Card } from '#web/components/ui/card'
import { Skeleton } from '#web/components/ui/skeleton'

export function ProductGridSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <Card className="overflow-hidden">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="grid gap-3 p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="mt-3 h-6 w-1/3" />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
