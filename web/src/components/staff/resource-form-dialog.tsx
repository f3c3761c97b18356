import type { ReactNode } from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '../ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog'
import { ResourceForm } from './resource-form'

export interface ResourceFormDialogProps<Schema extends z.ZodType<unknown, FieldValues>> {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Under the title: what the form is about (it may hold a link). */
  description?: ReactNode
  /** The contract's schema: the same rules and messages as the server. */
  schema: Schema
  /** The record's values to edit, or the blank form to create. */
  defaultValues: DefaultValues<z.input<Schema>>
  submitLabel: string
  /** Saves; a rejection keeps the dialog open with the server's field messages shown. */
  onSubmit: (values: z.output<Schema>) => Promise<unknown>
  /**
   * Checked before the schema, in the spec's words: answers a message to refuse the submit
   * ('Please fill in all required fields') or null.
   */
  precheck?: (values: z.input<Schema>) => string | null
  size?: 'md' | 'lg'
  children: (form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>) => ReactNode
}

/**
 * The add/edit dialog of every staff screen (spec 3 §4): opens with the record's values (blank to
 * create), checks with the contract's schema, shows the server's field messages under their
 * fields, keeps submit disabled while saving or while a field is busy, closes after a save.
 * The form itself is `ResourceForm`, which a screen can also place on the page (a tab).
 */
export function ResourceFormDialog<Schema extends z.ZodType<unknown, FieldValues>>(
  props: ResourceFormDialogProps<Schema>,
) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open && <FormDialogContent {...props} />}
    </Dialog>
  )
}

function FormDialogContent<Schema extends z.ZodType<unknown, FieldValues>>({
  onOpenChange,
  title,
  description,
  size = 'lg',
  ...formProps
}: ResourceFormDialogProps<Schema>) {
  return (
    <DialogContent size={size}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className={description ? undefined : 'sr-only'}>
          {description ?? 'Fill in the form and save.'}
        </DialogDescription>
      </DialogHeader>
      <ResourceForm
        {...formProps}
        onSaved={() => onOpenChange(false)}
        cancel={
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
        }
        footer={(buttons) => <DialogFooter>{buttons}</DialogFooter>}
      />
    </DialogContent>
  )
}
