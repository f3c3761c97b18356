import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Camera, Star } from 'lucide-react'
import { cardTags, photoCategoryLabels, type Photo } from '#contracts/gallery'
import { FarmImage } from '#web/components/farm-image'
import { CountedSelect } from '#web/components/counted-select'
import { SearchField } from '#web/components/search-field'
import { PageContainer, PageHero } from '#web/components/page-container'
import { EmptyState, QueryState } from '#web/components/query-state'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useSiteText } from '#web/hooks/use-site-text'
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
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState<string>(allPhotos)
  const [searchParams, setSearchParams] = useSearchParams()
  const timeZone = text('farm_timezone')

  const photos = query.data
  const choices = useMemo(() => photoCategoryChoices(photos ?? []), [photos])
  const visible = useMemo(
    () => filterPhotos(photos ?? [], { search, category }),
    [photos, search, category],
  )
  const featured = category === allPhotos ? featuredPhotos(visible) : []
  const openId = Number(searchParams.get(photoParam)) || null

  const showPhoto = (id: number | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        if (id) params.set(photoParam, String(id))
        else params.delete(photoParam)
        return params
      },
      { replace: true, preventScrollReset: true },
    )

  const clearFilters = () => {
    setSearch('')
    setCategory(allPhotos)
  }

  const noPhotos = (onClear?: () => void) => (
    <EmptyState
      headingLevel="h2"
      icon={<Camera className="size-10 text-primary" aria-hidden="true" />}
      title="No photos found"
      description={onClear ? 'Try another word or category.' : text('photo_gallery_no_photos')}
      action={
        onClear && (
          <Button variant="outline" onClick={onClear}>
            Show all photos
          </Button>
        )
      }
    />
  )

  return (
    <>
      <PageHero
        title={text('photo_gallery_header_title')}
        lead={text('photo_gallery_header_subtitle')}
      />
      <PageContainer>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_16rem] sm:items-end">
          <SearchField
            label="Search photos"
            value={search}
            onChange={setSearch}
            placeholder="Mango, bees, sunrise…"
          />
          <CountedSelect
            label="Category"
            value={category}
            onChange={setCategory}
            choices={choices}
          />
        </div>

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
                  <ul className="grid gap-4 sm:grid-cols-3">
                    {featured.map((photo, index) => (
                      <li key={photo.id}>
                        <FeaturedPhoto
                          photo={photo}
                          eager={index < eagerImages}
                          onOpen={() => showPhoto(photo.id)}
                        />
                      </li>
                    ))}
                  </ul>
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
                  noPhotos(clearFilters)
                ) : (
                  <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
                    {visible.map((photo, index) => (
                      <li key={photo.id}>
                        <PhotoCard
                          photo={photo}
                          eager={featured.length === 0 && index < eagerImages}
                          onOpen={() => showPhoto(photo.id)}
                        />
                      </li>
                    ))}
                  </ul>
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

/** The whole card opens the lightbox; the button is the photo's title, for keyboards and readers. */
const openButtonClass =
  "text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
const cardClass =
  'group relative h-full overflow-hidden rounded-xl border border-border bg-card shadow-soft transition-shadow duration-200 hover:shadow-lifted has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-ring'
const zoomClass =
  'size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100'

function FeaturedPhoto({
  photo,
  eager,
  onOpen,
}: {
  photo: Photo
  eager: boolean
  onOpen: () => void
}) {
  return (
    <figure className={cardClass}>
      <div className="aspect-[4/3] overflow-hidden bg-muted">
        <FarmImage
          src={photo.imageUrl}
          alt=""
          sizes="(min-width: 640px) 33vw, 100vw"
          width={800}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          className={zoomClass}
        />
      </div>
      <figcaption className="grid gap-1 p-4">
        <h3 className="font-serif text-lg leading-snug font-semibold">
          <button type="button" onClick={onOpen} className={openButtonClass}>
            {photo.title}
          </button>
        </h3>
        {photo.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{photo.description}</p>
        )}
      </figcaption>
    </figure>
  )
}

function PhotoCard({ photo, eager, onOpen }: { photo: Photo; eager: boolean; onOpen: () => void }) {
  const { shown, more } = cardTags(photo.tags)
  return (
    <figure data-testid="photo-card" className={cardClass}>
      <div className="aspect-square overflow-hidden bg-muted">
        <FarmImage
          src={photo.imageUrl}
          alt=""
          sizes="(min-width: 1024px) 18rem, 50vw"
          width={600}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          className={zoomClass}
        />
      </div>
      <figcaption className="grid gap-2 p-3">
        <h3 className="text-sm leading-snug font-semibold sm:text-base">
          <button type="button" onClick={onOpen} className={openButtonClass}>
            {photo.title}
          </button>
        </h3>
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
      </figcaption>
    </figure>
  )
}
