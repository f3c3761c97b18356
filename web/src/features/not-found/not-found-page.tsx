import { Link } from 'react-router'
import { Sprout } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { usePageMeta } from '#web/hooks/use-page-meta'

/** Any path the router does not know (the server answers these with status 404). */
export function NotFoundPage() {
  usePageMeta({
    title: 'Page Not Found',
    description: 'The page you were looking for is not on our farm.',
  })

  return (
    <section className="page-column flex flex-col items-center py-20 text-center sm:py-28">
      <span className="rounded-full bg-primary-soft p-4 text-primary">
        <Sprout className="size-10" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-mango-strong uppercase">
        Error 404
      </p>
      <h1 className="mt-2 font-serif text-4xl font-bold sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">
        We looked up and down every row of the grove, but this page isn’t growing here. It may have
        moved, or the address may have a typo.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">Back to Home</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/products">Browse Products</Link>
        </Button>
      </div>
    </section>
  )
}
