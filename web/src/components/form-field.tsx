import { useId, useState, type ReactNode } from 'react'
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import { cn } from '../lib/cn'
import { FieldMessage } from './field-message'
import { formatList, parseList, type ListSeparator } from '../lib/list-field'
import { Checkbox } from './ui/checkbox'
import { Input } from './ui/input'
import { Label } from './ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select'
import { Switch } from './ui/switch'
import { Textarea } from './ui/textarea'

export interface FieldOption {
  value: string
  label: string
}

type FieldKind =
  | {
      kind?: 'text'
      type?: 'text' | 'email' | 'url' | 'tel' | 'date' | 'time' | 'datetime-local'
      /** The earliest / latest value a date picker offers ("2026-11-28"). */
      min?: string
      max?: string
    }
  | { kind: 'textarea'; rows?: number }
  /** Money or a decimal typed as text ("12.50"); the contract's schema reads it. */
  | { kind: 'amount' }
  /** A whole number; blank is null. */
  | { kind: 'integer' }
  /** One of the options; `valueType: 'number'` keeps a number in the form (an id). */
  | {
      kind: 'select'
      options: readonly FieldOption[]
      placeholder?: string
      valueType?: 'string' | 'number'
    }
  | { kind: 'checkbox' }
  | { kind: 'switch' }
  /** A list typed comma-separated or one per line; trimmed, empties dropped. */
  | { kind: 'list'; separator: ListSeparator; rows?: number }
  /** Several of a few fixed choices (a list of their values), one checkbox each. */
  | { kind: 'checkboxes'; options: readonly FieldOption[] }

export type FormFieldProps<Values extends FieldValues> = FieldKind & {
  form: UseFormReturn<Values, unknown, unknown>
  name: FieldPath<Values>
  label: string
  /** A hint under the field. */
  hint?: ReactNode
  placeholder?: string
  className?: string
  autoComplete?: string
}

/**
 * The one form field of every staff form (and any form built on the kit): label, control, hint
 * and the contract's message under the control, wired for screen readers.
 */
export function FormField<Values extends FieldValues>(props: FormFieldProps<Values>) {
  const { form, name, label, hint, placeholder, className, autoComplete } = props
  const id = useId()
  const {
    field: { ref: fieldRef, name: fieldName, value: fieldValue, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name })
  const error = fieldState.error?.message
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  const a11y = {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  }
  const textControl = {
    ...a11y,
    placeholder,
    name: fieldName,
    ref: fieldRef,
    value: (fieldValue as string | null) ?? '',
    onChange,
    onBlur,
  }
  const below = (
    <>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldMessage id={errorId}>{error}</FieldMessage>
    </>
  )

  let control: ReactNode
  switch (props.kind) {
    case 'textarea':
      control = <Textarea {...textControl} rows={props.rows ?? 4} />
      break
    case 'amount':
      control = (
        <Input
          {...a11y}
          inputMode="decimal"
          placeholder={placeholder ?? '0.00'}
          name={fieldName}
          ref={fieldRef}
          value={(fieldValue as string | number | null) ?? ''}
          onChange={onChange}
          onBlur={onBlur}
        />
      )
      break
    case 'integer':
      control = (
        <Input
          {...a11y}
          inputMode="numeric"
          placeholder={placeholder}
          name={fieldName}
          ref={fieldRef}
          value={fieldValue === null || fieldValue === undefined ? '' : String(fieldValue)}
          onChange={(event) => {
            const text = event.target.value.trim()
            onChange(text === '' ? null : /^-?\d+$/.test(text) ? Number(text) : text)
          }}
          onBlur={onBlur}
        />
      )
      break
    case 'select':
      control = (
        <Select
          name={fieldName}
          value={fieldValue === null || fieldValue === undefined ? '' : String(fieldValue)}
          onValueChange={(value) => onChange(props.valueType === 'number' ? Number(value) : value)}
        >
          <SelectTrigger {...a11y} ref={fieldRef} onBlur={onBlur}>
            <SelectValue placeholder={props.placeholder ?? 'Choose…'} />
          </SelectTrigger>
          <SelectContent>
            {props.options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )
      break
    case 'checkbox':
    case 'switch': {
      const Toggle = props.kind === 'checkbox' ? Checkbox : Switch
      return (
        <div className={cn('grid gap-1', className)}>
          <div className="flex items-center gap-3">
            <Toggle
              {...a11y}
              ref={fieldRef}
              name={fieldName}
              checked={Boolean(fieldValue)}
              onCheckedChange={(checked) => onChange(checked === true)}
              onBlur={onBlur}
            />
            <Label htmlFor={id}>{label}</Label>
          </div>
          {below}
        </div>
      )
    }
    case 'checkboxes': {
      const chosen = Array.isArray(fieldValue) ? (fieldValue as string[]) : []
      const toggle = (value: string, checked: boolean) =>
        onChange(
          props.options
            .map((option) => option.value)
            .filter((each) => (each === value ? checked : chosen.includes(each))),
        )
      return (
        <fieldset
          className={cn('grid gap-2', className)}
          aria-describedby={describedBy || undefined}
        >
          <legend className="mb-1 text-sm leading-none font-medium">{label}</legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
            {props.options.map((option, index) => (
              <div key={option.value} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-${index}`}
                  ref={index === 0 ? fieldRef : undefined}
                  name={fieldName}
                  value={option.value}
                  checked={chosen.includes(option.value)}
                  onCheckedChange={(checked) => toggle(option.value, checked === true)}
                  onBlur={onBlur}
                />
                <Label htmlFor={`${id}-${index}`}>{option.label}</Label>
              </div>
            ))}
          </div>
          {below}
        </fieldset>
      )
    }
    case 'list':
      control = (
        <ListInput
          a11y={a11y}
          separator={props.separator}
          rows={props.rows}
          placeholder={placeholder}
          value={fieldValue as string[] | null}
          onChange={onChange}
          onBlur={onBlur}
          name={fieldName}
        />
      )
      break
    default:
      control = (
        <Input
          {...textControl}
          type={props.type ?? 'text'}
          min={props.min}
          max={props.max}
          autoComplete={autoComplete}
        />
      )
  }

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {control}
      {below}
    </div>
  )
}

/** Keeps the text as typed; the form holds the parsed list. */
function ListInput({
  a11y,
  separator,
  rows,
  placeholder,
  value,
  onChange,
  onBlur,
  name,
}: {
  a11y: Record<string, unknown>
  separator: ListSeparator
  rows?: number
  placeholder?: string
  value: string[] | null
  onChange: (list: string[]) => void
  onBlur: () => void
  name: string
}) {
  const [text, setText] = useState(() => formatList(value, separator))
  const update = (next: string) => {
    setText(next)
    onChange(parseList(next, separator))
  }
  if (separator === 'comma') {
    return (
      <Input
        {...a11y}
        name={name}
        placeholder={placeholder}
        value={text}
        onChange={(event) => update(event.target.value)}
        onBlur={onBlur}
      />
    )
  }
  return (
    <Textarea
      {...a11y}
      name={name}
      rows={rows ?? 5}
      placeholder={placeholder}
      value={text}
      onChange={(event) => update(event.target.value)}
      onBlur={onBlur}
    />
  )
}
