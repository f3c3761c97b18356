import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { endpointUrl, type Endpoint, type EndpointAnswer } from '#contracts/endpoint'
import type { StaffResourceEndpoints } from '#contracts/staff-resource-endpoints'
import { toast } from '../components/ui/use-toast'
import { apiQuery, callApi } from './api-client'
import { parseApiError } from './api-request'

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

/** A change to a record, in the words a toast uses: 'create' / 'created' / 'Create' / 'Created'. */
export interface ChangeWords {
  verb: string
  past: string
  Verb: string
  Past: string
}

/** How a resource names its create: 'create' ('Product Created'), or 'add' ('Photo Added'). */
type CreateVerb = 'create' | 'add'

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function changeWords(verb: string): ChangeWords {
  const past = verb === 'add' ? 'added' : `${verb}d`
  return { verb, past, Verb: capitalized(verb), Past: capitalized(past) }
}

/**
 * The success toasts of a resource whose words differ only by the change made:
 * 'Plan created successfully!', 'Plan updated successfully!', 'Plan deleted successfully!'.
 */
export function successToasts(
  words: (change: ChangeWords) => ToastText,
  create: CreateVerb = 'create',
): Record<'created' | 'updated' | 'deleted', ToastText> {
  return {
    created: words(changeWords(create)),
    updated: words(changeWords('update')),
    deleted: words(changeWords('delete')),
  }
}

/**
 * The failure toasts of a resource whose words differ only by the change tried:
 * 'Failed to create plan', 'Failed to update plan', 'Failed to delete plan'.
 */
export function failureToasts(
  words: (change: ChangeWords) => FailureText,
  create: CreateVerb = 'create',
): Record<'createFailed' | 'updateFailed' | 'deleteFailed', FailureText> {
  return {
    createFailed: words(changeWords(create)),
    updateFailed: words(changeWords('update')),
    deleteFailed: words(changeWords('delete')),
  }
}

/**
 * A staff resource on the web side (decision 0020): its endpoints (declared in contracts/ with
 * `staffResourceEndpoints`), which public answers show the same data (refreshed after every
 * change), and the spec's toasts. `Created` is what a POST answers: the new record by default, or
 * e.g. the records of a weekly series (`PickYourOwnSlotAdmin[]`).
 */
export interface StaffResource<Item extends { id: number }, Created = Item> {
  endpoints: StaffResourceEndpoints
  /** Public GET endpoints that show the same data: refreshed after a change. */
  refreshes?: readonly Endpoint[]
  messages: StaffResourceMessages<Item, Created>
}

export function defineStaffResource<Item extends { id: number }, Created = Item>(
  resource: StaffResource<Item, Created>,
) {
  return resource
}

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
type ResourceEndpoints = Pick<StaffResource<{ id: number }>, 'endpoints' | 'refreshes'>

/**
 * Whether a query's key is one of the resource's own answers: its whole list, its pages
 * (`<path>/page?...`) and its records (`<path>/12`).
 */
