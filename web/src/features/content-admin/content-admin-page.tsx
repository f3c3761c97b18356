import { useMemo, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { storefrontPaths } from '#contracts/pages'
import {
  siteContentPageOf,
  siteContentPages,
  type SiteContentItem,
  type SiteContentPage,
} from '#contracts/site-content'
import * as siteContentApi from '#contracts/site-content-api'
import { siteContentDefaults, type SiteContentDefault } from '#contracts/site-content-defaults'
import { AdminThumbnail } from '#web/components/staff/admin-thumbnail'
import { QueryState } from '#web/components/query-state'
import { StaffPage } from '#web/components/staff/staff-page'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { siteContentQuery } from '#web/hooks/use-site-text'
import { callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import {
  ContentEditDialog,
  type ContentFormOutput,
  type ContentFormValues,
} from './content-edit-dialog'

const defaults: Record<string, SiteContentDefault | undefined> = siteContentDefaults
const pageOf: Record<string, SiteContentPage | undefined> = siteContentPageOf
const otherGroup = 'Other'

interface ContentGroup {
  page: string
  path: string | null
  blocks: SiteContentItem[]
}

/**
 * Every known key (stored or built-in), grouped by the page it appears on in the registry's
 * order; stored keys the site does not know come last under "Other".
 */
function groupBlocks(stored: readonly SiteContentItem[]): ContentGroup[] {
  const byKey = new Map(stored.map((item) => [item.key, item]))
  const blocks: SiteContentItem[] = [
    ...Object.entries(siteContentDefaults).map(
      ([key, builtIn]: [string, SiteContentDefault]) =>
        byKey.get(key) ?? {
          key,
          title: builtIn.title,
          content: builtIn.content,
          imageUrl: builtIn.imageUrl ?? null,
          contentType: builtIn.contentType,
          description: builtIn.description,
        },
    ),
    ...stored.filter((item) => !defaults[item.key]),
  ]
  const pages = [...(Object.keys(siteContentPages) as SiteContentPage[]), otherGroup]
  return pages
    .map((page) => {
      const path = page === otherGroup ? null : siteContentPages[page as SiteContentPage]
      return {
        page,
        path: path && storefrontPaths.includes(path) ? path : null,
        blocks: blocks.filter((block) => (pageOf[block.key] ?? otherGroup) === page),
      }
    })
    .filter((group) => group.blocks.length > 0)
}

/** Website Content Manager (spec 3 §2 /admin/content): the site's texts and pictures by page. */
export function ContentAdminPage() {
  const queryClient = useQueryClient()
  const list = useQuery(siteContentQuery)
  const [editing, setEditing] = useState<SiteContentItem | null>(null)

  const save = useMutation({
    mutationFn: async ({ key, values }: { key: string; values: ContentFormValues }) =>
      callApi(siteContentApi.updateSiteContent, { params: { key }, body: values }),
    onSuccess: async () => {
      toast({ title: 'Content Updated' })
      // The public texts read the same answer: every page shows the change at once.
      await queryClient.invalidateQueries({ queryKey: siteContentQuery.queryKey })
    },
    onError: (error) =>
      toast({
        title: 'Update Failed',
        description: parseApiError(error).message || 'Failed to update content',
        variant: 'destructive',
      }),
  })

  const submit = async (values: ContentFormOutput) => {
    if (!editing) {
      toast({
        title: 'Save Failed',
        description: 'No content selected for editing',
        variant: 'destructive',
      })
      return
    }
    await save.mutateAsync({ key: editing.key, values: values as ContentFormValues })
  }

  return (
    <StaffPage
      title="Website Content Manager"
      description="The texts and pictures of the public pages, grouped by the page they appear on. A change shows on the site at once."
    >
      <QueryState query={list} loading="Loading site content..." what="the site content">
        {(stored) => <ContentGroups stored={stored} onEdit={setEditing} />}
      </QueryState>

      <ContentEditDialog block={editing} onClose={() => setEditing(null)} onSubmit={submit} />
    </StaffPage>
  )
}

function ContentGroups({
  stored,
  onEdit,
}: {
  stored: SiteContentItem[]
  onEdit: (block: SiteContentItem) => void
}) {
  const groups = useMemo(() => groupBlocks(stored), [stored])
  return (
    <div className="grid gap-8">
      {groups.map((group) => (
        <section key={group.page} aria-labelledby={`content-group-${group.page}`}>
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`content-group-${group.page}`} className="font-serif text-xl font-semibold">
              {group.page}
            </h2>
            {group.path && group.page !== 'Footer' && group.page !== 'Every page' && (
              <a
                href={group.path}
                target="_blank"
                rel="noreferrer"
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                View page<span className="sr-only"> {group.page} (opens in a new tab)</span>
              </a>
            )}
          </div>
          <ul className="grid gap-3 lg:grid-cols-2">
            {group.blocks.map((block) => (
              <li key={block.key}>
                <ContentBlockCard block={block} onEdit={() => onEdit(block)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function ContentBlockCard({ block, onEdit }: { block: SiteContentItem; onEdit: () => void }) {
  const name = block.title || block.key
  return (
    <article className="flex h-full items-start gap-3 rounded-xl border border-border/70 bg-card p-4 text-card-foreground shadow-soft">
      <AdminThumbnail src={block.imageUrl} className="w-16 shrink-0 sm:w-20" />
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 className="font-serif text-base leading-snug font-semibold">{name}</h3>
        <p className="font-mono text-xs break-all text-muted-foreground">{block.key}</p>
        {block.content ? (
          <p className="line-clamp-4 text-sm break-words whitespace-pre-line">{block.content}</p>
        ) : (
          <p className="text-sm text-muted-foreground italic">No text</p>
        )}
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="shrink-0"
        onClick={onEdit}
        aria-label={`Edit ${name}`}
      >
        <Pencil aria-hidden="true" />
        Edit
      </Button>
    </article>
  )
}
