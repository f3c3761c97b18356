import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from 'zod'
import { productInputSchema } from '#contracts/catalog'
import { FormField } from './form-field'
import { ResourceForm } from './staff/resource-form'

describe('FormField messages (issue 22)', () => {
  it('says "Stock must be a whole number" under the field for a stock typed as text or a fraction', async () => {
    const onSubmit = vi.fn().mockResolvedValue({})
    render(
      <ResourceForm
        schema={productInputSchema.pick({ stockQuantity: true })}
        defaultValues={{ stockQuantity: null }}
        submitLabel="Save"
        onSubmit={onSubmit}
      >
        {(form) => (
          <FormField form={form} name="stockQuantity" label="Stock quantity" kind="integer" />
        )}
      </ResourceForm>,
    )
    const user = userEvent.setup()
    const stock = screen.getByLabelText('Stock quantity')
    for (const [typed, message] of [
      ['abc', 'Stock must be a whole number'],
      ['12.5', 'Stock must be a whole number'],
      ['-3', 'Stock cannot be negative'],
    ] as const) {
      await user.clear(stock)
      await user.type(stock, typed)
      await user.click(screen.getByRole('button', { name: 'Save' }))
      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(stock).toHaveAccessibleDescription(message)
    }
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('names the field in plain words where the schema gives no message, never zod’s defaults', async () => {
    const onSubmit = vi.fn().mockResolvedValue({})
    render(
      <ResourceForm
        schema={z.object({ name: z.string().trim().min(1), servings: z.number().int().min(1) })}
        defaultValues={{ name: '', servings: 4 }}
        submitLabel="Save"
        onSubmit={onSubmit}
      >
        {(form) => (
          <>
            <FormField form={form} name="name" label="Name" />
            <FormField form={form} name="servings" label="Servings" kind="integer" />
          </>
        )}
      </ResourceForm>,
    )
    const user = userEvent.setup()
    await user.clear(screen.getByLabelText('Servings'))
    await user.type(screen.getByLabelText('Servings'), 'two')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Servings must be a whole number')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required')
    expect(screen.queryByText(/expected|received|Invalid input/)).not.toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
