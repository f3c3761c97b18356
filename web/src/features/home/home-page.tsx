import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { usePageMeta } from '../seo/use-page-meta'
import { useSiteText } from '../site-content/use-site-text'

const HERO_IMAGE = '/uploads/demo/hero-farm.svg'

/** Landing page (signed out). The later sections of spec 1 §2 arrive with their features. */
export function HomePage() {
  const { text, image } = useSiteText()
  const farmName = text('farm_name')
  usePageMeta({ title: farmName, description: text('hero_subtitle') })

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[min(36rem,calc(100dvh-4rem))] items-center overflow-hidden bg-primary"
    >
      <img
        src={image('hero_background_image') ?? HERO_IMAGE}
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
      <div className="mx-auto w-full max-w-page px-4 py-20 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-honey-soft uppercase">
            {farmName}
          </p>
          <h1
            id="hero-title"
            className="mt-3 font-serif text-4xl font-bold text-white sm:text-6xl sm:leading-[1.05]"
          >
            {text('hero_title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/90 sm:text-xl">{text('hero_subtitle')}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="accent">
              <Link to="/products">
                Shop Our Products
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  )
}
