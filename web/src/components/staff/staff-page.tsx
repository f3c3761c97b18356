import type { ReactNode } from 'react'
import { PageContainer } from '../page-container'

/**
 * A staff screen's frame: the screen's heading with its actions on the right (they wrap below
 * on a phone), then the content. Denser than the storefront.
 */
export function StaffPage({
  title,
  description,
  actions,
  children,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <PageContainer spacing="staff">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-serif text-2xl font-bold sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </PageContainer>
  )
}
