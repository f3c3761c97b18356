import { useSearchParams } from 'react-router'
import { StaffPage } from '#web/components/staff/staff-page'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { AccountsTab } from './accounts-tab'
import { AutomationTab } from './automation-tab'
import { OverviewTab } from './overview-tab'
import { PostsTab } from './posts-tab'
import { SetupGuideTab } from './setup-guide-tab'

const tabs = ['posts', 'overview', 'accounts', 'automation', 'setup'] as const
type Tab = (typeof tabs)[number]

/** The open tab lives in the address (?tab=accounts), so a link or a reload keeps it. */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams()
  const tab = tabs.find((each) => each === params.get('tab')) ?? 'posts'
  const setTab = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === 'posts') updated.delete('tab')
        else updated.set('tab', next)
        return updated
      },
      { replace: true },
    )
  return [tab, setTab]
}

/**
 * Social media management (spec 3 §2 /social-media, decision 0035): tabs Posts (the first 5 blog
 * posts, each with Generate Posts and its drafts, edited one at a time), Overview, Accounts,
 * Automation (direct publishing is off: nothing is posted from here) and Setup Guide.
 */
export function SocialMediaAdminPage() {
  const [tab, setTab] = useTab()
  return (
    <StaffPage
      title="Social Media Management"
      description="Draft posts for the farm’s accounts from the blog, edit them, then copy them to each platform."
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Social Media Management" className="flex-wrap h-auto">
          <TabsTrigger value="posts">Posts</TabsTrigger>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="accounts">Accounts</TabsTrigger>
          <TabsTrigger value="automation">Automation</TabsTrigger>
          <TabsTrigger value="setup">Setup Guide</TabsTrigger>
        </TabsList>
        <TabsContent value="posts">
          <PostsTab />
        </TabsContent>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="accounts">
          <AccountsTab />
        </TabsContent>
        <TabsContent value="automation">
          <AutomationTab />
        </TabsContent>
        <TabsContent value="setup">
          <SetupGuideTab />
        </TabsContent>
      </Tabs>
    </StaffPage>
  )
}
