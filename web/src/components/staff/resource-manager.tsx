import { useEffect, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { useStaffResource, type StaffResource } from '#web/lib/staff-resource'
import { ConfirmDialog } from '../confirm-dialog'
import { AddButton } from './add-button'
import { ResourceFormDialog } from './resource-form-dialog'
import { ResourceList, type EmptyListWords } from './resource-list'
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
  /** Between the heading and the list (stats cards), from the loaded records. */
  summary?: (items: Item[] | undefined) => ReactNode
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
 * records (loading, error, the spec's empty state), the add/edit dialog and the delete question,
 * all wired to the resource's list and mutations. A screen says only its words, card and fields.
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
  const { list, remove, toggle, save } = useStaffResource<Item, z.output<Schema>>(resource)
  const dialogs = useResourceDialogs<Item>()
  const { editing, deleting } = dialogs
  useEditFromAddress(list.data, dialogs.openEdit)

  const addButton = <AddButton onClick={dialogs.openCreate}>{addLabel}</AddButton>
  const { action: emptyAction, ...emptyWords } = listView.empty

  const records = (
    <ResourceList
      query={list}
      records={listView.records}
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
    </ResourceList>
  )

  return (
    <StaffPage
      title={title}
      description={description}
      actions={listView.heading ? undefined : addButton}
    >
      {summary && <div className="mb-6">{summary(list.data)}</div>}
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
 * record's form once the list has it, and leaves the address as the screen's own.
 */
function useEditFromAddress<Item extends { id: number }>(
  items: Item[] | undefined,
  openEdit: (item: Item) => void,
) {
  const [params, setParams] = useSearchParams()
  const editId = Number(params.get('edit'))
  const item = editId ? items?.find((each) => each.id === editId) : undefined
  useEffect(() => {
    if (!item) return
    openEdit(item)
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('edit')
        return next
      },
      { replace: true },
    )
  }, [item, openEdit, setParams])
}
