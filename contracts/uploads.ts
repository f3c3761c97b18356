import { z } from 'zod'

/**
 * POST /api/upload-image (staff only, multipart field `image`, spec 3 §7). The caller says what
 * the picture is for in the `purpose` query parameter (kept in the audit log). Every image field
 * takes a phone's camera photo as it is: one size limit for all of them (issue 22 replaced spec
 * 3 §9's 1 MB / 5 MB), and the server shrinks the picture (decision 0019).
 */
export const uploadPurposes = ['product', 'blog', 'plant', 'recipe', 'gallery', 'content'] as const
export const uploadPurposeSchema = z.enum(uploadPurposes)
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>

/** The largest picture file accepted, in MB (1024 × 1024 bytes), on every image field. */
export const maxUploadMegabytes = 20
export const maxUploadBytes = maxUploadMegabytes * 1024 * 1024

/** The spec's words for a file over the limit ('File Too Large' is the toast title). */
export const tooLargeMessage = `Please select an image smaller than ${maxUploadMegabytes}MB`

/**
 * The file types an image field offers (its `accept`). HEIC is left out: an iPhone then hands
 * the page a JPEG of the photo, and the server could not decode HEIC anyway (decision 0019).
 */
export const acceptedImageTypes = 'image/jpeg,image/png,image/webp,image/gif,image/avif'

/** What an image field takes, shown under it. */
export const imageFileHint = `JPEG, PNG, WebP or GIF, up to ${maxUploadMegabytes}MB; large photos are resized`

/** A HEIC photo (HEVC inside) when the server's image library cannot decode HEVC (415). */
export const heicNotSupportedMessage =
  'HEIC photos are not supported yet: please upload a JPEG or PNG (on iPhone, Settings > Camera > Formats > Most Compatible)'

export const notAnImageMessage = 'Please select an image file (JPG, PNG, GIF, etc.)'

/** A picture whose header is fine but whose pixels cannot be decoded (cut short, damaged). */
export const unreadableImageMessage =
  'This image could not be read (the file may be damaged or incomplete)'

export const uploadQuerySchema = z.object({ purpose: uploadPurposeSchema.default('product') })

/** The stored picture: `imageUrl` is the widest rendition; `srcset` lists every width. */
export const uploadedImageSchema = z.object({
  imageUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type UploadedImage = z.infer<typeof uploadedImageSchema>
