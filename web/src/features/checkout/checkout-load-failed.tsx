import { Button } from '#web/components/ui/button'

export function CheckoutLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <p role="alert" className="text-lg">
        We couldn’t set up checkout: {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  )
}
