import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmDialog } from './confirm-dialog'

describe('ConfirmDialog', () => {
  it('asks in the given words, starts on Cancel and closes after a confirmed action', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn().mockResolvedValue(undefined)
    const onOpenChange = vi.fn()
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Are you sure you want to delete this recipe?"
        onConfirm={onConfirm}
      />,
    )
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this recipe?',
    })
    expect(dialog).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
  })

  it('stays open when the action fails', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete this comment?"
        onConfirm={vi.fn().mockRejectedValue(new Error('500: nope'))}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})
