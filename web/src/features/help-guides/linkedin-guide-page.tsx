import { Link } from 'react-router'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { ExternalLink, GuidePage, type GuideStep } from './guide-layout'

const steps: GuideStep[] = [
  {
    title: 'Start from your own profile',
    body: (
      <p>
        A LinkedIn Page is always run by people, so sign in to your personal{' '}
        <ExternalLink href="https://www.linkedin.com/">LinkedIn</ExternalLink> profile first (or
        create one). You become the Page’s first admin; the Page itself shows only the farm.
      </p>
    ),
  },
  {
    title: 'Create the Company Page',
    body: (
      <>
        <p>
          Open{' '}
          <ExternalLink href="https://www.linkedin.com/company/setup/new/">
            Create a LinkedIn Page
          </ExternalLink>{' '}
          and choose <strong>Company</strong>. Fill in:
        </p>
        <ul>
          <li>Name: the farm’s name, exactly as on the website</li>
          <li>LinkedIn public URL: short and simple, like the farm’s name without spaces</li>
          <li>Website: the address of this website</li>
          <li>Industry: Farming; company size: 2-10 employees</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Make it look like the farm',
    body: (
      <p>
        Upload the logo and a wide cover photo of the grove. Write a one-line tagline and an About
        section that says what you grow, where, and how people can buy or visit. Add the farm’s
        address so the Page shows up for local searches.
      </p>
    ),
  },
  {
    title: 'Add a second admin',
    body: (
      <p>
        Under <strong>Admin tools → Manage admins</strong>, add a family member or helper as a
        second admin, so the Page is never locked to one person’s account.
      </p>
    ),
  },
  {
    title: 'Share your first posts',
    body: (
      <p>
        Post a short introduction and a recent blog story. Posts for LinkedIn are ready to copy in
        the{' '}
        <Link to="/social-media" className="font-medium text-primary underline underline-offset-4">
          Social Media
        </Link>{' '}
        manager; a professional, neighborly tone works best here (wholesale, restaurants,
        workshops).
      </p>
    ),
  },
]

const tips = [
  'LinkedIn is where restaurants, grocers and schools look for local suppliers: mention wholesale and workshops.',
  'One or two posts a week is plenty. Photos of people at work do better than product shots.',
  'Automatic posting needs an approved LinkedIn developer app; until then, copy posts from the Social Media manager by hand.',
]

const links = [
  { href: 'https://www.linkedin.com/company/setup/new/', label: 'Create a LinkedIn Page' },
  { href: 'https://www.linkedin.com/help/linkedin', label: 'LinkedIn Help' },
  { href: 'https://www.linkedin.com/developers/apps', label: 'LinkedIn Developers (apps)' },
]

export function LinkedinGuidePage() {
  usePageMeta()
  return (
    <GuidePage
      eyebrow="Social media setup"
      title="LinkedIn Business Page Setup"
      intro="Give the farm a LinkedIn Company Page so restaurants, grocers and neighbors can find you and follow your news."
      time="About 30 minutes"
      steps={steps}
      tips={tips}
      links={links}
    />
  )
}
