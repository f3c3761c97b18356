import { Spinner } from '#web/components/ui/spinner'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useSiteText } from '#web/hooks/use-site-text'
import { DashboardPage } from './dashboard-view'
import { useCurrentUser } from '#web/hooks/use-current-user'
import { LandingPage } from './landing-view'

/**
 * `/` (spec 1 §2): a spinner while the current user loads, then the dashboard for a signed-in
 * user or the landing page for everyone else.
 */
export function HomePage() {
  const { text } = useSiteText()
  const { user, isLoading } = useCurrentUser()
  usePageMeta({
    title: user ? 'Home' : text('farm_name'),
    description: text('hero_subtitle'),
  })

  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" label="Loading your farm" />
      </div>
    )
  }
  return user ? <DashboardPage user={user} /> : <LandingPage />
}
