import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import type { UploadPurpose } from '#contracts/uploads'
import { jsonResponse } from '#web/test/render-app'
import { Toaster } from '../ui/toaster'
import { dismissToast } from '../ui/use-toast'
import { ImageField } from './image-field'

const megabyte = 1024 * 1024
const heicMessage =
  'HEIC photos are not supported yet: please upload a JPEG or PNG (on iPhone, Settings > Camera > Formats > Most Compatible)'

let uploads: string[]

beforeEach(() => {
  uploads = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const file = (init?.body as FormData).get('image') as File
      uploads.push(`${url.pathname}${url.search} ${file.name}`)
      if (file.name.endsWith('.heic')) {
        return jsonResponse({ message: heicMessage, code: 'HEIC_NOT_SUPPORTED' }, 415)
      }
      return jsonResponse(
        { imageUrl: '/uploads/images/0123456789abcdef/1600x1200.webp', width: 1600, height: 1200 },
        201,
      )
    }),
  )
})

afterEach(() => {
  dismissToast()
  vi.unstubAllGlobals()
})

function Host({ purpose }: { purpose: UploadPurpose }) {
  const form = useForm<{ imageUrl: string }>({ defaultValues: { imageUrl: '' } })
  return <ImageField form={form} name="imageUrl" purpose={purpose} />
}

function renderField(purpose: UploadPurpose) {
  render(
    <>
      <Host purpose={purpose} />
      <Toaster />
    </>,
  )
}

/** A file of `size` bytes (the field looks at its type and size before sending it). */
const photoFile = (name: string, size: number, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type })

describe('ImageField', () => {
  it('takes a 5 MB camera photo on a product, plant and blog field and sends it to be shrunk', async () => {
    const user = userEvent.setup()
    for (const purpose of ['product', 'plant', 'blog'] as const) {
      renderField(purpose)
      await user.upload(
        screen.getByLabelText('Upload image'),
        photoFile('IMG_0412.JPG', 5 * megabyte),
      )
      await waitFor(() =>
        expect(screen.getByLabelText('Image URL')).toHaveValue(
          '/uploads/images/0123456789abcdef/1600x1200.webp',
        ),
      )
      expect(uploads.at(-1)).toBe(`/api/upload-image?purpose=${purpose} IMG_0412.JPG`)
      cleanup()
    }
  })

  it('says what it takes and refuses a file over 20MB before sending it', async () => {
    const user = userEvent.setup()
    renderField('product')
    const button = screen.getByRole('button', { name: 'Upload photo' })
    expect(button).toHaveAccessibleDescription(
      'JPEG, PNG, WebP or GIF, up to 20MB; large photos are resized',
    )
    await user.upload(
      screen.getByLabelText('Upload image'),
      photoFile('panorama.jpg', 20 * megabyte + 1),
    )
    expect(await screen.findByText('Please select an image smaller than 20MB')).toBeVisible()
    expect(screen.getByText('File Too Large')).toBeVisible()
    expect(uploads).toEqual([])
  })

  it("offers no HEIC in the picker, and shows the server's HEIC message when one is sent anyway", async () => {
    renderField('gallery')
    const input = screen.getByLabelText('Upload image')
    expect(input.getAttribute('accept')?.split(',')).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      'image/avif',
    ])
    const heic = photoFile('IMG_0413.heic', 2 * megabyte, 'image/heic')
    // The picker leaves HEIC out ...
    await userEvent.setup().upload(input, heic)
    expect(uploads).toEqual([])
    // ... but "All files" can still choose one.
    await userEvent.setup({ applyAccept: false }).upload(input, heic)
    expect(await screen.findByText(heicMessage)).toBeVisible()
    expect(screen.getByText('Upload Failed')).toBeVisible()
    expect(uploads).toEqual(['/api/upload-image?purpose=gallery IMG_0413.heic'])
  })
})
