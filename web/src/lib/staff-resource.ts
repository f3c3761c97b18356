import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { toast } from '../components/ui/use-toast'
import { apiRequest, getQueryFn, parseApiError } from './api-request'

/** A toast's words: a title, or a title and a description. */
export type ToastText = string | { title: string; description?: string }

/** A failure toast: its title, and the description used when the server sent no message. */
export type FailureText = { title: string; fallback?: string; withServerMessage?: boolean }

export interface StaffResourceMessages {
  created: ToastText
  updated: ToastText
  deleted: ToastText
  toggled?: ToastText
  createFailed: FailureText
  updateFailed: FailureText
  deleteFailed: FailureText
  toggleFailed?: FailureText
}

/**
 * A staff resource on the web side (decision 0020): where its list is read, where it is written,
 * which public lists show the same data (refreshed after every change), and the spec's toasts.
 */
export interface StaffResource<Item extends { id: number }> {
  /** GET: the staff list. */
  list: string
  /** POST here; PUT, PATCH and DELETE at `<write>/<id>`. Same as `list` when left out. */
  write?: string
  itemList: z.ZodType<Item[]>
  /** Public answers that show the same data: refreshed after a change ('/api/recipes'). */
  refreshes?: readonly string[]
  messages: StaffResourceMessages
}

export function defineStaffResource<Item extends { id: number }>(resource: StaffResource<Item>) {
  return resource
}

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

function showSuccess(text: ToastText) {
  toast(typeof text === 'string' ? { title: text } : text)
}

function showFailure(text: FailureText, error: unknown) {
  const message = parseApiError(error).message
  toast({
    title: text.title,
    description: text.withServerMessage === false ? text.fallback : message || text.fallback,
    variant: 'destructive',
  })
}

/** The list query and the create / update / delete / toggle mutations of a staff resource. */
export function useStaffResource<Item extends { id: number }, Values = unknown>(
  resource: StaffResource<Item>,
) {
  const queryClient = useQueryClient()
  const write = resource.write ?? resource.list
  const list = useQuery({
    queryKey: [resource.list],
    queryFn: async (context) => resource.itemList.parse(await fetchJson(context)),
  })
  const refresh = () =>
    Promise.all(
      [resource.list, ...(resource.refreshes ?? [])].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    )
  const { messages } = resource

  const create = useMutation({
    mutationFn: async (values: Values) =>
      (await (await apiRequest('POST', write, values)).json()) as Item,
    onSuccess: async () => {
      showSuccess(messages.created)
      await refresh()
    },
    onError: (error) => showFailure(messages.createFailed, error),
  })
  const update = useMutation({
    mutationFn: async ({ id, values }: { id: number; values: Values }) =>
      (await (await apiRequest('PUT', `${write}/${id}`, values)).json()) as Item,
    onSuccess: async () => {
      showSuccess(messages.updated)
      await refresh()
    },
    onError: (error) => showFailure(messages.updateFailed, error),
  })
  const remove = useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${write}/${id}`)
    },
    onSuccess: async () => {
      showSuccess(messages.deleted)
      await refresh()
    },
    onError: (error) => showFailure(messages.deleteFailed, error),
  })
  const toggle = useMutation({
    mutationFn: async ({ id, field, value }: { id: number; field: string; value: boolean }) =>
      (await (await apiRequest('PATCH', `${write}/${id}`, { [field]: value })).json()) as Item,
    onSuccess: async () => {
      showSuccess(messages.toggled ?? messages.updated)
      await refresh()
    },
    onError: (error) => showFailure(messages.toggleFailed ?? messages.updateFailed, error),
  })

  /** The form dialog's submit: updates the record being edited, or creates a new one. */
  const save = (values: Values, editing: Item | null) =>
    editing ? update.mutateAsync({ id: editing.id, values }) : create.mutateAsync(values)

  return { list, create, update, remove, toggle, save }
}
