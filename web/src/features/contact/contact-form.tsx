import { useId, type ReactNode } from 'react'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import {
  contactMessageSchema,
  contactSubjectLabels,
  contactSubjects,
  type ContactMessage,
  type ContactMessageInput,
} from '#contracts/engagement'
import * as engagementApi from '#contracts/engagement-api'
import { BusyIcon } from '#web/components/busy-icon'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select'
import { Textarea } from '#web/components/ui/textarea'
import { toast } from '#web/components/ui/use-toast'
import { callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { HoneypotField } from '#web/components/ui/honeypot-field'
import { FieldMessage } from '#web/components/field-message'

const emptyForm: ContactMessageInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: undefined as unknown as ContactMessageInput['subject'],
  message: '',
  website: '',
}

const fieldNames: FieldPath<ContactMessageInput>[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
]
const isFieldName = (name: string): name is FieldPath<ContactMessageInput> =>
  (fieldNames as string[]).includes(name)

/**
 * The contact form (spec 1 §2, §5, §8): checked with the shared contract before sending, sent
 * to POST /api/contact, cleared after 'Message Sent!'. The server checks everything again and
 * names bad fields, which appear under their inputs.
 */
export function ContactForm() {
  const id = useId()
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: emptyForm,
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await callApi(engagementApi.sendContactMessage, { body: values })
      reset(emptyForm)
      toast({
        title: 'Message Sent!',
        description: "Thank you for contacting us. We'll get back to you soon.",
      })
    } catch (error) {
      const parsed = parseApiError(error)
      let focused = false
      for (const [name, message] of Object.entries(parsed.fields)) {
        if (!isFieldName(name)) continue
        setError(name, { message }, { shouldFocus: !focused })
        focused = true
      }
      // Stays beside the button (a rate limit's wait too) unless a field shows it; what was
      // typed stays in the fields.
      if (!focused) setError('root', { message: parsed.message })
      toast({
        title: 'Failed to Send Message',
        description: parsed.message,
        variant: 'destructive',
      })
    }
  })

  const fieldId = (name: string) => `${id}-${name}`
  const errorId = (name: string) => `${id}-${name}-error`
  const invalidProps = (name: FieldPath<ContactMessageInput>) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(name) } : {}

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="First name"
          htmlFor={fieldId('firstName')}
          error={errors.firstName?.message}
          errorId={errorId('firstName')}
        >
          <Input
            id={fieldId('firstName')}
            autoComplete="given-name"
            {...invalidProps('firstName')}
            {...register('firstName')}
          />
        </Field>
        <Field
          label="Last name"
          htmlFor={fieldId('lastName')}
          error={errors.lastName?.message}
          errorId={errorId('lastName')}
        >
          <Input
            id={fieldId('lastName')}
            autoComplete="family-name"
            {...invalidProps('lastName')}
            {...register('lastName')}
          />
        </Field>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Email"
          htmlFor={fieldId('email')}
          error={errors.email?.message}
          errorId={errorId('email')}
        >
          <Input
            id={fieldId('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...invalidProps('email')}
            {...register('email')}
          />
        </Field>
        <Field
          label="Phone"
          optional
          htmlFor={fieldId('phone')}
          error={errors.phone?.message}
          errorId={errorId('phone')}
        >
          <Input
            id={fieldId('phone')}
            type="tel"
            autoComplete="tel"
            {...invalidProps('phone')}
            {...register('phone')}
          />
        </Field>
      </div>

      <Field
        label="Subject"
        htmlFor={fieldId('subject')}
        error={errors.subject?.message}
        errorId={errorId('subject')}
      >
        <Controller
          control={control}
          name="subject"
          render={({ field }) => (
            <Select value={field.value ?? ''} onValueChange={field.onChange}>
              <SelectTrigger
                id={fieldId('subject')}
                ref={field.ref}
                onBlur={field.onBlur}
                {...invalidProps('subject')}
              >
                <SelectValue placeholder="Choose a subject" />
              </SelectTrigger>
              <SelectContent>
                {contactSubjects.map((subject) => (
                  <SelectItem key={subject} value={subject}>
                    {contactSubjectLabels[subject]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>

      <Field
        label="Message"
        htmlFor={fieldId('message')}
        error={errors.message?.message}
        errorId={errorId('message')}
      >
        <Textarea
          id={fieldId('message')}
          rows={6}
          placeholder="How can we help?"
          {...invalidProps('message')}
          {...register('message')}
        />
      </Field>

      <HoneypotField id={fieldId('website')} {...register('website')} />

      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}

      <div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          <BusyIcon busy={isSubmitting} label="Sending" icon={<Send aria-hidden="true" />} />
          Send Message
        </Button>
      </div>
    </form>
  )
}

function Field({
  label,
  htmlFor,
  optional = false,
  error,
  errorId,
  children,
}: {
  label: string
  htmlFor: string
  optional?: boolean
  error?: string
  errorId: string
  children: ReactNode
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={htmlFor}>
        {label}
        {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      {children}
      <FieldMessage id={errorId}>{error}</FieldMessage>
    </div>
  )
}
