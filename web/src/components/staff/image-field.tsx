import { useId, useRef, useState } from 'react'
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import { ImagePlus, LoaderCircle, X } from 'lucide-react'
import { imageSources } from '#contracts/image-renditions'
import {
  acceptedImageTypes,
  imageFileHint,
  maxUploadBytes,
  notAnImageMessage,
  tooLargeMessage,
  type UploadPurpose,
} from '#contracts/uploads'
import { throwIfNotOk } from '#web/lib/api-error'
import { parseApiError } from '#web/lib/api-request'
import { Button } from '../ui/button'
import { Input } from '../ui/input'
import { Label } from '../ui/label'
import { toast } from '../ui/use-toast'
import { useFormBusy } from './form-busy'
import { FieldMessage } from '../field-message'

/** The toasts of one screen's upload (spec 3 §8 words differ per screen). */
export interface ImageFieldToasts {
  uploaded: string
  /** The success toast's description, from the file (the blog names the file and its size). */
  uploadedDescription?: (file: File) => string
  failed: string
  failedDescription?: string
  invalidFile?: string
  invalidFileDescription?: string
  tooLarge?: string
  tooLargeDescription?: string
}

const productToasts: ImageFieldToasts = {
  uploaded: 'Image Uploaded',
  failed: 'Upload Failed',
  failedDescription: 'Failed to upload image. Please try again.',
  invalidFile: 'Invalid File',
  tooLarge: 'File Too Large',
}

/** Where a picture is uploaded: multipart, so not a JSON endpoint of contracts/ (decision 0052). */
const uploadImageUrl = (purpose: UploadPurpose) =>
  `/api/upload-image?purpose=${encodeURIComponent(purpose)}`

/**
 * Sends one file to POST /api/upload-image; answers the stored picture's address. A failure
 * throws an `ApiError` (the server's status, code and message).
 */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<string> {
  const body = new FormData()
  body.append('image', file)
  const response = await fetch(uploadImageUrl(purpose), {
    method: 'POST',
    credentials: 'include',
    body,
  })
  await throwIfNotOk(response)
  const imageUrl = ((await response.json()) as { imageUrl?: unknown }).imageUrl
  if (typeof imageUrl !== 'string') throw new Error('No image URL returned')
  return imageUrl
}

/**
 * A picture for a record: upload a file (checked for type and size first, then shrunk and
 * re-encoded by the server; a phone's camera photo as it is) or type an address; shows a preview;
 * holds the form's submit back while uploading.
 */
export function ImageField<Values extends FieldValues>({
  form,
  name,
  label = 'Image',
  purpose,
  toasts = productToasts,
}: {
  form: UseFormReturn<Values, unknown, unknown>
  name: FieldPath<Values>
  label?: string
  purpose: UploadPurpose
  toasts?: ImageFieldToasts
}) {
  const id = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const setBusy = useFormBusy()
  const [uploading, setUploading] = useState(false)
  const {
    field: { ref: fieldRef, name: fieldName, value: fieldValue, onChange, onBlur },
    fieldState,
  } = useController({ control: form.control, name })
  const value = (fieldValue as string | null | undefined) ?? ''
  const error = fieldState.error?.message
  const errorId = `${id}-error`
  const hintId = `${id}-hint`

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast({
        title: toasts.invalidFile ?? 'Invalid File',
        description: toasts.invalidFileDescription ?? notAnImageMessage,
        variant: 'destructive',
      })
      return
    }
    if (file.size > maxUploadBytes) {
      toast({
        title: toasts.tooLarge ?? 'File Too Large',
        description: toasts.tooLargeDescription ?? tooLargeMessage,
        variant: 'destructive',
      })
      return
    }
    setUploading(true)
    setBusy(id, true)
    try {
      onChange(await uploadImage(file, purpose))
      toast({ title: toasts.uploaded, description: toasts.uploadedDescription?.(file) })
    } catch (uploadError) {
      const parsed = parseApiError(uploadError)
      toast({
        title: toasts.failed,
        description:
          parsed.status && parsed.status < 500 ? parsed.message : toasts.failedDescription,
        variant: 'destructive',
      })
    } finally {
      setUploading(false)
      setBusy(id, false)
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  const preview = value ? imageSources(value) : null

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label} URL</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          className="min-w-0 flex-1"
          placeholder="https://… or upload a photo"
          name={fieldName}
          ref={fieldRef}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <input
          ref={fileInput}
          type="file"
          accept={acceptedImageTypes}
          className="sr-only"
          tabIndex={-1}
          aria-label={`Upload ${label.toLowerCase()}`}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) void upload(file)
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={uploading}
          aria-describedby={hintId}
          onClick={() => fileInput.current?.click()}
        >
          {uploading ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <ImagePlus aria-hidden="true" />
          )}
          {uploading ? 'Processing…' : 'Upload photo'}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {imageFileHint}
      </p>
      {uploading && (
        <p role="status" className="text-sm text-muted-foreground">
          Uploading and preparing the photo…
        </p>
      )}
      <FieldMessage id={errorId}>{error}</FieldMessage>
      {preview && (
        <div className="relative mt-1 w-40 overflow-hidden rounded-lg border border-border bg-muted">
          <img
            src={preview.src}
            srcSet={preview.srcSet}
            sizes="160px"
            width={preview.width}
            height={preview.height}
            alt="Preview"
            className="aspect-[4/3] w-full object-cover"
            onError={() => onChange('')}
          />
          <button
            type="button"
            className="absolute top-1 right-1 rounded-full bg-card/90 p-1 text-foreground shadow-sm hover:bg-card"
            onClick={() => onChange('')}
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Remove picture</span>
          </button>
        </div>
      )}
    </div>
  )
}
