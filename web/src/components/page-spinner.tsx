import { Spinner } from './ui/spinner'

/** A whole page loading: a large spinner, named by `label`, in the middle of the screen. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  )
}
