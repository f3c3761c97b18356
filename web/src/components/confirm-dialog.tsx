import { AlertDialog } from 'radix-ui'
import { buttonVariants } from './ui/button'
import { Spinner } from './ui/spinner'
import { cn } from '../lib/cn'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The question, in the spec's words ('Are you sure you want to delete this recipe?'). */
  title: string
  description?: string
  confirmLabel?: string
  /**
   * The button that answers no: 'Cancel' by default; say what it keeps ('Keep event') when the
   * question itself is about cancelling something.
   */
  cancelLabel?: string
  /** Runs on confirm; the dialog stays open (busy) until it settles, and closes if it worked. */
  onConfirm: () => Promise<unknown> | void
  pending?: boolean
}

/**
 * An accessible yes/no question instead of the browser's `confirm`: focus starts on Cancel,
 * Escape cancels, and the destructive button says what it does.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  pending = false,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/45 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-lifted data-[state=open]:animate-pop-in">
          <AlertDialog.Title className="font-serif text-lg font-semibold">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description
            className={cn('text-sm text-muted-foreground', !description && 'sr-only')}
          >
            {description ?? 'This cannot be undone.'}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonVariants({ variant: 'destructive' })}
              disabled={pending}
              onClick={async () => {
                try {
                  await onConfirm()
                  onOpenChange(false)
                } catch {
                  // The caller's mutation has shown the failure; the question stays open.
                }
              }}
            >
              {pending && <Spinner size="sm" className="text-current" />}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