function isResourceKey(path: string, key: unknown) {
  const url = String(key)
  return url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}?`)
}

/** Refreshes the staff list, its pages and records, and the public answers that show the same data. */
function useRefresh(resource: ResourceEndpoints) {
  const queryClient = useQueryClient()
  const { path } = resource.endpoints.list
  return () =>
    Promise.all([
      queryClient.invalidateQueries({
        predicate: (query) => isResourceKey(path, query.queryKey[0]),
      }),
      ...(resource.refreshes ?? []).map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: [endpointUrl(endpoint)] }),
      ),
    ])
}

/**
 * The list query and the create / update / delete / toggle mutations of a staff resource, for a
 * screen that shows every record at once (the pick-your-own sessions). `Values` is what the form
 * sends; `save` takes it for both create and update.
 */
export function useStaffResource<Item extends { id: number }, Values = unknown, Created = Item>(
  resource: StaffResource<Item, Created>,
) {
  const list = useQuery({
    ...apiQuery(resource.endpoints.list, undefined, { parse: true }),
    select: (items) => items as Item[],
  })
  return { list, ...useStaffResourceChanges<Item, Values, Created>(resource) }
}

/**
 * The create / update / delete / toggle mutations of a staff resource, each with the spec's
 * toasts; after a change the resource's list, pages and records are fetched again.
 */
export function useStaffResourceChanges<
  Item extends { id: number },
  Values = unknown,
  Created = Item,
>(resource: StaffResource<Item, Created>) {
  const { endpoints } = resource
  const refresh = useRefresh(resource)
  const { messages } = resource

  const create = useMutation({
    mutationFn: async (values: Values) =>
      (await callApi(endpoints.create, { body: values })) as Created,
    onSuccess: async (created) => {
      showSuccess(messages.created, created)
      await refresh()
    },
    onError: (error) => showFailure(messages.createFailed, error),
  })
  const update = useMutation({
    mutationFn: async ({ id, values }: { id: number; values: Values }) =>
      (await callApi(endpoints.update, { params: { id }, body: values })) as Item,
    onSuccess: async (updated) => {
      showSuccess(messages.updated, updated)
      await refresh()
    },
    onError: (error) => showFailure(messages.updateFailed, error),
  })
  const remove = useMutation({
    mutationFn: async (id: number) => {
      await callApi(endpoints.remove, { params: { id } })
    },
    onSuccess: async () => {
      showSuccess(messages.deleted, undefined)
      await refresh()
    },
    onError: (error) => showFailure(messages.deleteFailed, error),
  })
  const toggle = useMutation({
    mutationFn: async ({ id, field, value }: { id: number; field: string; value: boolean }) => {
      if (!endpoints.toggle) throw new Error('This resource has nothing to switch on or off')
      return (await callApi(endpoints.toggle, { params: { id }, body: { [field]: value } })) as Item
    },
    onSuccess: async (toggled) => {
      showSuccess(messages.toggled ?? messages.updated, toggled)
      await refresh()
    },
    onError: (error) => showFailure(messages.toggleFailed ?? messages.updateFailed, error),
  })

  /** The form dialog's submit: updates the record being edited, or creates a new one. */
  const save = (values: Values, editing: Item | null): Promise<Item | Created> =>
    editing ? update.mutateAsync({ id: editing.id, values }) : create.mutateAsync(values)

  return { create, update, remove, toggle, save }
}

export interface StaffRecordAction<Item, ActionEndpoint extends RecordActionEndpoint> {
  /** The action's endpoint: a POST at `<path>/:id/<action>` ('cancel', 'trigger'). */
  endpoint: ActionEndpoint
  /** The success toast, from the server's answer and the record it was done to. */
  done: ToastText | ((answer: EndpointAnswer<ActionEndpoint>, item: Item) => ToastText)
  failed: FailureText
}

/** A one-off action on a record: a POST with the record's id as its only input. */
type RecordActionEndpoint = Endpoint & { method: 'POST'; body?: undefined }

/**
 * A one-off action on a record beyond create / update / delete / toggle, e.g. cancelling an event
 * (POST `/api/admin/farm-events/:id/cancel`): shows the declared toasts and refreshes the same
 * lists as every other change of the resource. `mutateAsync(item)` suits `ConfirmDialog`.
 */
export function useStaffRecordAction<
  Item extends { id: number },
  ActionEndpoint extends RecordActionEndpoint,
>(
  resource: ResourceEndpoints,
  { endpoint, done, failed }: StaffRecordAction<Item, ActionEndpoint>,
) {
  const refresh = useRefresh(resource)
  return useMutation({
    mutationFn: async (item: Item) =>
      (await callApi(
        endpoint as RecordActionEndpoint,
        {
          params: { id: item.id },
        } as never,
      )) as EndpointAnswer<ActionEndpoint>,
    onSuccess: async (answer, item) => {
      showSuccess(typeof done === 'function' ? done(answer, item) : done, undefined)
      await refresh()
    },
    onError: (error) => showFailure(failed, error),
  })
}
