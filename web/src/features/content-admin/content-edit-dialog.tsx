import { useMemo } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { ExternalLink } from 'lucide-react'
import type { z } from 'zod'
import {
  emptySiteTextProblem,
  siteContentShownOn,
  siteContentTypes,
  siteContentUpdateSchema,
  type SiteContentItem,
} from '#contracts/site-content'
import { siteContentDefaults, type SiteContentDefault } from '#contracts/site-content-defaults'
import { FormField } from '#web/components/form-field'
import { ImageField } from '#web/components/staff/image-field'
import { ResourceFormDialog } from '#web/components/staff/resource-form-dialog'

/** The edit form: every field of PUT /api/site-content/:key but the key (it is in the address). */
const contentFormSchema = siteContentUpdateSchema.omit({ key: true })
export type ContentFormValues = z.input<typeof contentFormSchema>
export type ContentFormOutput = z.output<typeof contentFormSchema>

const contentTypeOptions = siteContentTypes.map((value) => ({
  value,
  label: { text: 'Text', image: 'Image', text_with_image: 'Text with image' }[value],
}))

const defaults: Record<string, SiteContentDefault | undefined> = siteContentDefaults

/** A text the site reads must not be emptied: the same rule as the server's (decision 0043). */
function formSchemaFor(key: string) {
  return contentFormSchema.superRefine((values, context) => {
    const problem = emptySiteTextProblem(key, values.content)
    if (problem) context.addIssue({ code: 'custom', path: ['content'], message: problem })
  })
}

function formValues(block: SiteContentItem): ContentFormValues {
  return {
    title: block.title ?? '',
    content: block.content ?? '',
    imageUrl: block.imageUrl ?? '',
    contentType: block.contentType,
    description: block.description ?? '',
  }
}

/** A short single line (a heading, a label, an address) is typed in a line; the rest in a box. */
function isShortText(block: SiteContentItem) {
  const samples = [defaults[block.key]?.content ?? '', block.content ?? '']
  return samples.every((text) => text.length <= 90 && !text.includes('\n'))
}

/**
 * Edits one site text (spec 3 "Website content manager"). The text the site shows comes first and
 * takes the focus (for a picture, the picture and then its description); the page it shows on is
 * one click away; the key, the name in the list, the content type and the staff note come last, for
 * staff. A text the site reads cannot be saved empty.
 */
export function ContentEditDialog({
  block,
  onClose,
  onSubmit,
}: {
  block: SiteContentItem | null
  onClose: () => void
  onSubmit: (values: ContentFormOutput) => Promise<unknown>
}) {
  const key = block?.key ?? ''
  const schema = useMemo(() => formSchemaFor(key), [key])
  const shownOn = block ? siteContentShownOn(block.key) : null
  const isPicture = block?.contentType === 'image'
  const textLabel = isPicture ? 'Picture description (alt text)' : 'Text on the site'
  const textHint = block?.description || undefined

  return (
    <ResourceFormDialog
      open={block !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={block ? `Edit ${block.title || block.key}` : 'Edit Content'}
      description={
        shownOn ? (
          <>
            Shows {shownOn.where}.{' '}
            <a
              href={shownOn.path}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
            >
              View page
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{` ${shownOn.path} (opens in a new tab)`}</span>
            </a>
          </>
        ) : block ? (
          'No page of the site reads this text.'
        ) : undefined
      }
      schema={schema}
      defaultValues={block ? formValues(block) : {}}
      submitLabel="Save Changes"
      onSubmit={onSubmit}
    >
      {(form) => (
        <>
          {isPicture && <ImageField form={form} name="imageUrl" purpose="content" />}
          {block && isShortText(block) ? (
            <FormField form={form} name="content" label={textLabel} hint={textHint} />
          ) : (
            <FormField
              form={form}
              name="content"
              label={textLabel}
              hint={textHint}
              kind="textarea"
              rows={6}
            />
          )}
          {!isPicture && <PictureWithText form={form} />}
          <fieldset className="grid gap-4 rounded-xl border border-border/70 p-4">
            <legend className="px-1 text-sm font-medium">For staff</legend>
            <p className="text-sm text-muted-foreground">
              Key <code className="font-mono break-all text-foreground">{key}</code>
            </p>
            <FormField
              form={form}
              name="title"
              label="Name in this list"
              hint="Only staff see it."
            />
            <FormField
              form={form}
              name="contentType"
              label="Content type"
              kind="select"
              options={contentTypeOptions}
            />
            <FormField
              form={form}
              name="description"
              label="Admin note"
              kind="textarea"
              rows={2}
              hint="For staff only: where this shows and how to write it."
            />
          </fieldset>
        </>
      )}
    </ResourceFormDialog>
  )
}

type ContentForm = UseFormReturn<ContentFormValues, unknown, ContentFormOutput>

/** A text block's picture, only once its content type says it has one. */
function PictureWithText({ form }: { form: ContentForm }) {
  const contentType = useWatch({ control: form.control, name: 'contentType' })
  if (contentType === 'text') return null
  return <ImageField form={form} name="imageUrl" purpose="content" />
}
