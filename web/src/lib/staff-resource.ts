import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { toast } from '../components/ui/use-toast'
import { apiRequest, getQueryFn, parseApiError } from './api-request'

/** A toast's words: a title, or a title and a description. */
export type ToastText = string | { title: string; description?: string }

/** A failure toast: its title, and the description used when the server sent no message. */
export type FailureText = { title: string; fallback?: string; withServerMessage?: boolean }

/**
 * A success toast's words, fixed or made from the server's answer (the saved record, or what a
 * create answered: '6 sessions added' when it made a weekly series).
 */
export type SuccessText<Answer> = ToastText | ((answer: Answer) => ToastText)

export interface StaffResourceMessages<Item = unknown, Created = Item> {
  created: SuccessText<Created>
  updated: SuccessText<Item>
  deleted: ToastText
  toggled?: SuccessText<Item>
  createFailed: FailureText
  updateFailed: FailureText
  deleteFailed: FailureText
  toggleFailed?: FailureText
}

/**
 * A staff resource on the web side (decision 0020): where its list is read, where it is written,
 * which public lists show the same data (refreshed after every change), and the spec's toasts.
 * `Created` is what a POST answers: the new record by default, or e.g. the records of a weekly
 * series (`PickYourOwnSlotAdmin[]`).
 */
export interface StaffResource<Item extends { id: number }, Created = Item> {
  /** GET: the staff list. */
  list: string
  /** POST here; PUT, PATCH and DELETE at `<write>/<id>`. Same as `list` when left out. */
  write?: string
  itemList: z.ZodType<Item[]>
  /** Public answers that show the same data: refreshed after a change ('/api/recipes'). */
  refreshes?: readonly string[]
  messages: StaffResourceMessages<Item, Created>
}

export function defineStaffResource<Item extends { id: number }, Created = Item>(
  resource: StaffResource<Item, Created>,
) {
  return resource
}

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

function showSuccess<Answer>(text: SuccessText<Answer>, answer: Answer) {
  const words = typeof text === 'function' ? text(answer) : text
  toast(typeof words === 'string' ? { title: words } : words)
}

function showFailure(text: FailureText, error: unknown) {
  const message = parseApiError(error).message
  toast({
    title: text.title,
    description: text.withServerMessage === false ? text.fallback : message || text.fallback,
    variant: 'destructive',
  })
}

/** Where a resource lives: enough to refresh its lists and reach a record. */
type ResourcePaths = Pick<StaffResource<{ id: number }>, 'list' | 'write' | 'refreshes'>

/** Refreshes the staff list and the public answers that show the same data. */
function useRefresh(resource: ResourcePaths) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [resource.list, ...(resource.refreshes ?? [])].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    )
}

/**
 * The list query and the create / update / delete / toggle mutations of a staff resource.
 * `Values` is what the form sends; `save` takes it for both create and update.
 */
export function useStaffResource<Item extends { id: number }, Values = unknown, Created = Item>(
  resource: StaffResource<Item, Created>,
) {
  const write = resource.write ?? resource.list
  const list = useQuery({
    queryKey: [resource.list],
    queryFn: async (context) => resource.itemList.parse(await fetchJson(context)),
  })
  const refresh = useRefresh(resource)
  const { messages } = resource

  const create = useMutation({
    mutationFn: async (values: Values) =>
      (await (await apiRequest('POST', write, values)).json()) as Created,
    onSuccess: async (created) => {
      showSuccess(messages.created, created)
      await refresh()
    },
    onError: (error) => showFailure(messages.createFailed, error),
  })
  const update = useMutation({
    mutationFn: async ({ id, values }: { id: number; values: Values }) =>
      (await (await apiRequest('PUT', `${write}/${id}`, values)).json()) as Item,
    onSuccess: async (updated) => {
      showSuccess(messages.updated, updated)
      await refresh()
    },
    onError: (error) => showFailure(messages.updateFailed, error),
  })
  const remove = useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${write}/${id}`)
    },
    onSuccess: async () => {
      showSuccess(messages.deleted, undefined)
      await refresh()
    },
    onError: (error) => showFailure(messages.deleteFailed, error),
  })
  const toggle = useMutation({
    mutationFn: async ({ id, field, value }: { id: number; field: string; value: boolean }) =>
      (await (await apiRequest('PATCH', `${write}/${id}`, { [field]: value })).json()) as Item,
    onSuccess: async (toggled) => {
      showSuccess(messages.toggled ?? messages.updated, toggled)
      await refresh()
    },
    onError: (error) => showFailure(messages.toggleFailed ?? messages.updateFailed, error),
  })

  /** The form dialog's submit: updates the record being edited, or creates a new one. */
  const save = (values: Values, editing: Item | null): Promise<Item | Created> =>
    editing ? update.mutateAsync({ id: editing.id, values }) : create.mutateAsync(values)

  return { list, create, update, remove, toggle, save }
}

export interface StaffRecordAction<Item, Answer> {
  /** The last path segment: POST `<write>/<id>/<action>` ('cancel', 'trigger'). */
  action: string
  /** The success toast, from the server's answer and the record it was done to. */
  done: ToastText | ((answer: Answer, item: Item) => ToastText)
  failed: FailureText
}

/**
 * A one-off action on a record beyond create / update / delete / toggle, e.g. cancelling an event
 * (POST `/api/admin/farm-events/:id/cancel`): shows the declared toasts and refreshes the same
 * lists as every other change of the resource. `mutateAsync(item)` suits `ConfirmDialog`.
 */
export function useStaffRecordAction<Item extends { id: number }, Answer = unknown>(
  resource: ResourcePaths,
  { action, done, failed }: StaffRecordAction<Item, Answer>,
) {
  const write = resource.write ?? resource.list
  const refresh = useRefresh(resource)
  return useMutation({
    mutationFn: async (item: Item) => {
      const response = await apiRequest('POST', `${write}/${item.id}/${action}`)
      return (response.status === 204 ? undefined : await response.json()) as Answer
    },
    onSuccess: async (answer, item) => {
      showSuccess(typeof done === 'function' ? done(answer, item) : done, undefined)
      await refresh()
    },
    onError: (error) => showFailure(failed, error),
  })
}
