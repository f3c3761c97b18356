import { useEffect, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { StaffResourceEndpoints } from '#contracts/staff-resource-endpoints'
import { apiQuery } from '#web/lib/api-client'
import { useStaffResourceChanges, type StaffResource } from '#web/lib/staff-resource'
import { useStaffResourcePage } from '#web/lib/staff-resource-page'
import { ConfirmDialog } from '../confirm-dialog'
import { AddButton } from './add-button'
import { ResourceFormDialog } from './resource-form-dialog'
import type { EmptyListWords } from './resource-list'
import { ResourcePageList } from './resource-page-list'
import { StaffPage } from './staff-page'
import { StaffSection } from './staff-section'
import { useResourceDialogs } from './use-resource-dialogs'

/** The handlers a record's card gets: Edit, Delete, and a one-field switch on the card. */
export interface RecordActions {
  onEdit: () => void
  onDelete: () => void
  /** PATCHes one boolean field (`{ active: false }`) with the resource's `toggled` toast. */
  onToggle: (field: string, value: boolean) => void
  /** True while a toggle of this record is being saved (the card's switch waits). */
  toggling: boolean
}

export interface ResourceManagerProps<
  Item extends { id: number },
  Schema extends z.ZodType<unknown, FieldValues>,
> {
  resource: StaffResource<Item>
  title: string
  description?: ReactNode
  /** 'Add Recipe': the header's button and the empty list's. */
  addLabel: string
  /**
   * Between the heading and the list (stats cards), from the figures the server counts over
   * every record (the resource's `listing.stats`); undefined while they load.
   */
  summary?: (stats: Readonly<Record<string, number>> | undefined) => ReactNode
  list: {
    /**
     * A heading (h2) above the list, for a screen with more than one section (`children`): the
     * Add button moves beside it, and cards title their records one level lower (h3).
     */
    heading?: string
    /** What the list holds, for its loading and error texts: 'recipes' ('Loading recipes...'). */
    records: string
    /** The list's layout: one column by default, or a grid of cards. */
    className?: string
    /** The search box's hint: what a search looks in ('Name, description or category'). */
    searchPlaceholder: string
    /** The screen's word for each of the resource's sort keys (`SortLabels<typeof endpoints>`). */
    sorts: Readonly<Record<string, string>>
    /** `action`: the empty list's button when the spec words it apart ('Add Your First Plant'). */
    empty: Omit<EmptyListWords, 'action'> & { action?: string }
  }
  card: (item: Item, actions: RecordActions) => ReactNode
  form: {
    schema: Schema
    /** Each is called with the record being edited, or null when adding. */
    title: (editing: Item | null) => string
    submitLabel: (editing: Item | null) => string
    values: (editing: Item | null) => DefaultValues<z.input<Schema>>
    precheck?: (values: z.input<Schema>) => string | null
    fields: (form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>) => ReactNode
  }
  /** The spec's question, and what deleting this record changes. */
  confirmDelete: { title: string; description: (item: Item) => string }
  /** After the list: the screen's further sections and its own dialogs (a cancel question). */
  children?: ReactNode
}

/**
 * A staff screen for one resource, declared (decision 0020): the heading with its Add button, the
 * records a page at a time, searched and sorted by the server with the query in the address
 * (issue 25: loading, error, the spec's empty state, no matches), the add/edit dialog and the
 * delete question, all wired to the resource's page and mutations (a change fetches the page
 * again). A screen says only its words, sort labels, card and fields.
 * Cards also get `onToggle` for a switch on the card (PATCH of one field). A screen with more
 * sections names this list (`list.heading`) and puts the others, with their dialogs, in `children`.
 */
export function ResourceManager<
  Item extends { id: number },
  Schema extends z.ZodType<unknown, FieldValues>,
>({
  resource,
  title,
  description,
  addLabel,
  summary,
  list: listView,
  card,
  form,
  confirmDelete,
  children,
}: ResourceManagerProps<Item, Schema>) {
  const { remove, toggle, save } = useStaffResourceChanges<Item, z.output<Schema>>(resource)
  const page = useStaffResourcePage<Item>(resource)
  const dialogs = useResourceDialogs<Item>()
  const { editing, deleting } = dialogs
  useEditFromAddress(resource.endpoints, page.query.data?.items, dialogs.openEdit)

  const addButton = <AddButton onClick={dialogs.openCreate}>{addLabel}</AddButton>
  const { action: emptyAction, ...emptyWords } = listView.empty

  const records = (
    <ResourcePageList
      list={page}
      records={listView.records}
      searchPlaceholder={listView.searchPlaceholder}
      sortLabels={listView.sorts}
      className={listView.className}
      empty={{
        ...emptyWords,
        action: emptyAction ? (
          <AddButton onClick={dialogs.openCreate}>{emptyAction}</AddButton>
        ) : (
          addButton
        ),
      }}
      emptyHeadingLevel={listView.heading ? 'h3' : 'h2'}
    >
      {(item) =>
        card(item, {
          onEdit: () => dialogs.openEdit(item),
          onDelete: () => dialogs.openDelete(item),
          onToggle: (field, value) => toggle.mutate({ id: item.id, field, value }),
          toggling: toggle.isPending && toggle.variables?.id === item.id,
        })
      }
    </ResourcePageList>
  )

  return (
    <StaffPage
      title={title}
      description={description}
      actions={listView.heading ? undefined : addButton}
    >
      {summary && <div className="mb-6">{summary(page.query.data?.stats)}</div>}
      {listView.heading ? (
        <StaffSection title={listView.heading} actions={addButton}>
          {records}
        </StaffSection>
      ) : (
        records
      )}

      <ResourceFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.setFormOpen}
        title={form.title(editing)}
        schema={form.schema}
        defaultValues={form.values(editing)}
        submitLabel={form.submitLabel(editing)}
        precheck={form.precheck}
        onSubmit={(values) => save(values, editing)}
      >
        {form.fields}
      </ResourceFormDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={dialogs.setDeleteOpen}
        title={confirmDelete.title}
        description={deleting ? confirmDelete.description(deleting) : undefined}
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
      />
      {children}
    </StaffPage>
  )
}

/**
 * `?edit=12` in the address (the back office's command palette links a product so) opens that
 * record's form, and leaves the address as the screen's own. A record on the page shown opens
 * at once; another is fetched by its id (`<path>/:id`). One that is gone leaves the address too.
 */
function useEditFromAddress<Item extends { id: number }>(
  endpoints: Pick<StaffResourceEndpoints, 'get'>,
  items: Item[] | undefined,
  openEdit: (item: Item) => void,
) {
  const [params, setParams] = useSearchParams()
  const editId = Number(params.get('edit'))
  const wanted = Number.isSafeInteger(editId) && editId > 0 ? editId : 0
  const onPage = wanted ? items?.find((each) => each.id === wanted) : undefined
  const fetched = useQuery({
    ...apiQuery(endpoints.get, { params: { id: wanted } }, { parse: true }),
    enabled: wanted > 0 && items !== undefined && !onPage,
    retry: false,
  })
  const item = onPage ?? (fetched.data as Item | undefined)
  const gone = wanted > 0 && !onPage && fetched.isError
  const invalid = params.has('edit') && !wanted
  useEffect(() => {
    if (!item && !gone && !invalid) return
    if (item) openEdit(item)
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('edit')
        return next
      },
      { replace: true },
    )
  }, [item, gone, invalid, openEdit, setParams])
}
