import { Spinner } from '#web/components/ui/spinner'

export function CheckoutSettingUp() {
  return (
    <div className="page-column flex flex-col items-center gap-4 py-20 text-center">
      <Spinner size="lg" label="Loading" />
      <p className="text-lg text-muted-foreground">Setting up secure checkout...</p>
    </div>
  )
}
