import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { Button } from '../components/ui/button'
import { Spinner } from '../components/ui/spinner'
import { RootLayout } from './root-layout'

/** Shown while the first screen's code loads. */
export function AppLoading() {
  return (
    <RootLayout>
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" label="Loading page" />
      </div>
    </RootLayout>
  )
}

/** Shown when a screen fails to load or render (for example after a deploy replaced its code). */
export function AppError() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null

  return (
    <RootLayout>
      <section className="page-column flex flex-col items-center py-20 text-center">
        <h1 className="font-serif text-4xl font-bold">Something went wrong</h1>
        <p className="mt-4 max-w-md text-lg text-muted-foreground">
          This page didn’t load properly. Reloading usually fixes it.
        </p>
        {detail && <p className="mt-2 max-w-md text-sm text-muted-foreground">{detail}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">Back to Home</Link>
          </Button>
        </div>
      </section>
    </RootLayout>
  )
}
