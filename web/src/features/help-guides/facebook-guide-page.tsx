import { Link } from 'react-router'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { ExternalLink, GuidePage, type GuideStep } from './guide-layout'

const linkClass = 'font-medium text-primary underline underline-offset-4'

const steps: GuideStep[] = [
  {
    title: 'Create the Page',
    body: (
      <p>
        Signed in to your personal Facebook account, open{' '}
        <ExternalLink href="https://www.facebook.com/pages/create">Create a Page</ExternalLink>. Use
        the farm’s name, choose the category <strong>Farm</strong> (add “Local Business” too), and
        write a short bio: what you grow and where.
      </p>
    ),
  },
  {
    title: 'Add photos and details',
    body: (
      <>
        <p>Upload a profile picture (your logo) and a cover photo of the grove, then add:</p>
        <ul>
          <li>The farm’s address, phone number and e-mail</li>
          <li>Your hours, the same as on this website’s contact page</li>
          <li>The website address, and a “Shop now” or “Contact us” button</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Post by hand first',
    body: (
      <p>
        Before connecting anything automatic, <strong>publish 3-5 posts by hand</strong> over a week
        or two: a hello from the family, the harvest, the bees, a customer favorite. A Page with
        real posts looks alive to visitors, and Facebook trusts it more when automated posting
        starts.
      </p>
    ),
  },
  {
    title: 'Set up Meta Business Suite',
    body: (
      <p>
        Open <ExternalLink href="https://business.facebook.com/">Meta Business Suite</ExternalLink>{' '}
        to schedule posts, answer messages in one inbox and, if you like, link the farm’s Instagram
        account. Add a second admin under Settings so the Page never depends on one person.
      </p>
    ),
  },
  {
    title: 'Link the Page to the website',
    body: (
      <p>
        Copy the Page’s address and paste it as the Facebook link in the{' '}
        <Link to="/admin/content" className={linkClass}>
          Website Content Manager
        </Link>
        , so the footer and contact page point to it. Posts generated in the{' '}
        <Link to="/social-media" className={linkClass}>
          Social Media
        </Link>{' '}
        manager are then ready to share.
      </p>
    ),
  },
]

const tips = [
  'Make 3-5 manual posts first, before turning on any automation.',
  'Photos and short videos get far more reach than links alone: a crate of mangos beats a headline.',
  'Answer comments and messages within a day; Facebook shows your response time on the Page.',
]

const links = [
  { href: 'https://www.facebook.com/pages/create', label: 'Create a Facebook Page' },
  { href: 'https://business.facebook.com/', label: 'Meta Business Suite' },
  { href: 'https://www.facebook.com/business/help', label: 'Meta Business Help Center' },
]

export function FacebookGuidePage() {
  usePageMeta()
  return (
    <GuidePage
      eyebrow="Social media setup"
      title="Facebook Farm Page Setup"
      intro="Set up a Facebook Page for the farm where neighbors can follow the harvest, see your hours and send you a message."
      time="About 30 minutes"
      steps={steps}
      tips={tips}
      links={links}
    />
  )
}
