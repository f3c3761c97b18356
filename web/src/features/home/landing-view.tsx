import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight, Leaf, MapPin, Sprout } from 'lucide-react'
import { NewsletterSignup } from '#web/components/newsletter-signup'
import * as analyticsApi from '#contracts/analytics-api'
import { signInHref } from '#contracts/return-path'
import { Button } from '#web/components/ui/button'
import { callApi } from '#web/lib/api-client'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { useSiteText } from '#web/hooks/use-site-text'
import { FeaturedProductsSection, LatestPostsSection } from './home-sections'
import { blogTeasersQuery, featuredProducts, homeProductsQuery, latestPosts } from './home-data'
import { scrollToSection, useScrollToHash } from './section-scroll'
import { FarmImage } from '#web/components/farm-image'

const HERO_IMAGE = '/uploads/demo/hero-farm.svg'

/** Spec 1 §9: 4 featured products and 3 blog teasers on the landing page. */
const FEATURED_COUNT = 4
const TEASER_COUNT = 3

/** A large outlined button for dark backgrounds (the hero and the closing call to action). */
const onDarkButtonClass =
  'inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-full border border-white/75 px-7 text-base font-medium whitespace-nowrap text-white transition-colors duration-150 hover:border-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

const storyStats = [
  { value: '3+', label: 'Years Growing', icon: Sprout },
  { value: 'Local', label: 'Florida Grown', icon: MapPin },
  { value: 'Fresh', label: 'Picked to Order', icon: Leaf },
] as const

/** The home page for a visitor not signed in (spec 1 §2): the hero, featured products and the newest stories. */
export function LandingPage() {
  const products = useQuery(homeProductsQuery)
  const posts = useQuery(blogTeasersQuery)
  useScrollToHash(!products.isPending && !posts.isPending)

  // Spec 1 §7: the page reports its load once; the answer and any error are ignored.
  const reported = useRef(false)
  useEffect(() => {
    if (reported.current) return
    reported.current = true
    callApi(analyticsApi.recordLandingVisit).catch(() => undefined)
  }, [])

  const timeZone = useFarmTimeZone()
  const featured = featuredProducts(products.data ?? [], FEATURED_COUNT)
  const teasers = latestPosts(posts.data ?? [], TEASER_COUNT)

  return (
    <>
      <Hero />

      <FeaturedProductsSection
        className="page-column py-16 sm:py-20"
        eyebrow="From the grove"
        intro="Picked, jarred and potted on our farm this season."
        products={featured}
        state={products}
        skeletonCount={FEATURED_COUNT}
        gridClassName="lg:grid-cols-4"
        afterNote={
          <>
            {' '}
            <Link to="/products" className="font-medium text-primary underline underline-offset-4">
              Browse all products
            </Link>
          </>
        }
      />

      <FarmStory />

      <LatestPostsSection
        title="From the Farm Blog"
        intro="Harvest updates, beekeeping notes and growing tips from the grove."
        posts={teasers}
        isPending={posts.isPending}
        skeletonCount={TEASER_COUNT}
        timeZone={timeZone}
      />

      <section
        aria-labelledby="newsletter-heading"
        id="newsletter"
        className="border-y border-honey/40 bg-honey-soft/60"
      >
        <div className="page-column grid items-center gap-8 py-14 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2 id="newsletter-heading" className="font-serif text-3xl font-bold sm:text-4xl">
              Get Harvest News First
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">
              Be the first to know when the mangos ripen, the honey is jarred and new workshops
              open.
            </p>
          </div>
          <NewsletterSignup />
        </div>
      </section>

      <ClosingCallToAction />
    </>
  )
}

function Hero() {
  const { text, image } = useSiteText()
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[min(36rem,calc(100dvh-4rem))] items-center overflow-hidden bg-primary"
    >
      <FarmImage
        src={image('hero_background_image') ?? HERO_IMAGE}
        sizes="100vw"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {/* Dark overlay keeps the white text readable over any picture (AA and then some). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[#13200f]/70 md:bg-transparent md:bg-gradient-to-r md:from-[#13200f]/85 md:via-[#13200f]/60 md:to-[#13200f]/15"
      />
      <div className="page-column w-full py-20">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-honey-soft uppercase">
            {text('farm_name')}
          </p>
          <h1
            id="hero-title"
            className="mt-3 font-serif text-4xl font-bold text-white sm:text-6xl sm:leading-[1.05]"
          >
            {text('hero_title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/90 sm:text-xl">{text('hero_subtitle')}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Button size="lg" variant="accent" onClick={() => scrollToSection('featured-products')}>
              Shop Our Products
              <ArrowRight aria-hidden="true" />
            </Button>
            <button
              type="button"
              className={onDarkButtonClass}
              onClick={() => scrollToSection('our-story')}
            >
              Our Story
            </button>
          </div>
        </div>
      </div>
    </section>
  )
}

function FarmStory() {
  const { text, image } = useSiteText()
  const paragraphs = text('farm_story_content')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  const storyImage = image('farm_story_image')

  return (
    <section
      aria-labelledby="our-story-heading"
      id="our-story"
      className="border-y border-border/70 bg-primary-soft/60"
    >
      <div className="page-column grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-widest text-mango-strong uppercase">
            Family grown since 2022
          </p>
          <h2
            id="our-story-heading"
            tabIndex={-1}
            data-section-focus
            className="mt-1 font-serif text-3xl font-bold focus:outline-none sm:text-4xl"
          >
            {text('farm_story_title')}
          </h2>
          <div className="mt-5 grid gap-4 text-lg text-foreground/90">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <ul className="mt-8 grid grid-cols-3 gap-3">
            {storyStats.map(({ value, label, icon: Icon }) => (
              <li
                key={value}
                className="flex flex-col items-start gap-1 rounded-2xl border border-border/70 bg-card p-4 shadow-soft"
              >
                <Icon className="size-5 text-primary" aria-hidden="true" />
                <span className="font-serif text-2xl font-bold text-primary">{value}</span>
                <span className="text-sm leading-snug text-muted-foreground">{label}</span>
              </li>
            ))}
          </ul>
        </div>
        {storyImage && (
          <FarmImage
            src={storyImage}
            sizes="(min-width: 1024px) 36rem, 100vw"
            alt={text('farm_story_image')}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full rounded-3xl border border-border/70 bg-card object-cover shadow-lifted"
          />
        )}
      </div>
    </section>
  )
}

function ClosingCallToAction() {
  return (
    <section aria-labelledby="closing-heading" className="page-column py-16 sm:py-20">
      <div className="flex flex-col items-center rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-lifted sm:px-10 sm:py-16">
        <h2 id="closing-heading" className="font-serif text-3xl font-bold sm:text-4xl">
          Ready to Taste the Grove?
        </h2>
        <p className="mt-4 max-w-xl text-lg text-primary-foreground/85">
          Order fresh fruit, raw honey and grafted trees, no account needed, or send us a note with
          any question about the farm.
        </p>
        {/* Spec 1 §2 sent Start Shopping to /api/login, as if guests had to sign in; anyone can
          buy, so it opens the products and signing in is offered below. */}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="accent">
            <Link to="/products">
              Start Shopping
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Link to="/contact" className={onDarkButtonClass}>
            Contact Us
          </Link>
        </div>
        <p className="mt-6 text-sm text-primary-foreground/85">
          Ordered with us before?{' '}
          {/* A full navigation: sign-in happens on the server (spec 1 §2). */}
          <a
            href={signInHref()}
            className="rounded-sm font-semibold text-primary-foreground underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Sign in
          </a>{' '}
          to see your orders.
        </p>
      </div>
    </section>
  )
}
