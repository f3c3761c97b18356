import { useCallback, useState, type ReactNode } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { parseApiError } from '#web/lib/api-request'
import { cn } from '#web/lib/cn'
import { Button } from '../ui/button'
import { FormAlert } from '../ui/form-alert'
import { Spinner } from '../ui/spinner'
import { FormBusyContext } from './form-busy'

export interface ResourceFormProps<Schema extends z.ZodType<unknown, FieldValues>> {
  /** The contract's schema: the same rules and messages as the server. */
  schema: Schema
  /** The record's values to edit, or the blank form to create. */
  defaultValues: DefaultValues<z.input<Schema>>
  submitLabel: string
  /** Saves; a rejection keeps the form with the server's field messages shown. */
  onSubmit: (values: z.output<Schema>) => Promise<unknown>
  /** After a successful save (a dialog closes, a tab leaves the editor). */
  onSaved?: () => void
  /**
   * Checked before the schema, in the spec's words: answers a message to refuse the submit
   * ('Please fill in all required fields') or null.
   */
  precheck?: (values: z.input<Schema>) => string | null
  /** The footer's cancel control (a dialog's close button, a tab's Cancel). */
  cancel?: ReactNode
  /** Lays out the footer's buttons (a dialog's footer); a right-aligned row by default. */
  footer?: (buttons: ReactNode) => ReactNode
  className?: string
  /** Names the form for assistive technology (the id of its heading). */
  'aria-labelledby'?: string
  children: (form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>) => ReactNode
}

const defaultFooter = (buttons: ReactNode) => (
  <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{buttons}</div>
)

/**
 * The add/edit form of every staff screen (decision 0020), in a dialog (`ResourceFormDialog`) or
 * on the page (a tab): checks with the contract's schema, shows the server's field messages
 * under their fields (anything else above the buttons), keeps submit disabled while saving or
 * while a field is busy (an image uploading).
 */
export function ResourceForm<Schema extends z.ZodType<unknown, FieldValues>>({
  schema,
  defaultValues,
  submitLabel,
  onSubmit,
  onSaved,
  precheck,
  cancel,
  footer = defaultFooter,
  className,
  'aria-labelledby': labelledBy,
  children,
}: ResourceFormProps<Schema>) {
  type Input = z.input<Schema>
  const form = useForm<Input, unknown, z.output<Schema>>({
    // The resolver's types cannot follow a generic schema; the schema is the form's own.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
  })
  const [busyFields, setBusyFields] = useState<ReadonlySet<string>>(new Set())
  const setBusy = useCallback((key: string, busy: boolean) => {
    setBusyFields((current) => {
      const next = new Set(current)
      if (busy) next.add(key)
      else next.delete(key)
      return next
    })
  }, [])
  const { isSubmitting, errors } = form.formState

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    form.clearErrors('root')
    if (precheck) {
      const refusal = precheck(form.getValues())
      if (refusal) {
        form.setError('root', { message: refusal })
        return
      }
    }
    await form.handleSubmit(async (values) => {
      try {
        await onSubmit(values)
        onSaved?.()
      } catch (error) {
        const parsed = parseApiError(error)
        const known = Object.keys(form.getValues() as object)
        let focused = false
        for (const [name, message] of Object.entries(parsed.fields)) {
          // A field of a list or group ('windows.0.endsAt') is known by its first part.
          if (!known.includes(name.split('.')[0]!)) continue
          form.setError(name as Path<Input>, { message }, { shouldFocus: !focused })
          focused = true
        }
        if (!focused) form.setError('root', { message: parsed.message })
      }
    })(event)
  }

  return (
    <FormBusyContext.Provider value={setBusy}>
      <form
        noValidate
        onSubmit={submit}
        className={cn('grid gap-4', className)}
        aria-labelledby={labelledBy}
      >
        {children(form)}
        {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
        {footer(
          <>
            {cancel}
            <Button type="submit" disabled={isSubmitting || busyFields.size > 0}>
              {isSubmitting && <Spinner size="sm" className="text-current" />}
              {submitLabel}
            </Button>
          </>,
        )}
      </form>
    </FormBusyContext.Provider>
  )
}
