import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { LockKeyhole } from 'lucide-react'
import { staffLoginSchema, type StaffLogin } from '#contracts/identity'
import * as identityApi from '#contracts/identity-api'
import { Button } from '#web/components/ui/button'
import { DialogHeading } from '#web/components/dialog-heading'
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/components/ui/dialog'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { setSignedIn } from '#web/hooks/use-current-user'
import { FieldMessage } from '#web/components/field-message'

export interface StaffLoginDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /**
   * Where focus goes when the dialog closes. The dialog is opened by plain buttons (it loads on
   * first use), so Radix has no trigger to return focus to: callers send it somewhere useful.
   */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The staff login dialog of spec 1 §2/§6, signing in against the server (DESIGN.md §4: staff are
 * real accounts; "admin mode" is the session's role). Toasts: 'Login Successful', or
 * 'Login Failed' / 'Incorrect password'.
 */
export function StaffLoginDialog({ open, onOpenChange, onCloseAutoFocus }: StaffLoginDialogProps) {
  const queryClient = useQueryClient()
  const id = useId()
  const {
    register,
    handleSubmit,
    reset,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<StaffLogin, unknown, { email: string; password: string }>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: '', password: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const staff = await callApi(identityApi.staffLogin, { body: values })
      setSignedIn(queryClient, { staff })
      // Staff-only answers fetched before (and refused) are asked again with the new session.
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(identityApi.staffApiPrefix),
      })
      toast({ title: 'Login Successful' })
      reset()
      onOpenChange(false)
    } catch (error) {
      const { status, message } = parseApiError(error)
      toast({
        title: 'Login Failed',
        // 401: spec 1 §8's text. 429 (too many attempts) and other failures: the server's words.
        description: status === 401 ? 'Incorrect password' : message,
        variant: 'destructive',
      })
      resetField('password')
      setFocus('password')
    }
  })

  const changeOpen = (next: boolean) => {
    if (!next) reset()
    onOpenChange(next)
  }

  const emailId = `${id}-email`
  const passwordId = `${id}-password`
  const emailError = errors.email?.message
  const passwordError = errors.password?.message

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent size="sm" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeading
          icon={<LockKeyhole className="size-5" aria-hidden="true" />}
          title="Staff Login"
          description="Sign in with your farm staff account to open the Admin menu."
        />
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting}>
          <div className="grid gap-2">
            <Label htmlFor={emailId}>E-mail</Label>
            <Input
              id={emailId}
              type="email"
              autoComplete="username"
              inputMode="email"
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${emailId}-error` : undefined}
              {...register('email')}
            />
            <FieldMessage id={`${emailId}-error`}>{emailError}</FieldMessage>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={passwordId}>Password</Label>
            <Input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? `${passwordId}-error` : undefined}
              {...register('password')}
            />
            <FieldMessage id={`${passwordId}-error`}>{passwordError}</FieldMessage>
          </div>
          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && (
                <Spinner size="sm" label="Logging in" className="[&_svg]:text-current" />
              )}
              Login
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
