import { Link } from 'react-router'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { ExternalLink, GuidePage, type GuideStep } from './guide-layout'

const steps: GuideStep[] = [
  {
    title: 'Sign in to the developer portal',
    body: (
      <>
        <p>
          Sign in to the{' '}
          <ExternalLink href="https://developer.x.com/en/portal/dashboard">
            X (Twitter) Developer Portal
          </ExternalLink>{' '}
          with the farm’s own account, not a personal one. The free tier is enough for posting a few
          updates a week.
        </p>
        <p>
          When asked how you will use the API, describe it plainly: “Posting our farm’s blog updates
          and harvest news to our own account.”
        </p>
      </>
    ),
  },
  {
    title: 'Create a project and an app',
    body: (
      <p>
        In the portal, create a Project (for example “Groveside Farm”) and an App inside it. The app
        is what our site uses to post on the farm’s behalf.
      </p>
    ),
  },
  {
    title: 'Allow the app to post',
    body: (
      <>
        <p>
          Open the app’s <strong>User authentication settings</strong> and set:
        </p>
        <ul>
          <li>
            App permissions: <strong>Read and write</strong>
          </li>
          <li>Type of app: Web App, Automated App or Bot</li>
          <li>Website URL: the address of this website</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Generate your keys and tokens',
    body: (
      <>
        <p>
          Under <strong>Keys and tokens</strong>, generate the API Key and Secret and the Access
          Token and Secret. Generate the access token <em>after</em> switching on Read and write, or
          it will only be able to read.
        </p>
        <p>
          Keep them in a password manager. Treat them like the farm’s bank password: never post
          them, e-mail them or share a screenshot of them.
        </p>
      </>
    ),
  },
  {
    title: 'Connect the account and post',
    body: (
      <p>
        Open the{' '}
        <Link to="/social-media" className="font-medium text-primary underline underline-offset-4">
          Social Media
        </Link>{' '}
        manager, connect the Twitter account with your keys, then generate posts from a blog post.
        Read each one before it goes out, and check the first post on the farm’s profile.
      </p>
    ),
  },
]

const tips = [
  'Posts target under 280 characters. Generated posts stay under the limit, hashtags and link included; keep it that way when you edit them.',
  'A link always counts as 23 characters, however long it is.',
  'One or two hashtags work better than five. #FloridaMangos beats a wall of tags.',
  'If posting stops working, regenerate the access token: a password change or a permission change cancels the old one.',
]

const links = [
  { href: 'https://developer.x.com/en/portal/dashboard', label: 'X Developer Portal' },
  { href: 'https://docs.x.com/', label: 'X API documentation' },
  { href: 'https://help.x.com/', label: 'X Help Center' },
]

export function TwitterGuidePage() {
  usePageMeta()
  return (
    <GuidePage
      eyebrow="Social media setup"
      title="Twitter API Setup Guide"
      intro="Connect the farm’s Twitter (X) account so blog updates and harvest news can be posted from the Social Media manager."
      time="About 20 minutes"
      steps={steps}
      tips={tips}
      links={links}
    />
  )
}
