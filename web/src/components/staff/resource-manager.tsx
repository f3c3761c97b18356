import type { ReactNode } from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { Plus } from 'lucide-react'
import { useStaffResource, type StaffResource } from '../../lib/staff-resource'
import { ConfirmDialog } from '../confirm-dialog'
import { EmptyState } from '../query-state'
import { Button } from '../ui/button'
import { ResourceFormDialog } from './resource-form-dialog'
import { ResourceList } from './resource-list'
import { StaffPage } from './staff-page'
import { useResourceDialogs } from './use-resource-dialogs'

/** The Edit and Delete handlers a record's card gets. */
export interface RecordActions {
  onEdit: () => void
  onDelete: () => void
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
    loading: string
    what: string
    /** The list's layout: one column by default, or a grid of cards. */
    className?: string
    empty: { icon: ReactNode; title: string; description: string }
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
}

/**
 * A staff screen for one resource, declared (decision 0020): the heading with its Add button, the
 * records (loading, error, the spec's empty state), the add/edit dialog and the delete question,
 * all wired to the resource's list and mutations. A screen says only its words, card and fields.
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
}: ResourceManagerProps<Item, Schema>) {
  const { list, remove, save } = useStaffResource<Item, z.output<Schema>>(resource)
  const dialogs = useResourceDialogs<Item>()
  const { editing, deleting } = dialogs

  const addButton = (
    <Button onClick={dialogs.openCreate}>
      <Plus aria-hidden="true" />
      {addLabel}
    </Button>
  )

  return (
    <StaffPage title={title} description={description} actions={addButton}>
      {summary && <div className="mb-6">{summary(list.data)}</div>}
      <ResourceList
        query={list}
        loading={listView.loading}
        what={listView.what}
        className={listView.className}
        empty={
          <EmptyState
            icon={listView.empty.icon}
            title={listView.empty.title}
            description={listView.empty.description}
            action={addButton}
          />
        }
      >
        {(item) =>
          card(item, {
            onEdit: () => dialogs.openEdit(item),
            onDelete: () => dialogs.openDelete(item),
          })
        }
      </ResourceList>

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
    </StaffPage>
  )
}
