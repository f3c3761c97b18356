import { useId } from 'react'
import { Link } from 'react-router'
import { sectionHeading } from './section-heading'

const guides = [
  {
    to: '/help/twitter',
    title: 'Twitter API Setup Guide',
    text: 'Apply for API access; posts target under 280 characters.',
  },
  {
    to: '/help/linkedin',
    title: 'LinkedIn Business Page Setup',
    text: 'Create the farm’s business page and its admins.',
  },
  {
    to: '/help/facebook',
    title: 'Facebook Farm Page Setup',
    text: 'Set up the farm page; post 3-5 times by hand first.',
  },
] as const

export function SetupGuideTab() {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${sectionHeading} mb-4`}>
        Setup Guide
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.to} className="rounded-xl border border-border/70 bg-card p-4 shadow-soft">
            <Link to={guide.to} className="font-semibold text-primary underline">
              {guide.title}
            </Link>
            <p className="mt-1 text-sm text-muted-foreground">{guide.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
