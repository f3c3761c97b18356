import { useQuery } from '@tanstack/react-query'
import { Camera, Star } from 'lucide-react'
import { cardTags, photoCategoryLabels, type Photo } from '#contracts/gallery'
import { CardGrid } from '#web/components/card-grid'
import { CardPicture } from '#web/components/card-picture'
import { NoMatches } from '#web/components/no-matches'
import { SearchAndCategory } from '#web/components/search-and-category'
import { PageContainer, PageHero } from '#web/components/page-container'
import { QueryState } from '#web/components/query-state'
import { Badge } from '#web/components/ui/badge'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { useSiteText } from '#web/hooks/use-site-text'
import { cn } from '#web/lib/cn'
import { stretchedTarget, targetCard } from '#web/lib/target-card'
import { useSearchAndCategory } from '#web/lib/use-search-and-category'
import { useSearchParam } from '#web/lib/use-search-param'
import { allPhotos, featuredPhotos, filterPhotos, photoCategoryChoices } from './filter-photos'
import { photoGalleryQuery } from './gallery-queries'
import { PhotoLightbox } from './photo-lightbox'

/** Photos in the first screenful load at once; the rest lazily. */
const eagerImages = 3

/** `?photo=<id>` names the photo open in the lightbox, so its address can be shared. */
const photoParam = 'photo'

/**
 * Photo Gallery (spec 2 "Photo Gallery", /photo-gallery): the editable header, a search, a
 * category dropdown with counts, Featured Photos (only under all, at most 3), the grid, and a
 * lightbox.
 */
export function PhotoGalleryPage() {
  usePageMeta()
  const { text } = useSiteText()
  const query = useQuery(photoGalleryQuery)
  const filters = useSearchAndCategory(query.data, {
    all: allPhotos,
    choicesOf: photoCategoryChoices,
    filter: filterPhotos,
  })
  const { category, visible } = filters
  const [openParam, setOpenParam] = useSearchParam(photoParam)
  const timeZone = useFarmTimeZone()

  const featured = category === allPhotos ? featuredPhotos(visible) : []
  const openId = Number(openParam) || null
  const showPhoto = (id: number | null) => setOpenParam(id ? String(id) : null)

  const noPhotos = (onClear?: () => void) => (
    <NoMatches
      headingLevel="h2"
      icon={<Camera className="size-10 text-primary" aria-hidden="true" />}
      title="No photos found"
      emptyText={text('photo_gallery_no_photos')}
      clearLabel="Show all photos"
      onClear={onClear}
    />
  )

  return (
    <>
      <PageHero
        title={text('photo_gallery_header_title')}
        lead={text('photo_gallery_header_subtitle')}
      />
      <PageContainer>
        <SearchAndCategory
          searchLabel="Search photos"
          placeholder="Mango, bees, sunrise…"
          filters={filters}
        />

        <QueryState
          query={query}
          loading="Loading photo gallery..."
          what="the photo gallery"
          empty={<div className="mt-8">{noPhotos()}</div>}
        >
          {() => (
            <>
              {featured.length > 0 && (
                <section aria-labelledby="featured-photos-heading" className="mt-10">
                  <h2
                    id="featured-photos-heading"
                    className="mb-4 flex items-center gap-2 font-serif text-2xl font-semibold"
                  >
                    <Star className="size-5 text-honey" aria-hidden="true" />
                    Featured Photos
                  </h2>
                  <CardGrid items={featured} columns="featured">
                    {(photo, index) => (
                      <PhotoCard
                        photo={photo}
                        look="featured"
                        eager={index < eagerImages}
                        onOpen={() => showPhoto(photo.id)}
                      />
                    )}
                  </CardGrid>
                </section>
              )}

              <section aria-labelledby="all-photos-heading" className="mt-10">
                <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id="all-photos-heading" className="font-serif text-2xl font-semibold">
                    {category === allPhotos
                      ? 'All Photos'
                      : photoCategoryLabels[category as Photo['category']]}
                  </h2>
                  <p className="text-sm text-muted-foreground" aria-live="polite">
                    {visible.length === 1 ? '1 photo' : `${visible.length} photos`}
                  </p>
                </div>
                {visible.length === 0 ? (
                  noPhotos(filters.clear)
                ) : (
                  <CardGrid items={visible} columns="four">
                    {(photo, index) => (
                      <PhotoCard
                        photo={photo}
                        look="grid"
                        eager={featured.length === 0 && index < eagerImages}
                        onOpen={() => showPhoto(photo.id)}
                      />
                    )}
                  </CardGrid>
                )}
              </section>
            </>
          )}
        </QueryState>
      </PageContainer>

      <PhotoLightbox
        photos={visible}
        openId={openId}
        timeZone={timeZone}
        onOpenChange={showPhoto}
      />
    </>
  )
}

/** A photo's card: the whole card opens the lightbox (its title is the button, for keyboards and readers). */
const cardClass = cn(
  targetCard({ target: 'button' }),
  'rounded-xl border border-border bg-card shadow-soft',
)

/** Featured Photos are large, with their description; the grid's are small, with their tags. */
const photoCardLooks = {
  featured: {
    picture: { shape: 'photo', width: 800, sizes: '(min-width: 640px) 33vw, 100vw' },
    caption: 'grid gap-1 p-4',
    title: 'font-serif text-lg leading-snug font-semibold',
  },
  grid: {
    picture: { shape: 'square', width: 600, sizes: '(min-width: 1024px) 18rem, 50vw' },
    caption: 'grid gap-2 p-3',
    title: 'text-sm leading-snug font-semibold sm:text-base',
  },
} as const

function PhotoCard({
  photo,
  look,
  eager,
  onOpen,
}: {
  photo: Photo
  look: keyof typeof photoCardLooks
  eager: boolean
  onOpen: () => void
}) {
  const { picture, caption, title } = photoCardLooks[look]
  return (
    <figure data-testid={look === 'grid' ? 'photo-card' : undefined} className={cardClass}>
      <CardPicture src={photo.imageUrl} {...picture} eager={eager} />
      <figcaption className={caption}>
        <h3 className={title}>
          <button type="button" onClick={onOpen} className={cn('text-left', stretchedTarget)}>
            {photo.title}
          </button>
        </h3>
        {look === 'featured' ? (
          photo.description && (
            <p className="line-clamp-2 text-sm text-muted-foreground">{photo.description}</p>
          )
        ) : (
          <PhotoTags photo={photo} />
        )}
      </figcaption>
    </figure>
  )
}

function PhotoTags({ photo }: { photo: Photo }) {
  const { shown, more } = cardTags(photo.tags)
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge variant="secondary">{photoCategoryLabels[photo.category]}</Badge>
      {shown.map((tag) => (
        <Badge key={tag} variant="outline">
          #{tag}
        </Badge>
      ))}
      {more > 0 && (
        <Badge variant="outline">
          +{more}
          <span className="sr-only"> more tags</span>
        </Badge>
      )}
    </div>
  )
}
