import { Fragment } from 'react'
import { Link } from 'react-router'
import { ArrowRight, Heart, Leaf, Sparkles, Users, type LucideIcon } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useSiteText } from '#web/hooks/use-site-text'
import { parseMilestones, type TextPart } from './emphasis'

const coreValues: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Sustainability',
    text: 'Healthy soil, mulch from our own prunings, and bees that pollinate the grove. We farm so the land is better next year than it was this year.',
    icon: Leaf,
  },
  {
    title: 'Community',
    text: 'We sell to our neighbors first, host school groups and pick-your-own mornings, and share what we learn with anyone growing in their backyard.',
    icon: Users,
  },
  {
    title: 'Quality',
    text: 'Fruit picked at the right moment, honey that is raw and unfiltered, and trees grafted by hand. If it is not good enough for our table, we do not sell it.',
    icon: Sparkles,
  },
  {
    title: 'Passion',
    text: 'We started this because we love these trees. Every jar, pint and pot that leaves the farm carries a bit of that with it.',
    icon: Heart,
  },
]

const numbers = [
  { value: '3+', label: 'Years Growing' },
  { value: '5', label: 'Product Lines' },
  { value: '150+', label: 'Happy Customers' },
  { value: '200+', label: 'Trees Grafted' },
] as const

function Emphasized({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) =>
    part.strong ? (
      <strong key={index} className="font-semibold text-foreground">
        {part.text}
      </strong>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  )
}

/** About (spec 1 §2): intro, farm story, core values, journey timeline, by the numbers. */
export function AboutPage() {
  const { text, image } = useSiteText()
  const farmName = text('farm_name')
  usePageMeta()

  const storyParagraphs = text('farm_story_content')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  const storyImage = image('farm_story_image')
  const milestones = parseMilestones(text('our_journey_content'))

  return (
    <>
      <section className="border-b border-border/70 bg-gradient-to-b from-honey-soft/70 to-background">
        <div className="page-column pt-12 pb-12 sm:pt-16">
          <p className="text-sm font-semibold tracking-widest text-mango-strong uppercase">
            About us
          </p>
          <h1 className="mt-2 max-w-3xl font-serif text-4xl font-bold sm:text-5xl">
            About {farmName}
          </h1>
          <p className="mt-5 max-w-3xl text-lg text-muted-foreground sm:text-xl">
            {text('about_intro')}
          </p>
        </div>
      </section>

      <section
        aria-labelledby="about-story-heading"
        className="page-column grid items-center gap-10 py-16 lg:grid-cols-2 lg:gap-16"
      >
        <div>
          <h2 id="about-story-heading" className="font-serif text-3xl font-bold sm:text-4xl">
            {text('farm_story_title')}
          </h2>
          <div className="mt-5 grid gap-4 text-lg text-foreground/90">
            {storyParagraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
        {storyImage && (
          <img
            src={storyImage}
            alt={text('farm_story_image')}
            width={800}
            height={600}
            decoding="async"
            className="aspect-[4/3] w-full rounded-3xl border border-border/70 bg-card object-cover shadow-lifted"
          />
        )}
      </section>

      <section
        aria-labelledby="values-heading"
        className="border-y border-border/70 bg-primary-soft/60"
      >
        <div className="page-column py-16">
          <h2 id="values-heading" className="font-serif text-3xl font-bold sm:text-4xl">
            What We Believe In
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {coreValues.map(({ title, text: body, icon: Icon }) => (
              <li key={title}>
                <Card className="h-full gap-3 p-6">
                  <span className="flex size-12 items-center justify-center rounded-full bg-primary text-honey">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="font-serif text-xl font-semibold">{title}</h3>
                  <p className="text-muted-foreground">{body}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="journey-heading" className="page-column py-16">
        <h2 id="journey-heading" className="font-serif text-3xl font-bold sm:text-4xl">
          {text('our_journey_title')}
        </h2>
        <ol className="mt-8 grid max-w-3xl gap-0" data-testid="journey">
          {milestones.map((milestone, index) => (
            <li key={index} className="relative grid grid-cols-[1.5rem_1fr] gap-x-4 pb-8 last:pb-0">
              <span aria-hidden="true" className="relative flex justify-center">
                <span className="mt-1.5 size-3.5 rounded-full border-2 border-primary bg-honey" />
                {index < milestones.length - 1 && (
                  <span className="absolute top-6 bottom-[-2rem] w-0.5 bg-border" />
                )}
              </span>
              <p className="text-lg text-muted-foreground">
                {milestone.label && (
                  <>
                    <strong className="mr-2 font-serif text-xl font-bold text-primary">
                      {milestone.label}
                    </strong>{' '}
                  </>
                )}
                <Emphasized parts={milestone.parts} />
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="numbers-heading" className="page-column pb-16">
        <div className="rounded-3xl bg-primary px-6 py-12 text-primary-foreground shadow-lifted sm:px-10">
          <h2 id="numbers-heading" className="font-serif text-3xl font-bold sm:text-4xl">
            By the Numbers
          </h2>
          <ul className="mt-8 grid grid-cols-2 gap-6 lg:grid-cols-4">
            {numbers.map(({ value, label }) => (
              <li key={label} className="flex flex-col" data-testid="about-number">
                <span className="font-serif text-4xl font-bold text-honey sm:text-5xl">
                  {value}
                </span>{' '}
                <span className="mt-1 text-primary-foreground/85">{label}</span>
              </li>
            ))}
          </ul>
          <div className="mt-12 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="accent">
              <Link to="/products">
                Shop Our Products
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}
