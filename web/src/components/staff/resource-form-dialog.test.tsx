import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from 'zod'
import { FormField } from '../form-field'
import { useFormBusy } from './form-busy'
import { ResourceFormDialog } from './resource-form-dialog'
import { ApiError } from '#web/lib/api-error'

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  tags: z.array(z.string()),
})
type Values = z.input<typeof schema>

function BusyToggle() {
  const setBusy = useFormBusy()
  return (
    <button type="button" onClick={() => setBusy('upload', true)}>
      Start upload
    </button>
  )
}

function renderDialog(onSubmit: (values: z.output<typeof schema>) => Promise<unknown>) {
  const onOpenChange = vi.fn()
  render(
    <ResourceFormDialog
      open
      onOpenChange={onOpenChange}
      title="Edit Thing"
      schema={schema}
      defaultValues={{ name: 'Mango', tags: ['fresh', 'sweet'] } satisfies Values}
      submitLabel="Save Changes"
      onSubmit={onSubmit}
    >
      {(form) => (
        <>
          <FormField form={form} name="name" label="Name" />
          <FormField form={form} name="tags" label="Tags" kind="list" separator="comma" />
          <BusyToggle />
        </>
      )}
    </ResourceFormDialog>,
  )
  return { onOpenChange }
}

describe('ResourceFormDialog', () => {
  it('opens with the values, parses list fields and closes after a save', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn().mockResolvedValue({})
    const { onOpenChange } = renderDialog(onSubmit)
    expect(screen.getByLabelText('Name')).toHaveValue('Mango')
    expect(screen.getByLabelText('Tags')).toHaveValue('fresh, sweet')
    await user.clear(screen.getByLabelText('Tags'))
    await user.type(screen.getByLabelText('Tags'), ' ripe , ,juicy,')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Mango', tags: ['ripe', 'juicy'] }),
    )
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it("shows the contract's message under the field and sends nothing", async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    renderDialog(onSubmit)
    await user.clear(screen.getByLabelText('Name'))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("puts the server's field messages under their fields and stays open", async () => {
    const user = userEvent.setup()
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, 'Check the form', 'VALIDATION_FAILED', { name: 'That name is taken' }),
      )
    const { onOpenChange } = renderDialog(onSubmit)
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('That name is taken')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(onOpenChange).not.toHaveBeenCalledWith(false)
  })

  it('keeps submit disabled while a field is busy', async () => {
    const user = userEvent.setup()
    renderDialog(vi.fn())
    await user.click(screen.getByRole('button', { name: 'Start upload' }))
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
  })
})
