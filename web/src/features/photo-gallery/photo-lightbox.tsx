import type { KeyboardEvent } from 'react'
import { ChevronLeft, ChevronRight, Star } from 'lucide-react'
import { photoCategoryLabels, type Photo } from '#contracts/gallery'
import { FarmImage } from '#web/components/farm-image'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { DetailDialogContent } from '#web/components/detail-dialog-content'
import { Dialog } from '#web/components/ui/dialog'
import { formatLongDate } from '#web/lib/format-date'

/**
 * The gallery's lightbox (spec 2 "Photo Gallery"): the photo large with its title, description,
 * featured badge, tags, date and category. Escape or the close button closes it; the arrow keys
 * and the Previous / Next buttons step through the photos the page is showing.
 */
export function PhotoLightbox({
  photos,
  openId,
  timeZone,
  onOpenChange,
}: {
  photos: readonly Photo[]
  openId: number | null
  timeZone: string
  onOpenChange: (id: number | null) => void
}) {
  const index = openId === null ? -1 : photos.findIndex((photo) => photo.id === openId)
  const photo = index >= 0 ? photos[index] : undefined
  const step = (by: number) => {
    if (index < 0 || photos.length < 2) return
    onOpenChange(photos[(index + by + photos.length) % photos.length]!.id)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1)
    else if (event.key === 'ArrowRight') step(1)
    else return
    event.preventDefault()
  }

  return (
    <Dialog
      open={photo !== undefined}
      onOpenChange={(open) => {
        if (!open) onOpenChange(null)
      }}
    >
      {photo && (
        <DetailDialogContent
          size="xl"
          onKeyDown={onKeyDown}
          title={photo.title}
          titleClassName="text-2xl"
          description={photo.description ?? photo.title}
          descriptionHidden={!photo.description}
          bodyClassName="gap-4"
        >
          <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl bg-foreground/90">
            <FarmImage
              key={photo.id}
              src={photo.imageUrl}
              alt={photo.title}
              sizes="(min-width: 960px) 54rem, calc(100vw - 5rem)"
              width={1600}
              height={1200}
              loading="eager"
              className="size-full object-contain"
            />
          </div>

          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="secondary">{photoCategoryLabels[photo.category]}</Badge>
            {photo.featured && (
              <Badge variant="honey">
                <Star className="size-3" aria-hidden="true" />
                Featured
              </Badge>
            )}
            {photo.tags.map((tag) => (
              <Badge key={tag} variant="outline">
                #{tag}
              </Badge>
            ))}
            <time dateTime={photo.createdAt} className="text-muted-foreground sm:ml-auto">
              {formatLongDate(photo.createdAt, timeZone)}
            </time>
          </div>

          {photos.length > 1 && (
            <div className="flex items-center justify-between gap-3">
              <Button variant="outline" onClick={() => step(-1)}>
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <p className="text-sm whitespace-nowrap text-muted-foreground" aria-live="polite">
                Photo {index + 1} of {photos.length}
              </p>
              <Button variant="outline" onClick={() => step(1)}>
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          )}
        </DetailDialogContent>
      )}
    </Dialog>
  )
}
