import { useSyncExternalStore, type ReactNode } from 'react'
import type { ToastProps } from './toast'

/** Spec 1 §9: one toast at a time. */
export const TOAST_LIMIT = 1
/** Spec 1 §9: a toast stays 5000 ms unless the caller sets another duration. */
export const TOAST_DURATION = 5000
/** Spec 1 §9: a dismissed toast is removed from memory after 1,000,000 ms (as shadcn does). */
export const TOAST_REMOVE_DELAY = 1_000_000

/**
 * A button inside a toast (e.g. 'View cart'). Plain data, so code that shows toasts does not
 * load the toast components (they load with the first toast).
 */
export interface ToastActionInput {
  label: string
  /** What a screen reader user is told to do instead, the toast being fleeting (Radix `altText`). */
  altText: string
  onClick: () => void
}

export type ToasterToast = Omit<ToastProps, 'title'> & {
  id: string
  title?: ReactNode
  description?: ReactNode
  action?: ToastActionInput
}

type State = { toasts: ToasterToast[] }

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string }

let count = 0
function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  return count.toString()
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>()

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId)
    dispatch({ type: 'REMOVE_TOAST', toastId })
  }, TOAST_REMOVE_DELAY)
  removeTimeouts.set(toastId, timeout)
}

function clearRemoval(toastId: string) {
  const timeout = removeTimeouts.get(toastId)
  if (timeout) clearTimeout(timeout)
  removeTimeouts.delete(toastId)
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_TOAST': {
      const toasts = [action.toast, ...state.toasts]
      for (const dropped of toasts.slice(TOAST_LIMIT)) clearRemoval(dropped.id)
      return { toasts: toasts.slice(0, TOAST_LIMIT) }
    }
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      }
    case 'DISMISS_TOAST': {
      const { toastId } = action
      for (const t of state.toasts) {
        if (toastId === undefined || t.id === toastId) scheduleRemoval(t.id)
      }
      return {
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      }
    }
    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { toasts: [] }
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) }
  }
}

const listeners = new Set<() => void>()
let memoryState: State = { toasts: [] }

function dispatch(action: Action) {
  memoryState = reducer(memoryState, action)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function getSnapshot() {
  return memoryState
}

export type ToastInput = Omit<ToasterToast, 'id'>

/** Shows a toast (replacing the one on screen). Failure toasts use `variant: 'destructive'`. */
export function toast(props: ToastInput) {
  const id = genId()
  const update = (next: Partial<ToastInput>) =>
    dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } })
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id })

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        props.onOpenChange?.(open)
        if (!open) dismiss()
      },
    },
  })

  return { id, dismiss, update }
}

export function dismissToast(toastId?: string) {
  dispatch({ type: 'DISMISS_TOAST', toastId })
}

/** Removes every toast at once, its removal timers too (a test that starts from none). */
export function clearToasts() {
  for (const timeout of removeTimeouts.values()) clearTimeout(timeout)
  removeTimeouts.clear()
  dispatch({ type: 'REMOVE_TOAST' })
}

export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  return { toasts: state.toasts, toast, dismiss: dismissToast }
}
