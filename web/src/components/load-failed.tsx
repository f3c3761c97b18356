import { apiErrorMessage } from '../lib/api-request'
import { Button } from './ui/button'

/** A page whose data could not be loaded: "We couldn’t load {what}: {why}", and Try Again. */
export function LoadFailed({
  what,
  error,
  onRetry,
}: {
  what: string
  error: unknown
  onRetry: () => void
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <p role="alert" className="text-lg">
        We couldn’t load {what}: {apiErrorMessage(error)}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  )
}
