import { useState } from 'react'

/**
 * Which record a staff screen's dialogs are open for: the form (a record to edit, or 'new') and
 * the delete question. Closing keeps nothing.
 */
export function useResourceDialogs<Item>() {
  const [formFor, setFormFor] = useState<Item | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Item | null>(null)
  return {
    formOpen: formFor !== null,
    /** The record being edited, or null when creating. */
    editing: formFor === 'new' ? null : formFor,
    openCreate: () => setFormFor('new'),
    openEdit: (item: Item) => setFormFor(item),
    setFormOpen: (open: boolean) => {
      if (!open) setFormFor(null)
    },
    deleting,
    openDelete: (item: Item) => setDeleting(item),
    setDeleteOpen: (open: boolean) => {
      if (!open) setDeleting(null)
    },
  }
}
