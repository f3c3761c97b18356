import { Camera, Clock, FolderOpen, Images, Star } from 'lucide-react'
import {
  cardTags,
  type GalleryStat,
  photoCategories,
  photoCategoryLabels,
  photoInputSchema,
  type Photo,
  type PhotoInput,
  type PhotoValues,
} from '#contracts/gallery'
import { FarmImage } from '#web/components/farm-image'
import { FormField } from '#web/components/form-field'
import { CategoryField } from '#web/components/staff/category-field'
import { ImageField } from '#web/components/staff/image-field'
import { ResourceCardActions } from '#web/components/staff/resource-card-actions'
import { ResourceManager, type RecordActions } from '#web/components/staff/resource-manager'
import { StatCardGroup } from '#web/components/staff/stat-card-group'
import { Badge } from '#web/components/ui/badge'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { formatLongDate } from '#web/lib/format-date'
import type { UseFormReturn } from 'react-hook-form'
import {
  blankPhoto,
  photoFormValues,
  photoGalleryResource,
  photoUploadToasts,
} from './photo-gallery-resource'
import type * as galleryApi from '#contracts/gallery-api'
import type { SortLabels } from '#web/lib/staff-resource-page'

/** The list's sorts, in the Photo Gallery Manager's words. */
const sortLabels: SortLabels<typeof galleryApi.photos> = {
  gallery: 'Gallery order',
  newest: 'Date added',
  title: 'Title',
}

/**
 * Photo Gallery Manager (spec 3 §2 "Photo gallery admin", /admin/photo-gallery and
 * /photo-gallery-admin): stats cards, the photo grid in the gallery's order, an add/edit dialog
 * with a 5 MB upload, and delete after a question. Changes show on /photo-gallery at once.
 */
export function PhotoGalleryAdminPage() {
  const timeZone = useFarmTimeZone()
  return (
    <ResourceManager
      resource={photoGalleryResource}
      title="Photo Gallery Manager"
      description="Featured photos lead the Photo Gallery page (the first three show under Featured Photos); a lower sort order comes first."
      addLabel="Add Photo"
      summary={(stats) => <GalleryStats stats={stats} />}
      list={{
        records: 'photo gallery',
        searchPlaceholder: 'Title, description, category or tag',
        sorts: sortLabels,
        className: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
        empty: {
          icon: Camera,
          title: 'No photos yet',
          description: 'Add the first photo of the farm.',
        },
      }}
      card={(photo, actions) => <PhotoCard photo={photo} timeZone={timeZone} {...actions} />}
      form={{
        schema: photoInputSchema,
        title: (editing) => (editing ? 'Edit Photo' : 'Add New Photo'),
        submitLabel: (editing) => (editing ? 'Update Photo' : 'Add Photo'),
        values: (editing) => (editing ? photoFormValues(editing) : blankPhoto),
        fields: (form) => <PhotoFields form={form} />,
      }}
      confirmDelete={{
        title: 'Are you sure you want to delete this photo?',
        description: (photo) => `${photo.title} will be removed from the Photo Gallery.`,
      }}
    />
  )
}

/** The figures above the gallery, in the spec's order; each card's test id ends with its key. */
const galleryStatCards = [
  { key: 'total', label: 'Total Photos', icon: <Images /> },
  { key: 'featured', label: 'Featured', icon: <Star /> },
  { key: 'categories', label: 'Categories', icon: <FolderOpen /> },
  { key: 'recent', label: 'Recent', icon: <Clock /> },
] as const

/** Spec 3 §2: Total, Featured, Categories in use, and Recent (added within 7 days), counted by the server. */
function GalleryStats({
  stats,
}: {
  stats: Readonly<Partial<Record<GalleryStat, number>>> | undefined
}) {
  return (
    <StatCardGroup
      className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4"
      stats={galleryStatCards.map(({ key, label, icon }) => ({
        label,
        value: stats ? String(stats[key] ?? 0) : null,
        icon,
        testId: `gallery-stat-${key}`,
      }))}
    />
  )
}

function PhotoFields({ form }: { form: UseFormReturn<PhotoInput, unknown, PhotoValues> }) {
  return (
    <>
      <FormField form={form} name="title" label="Title" />
      <FormField form={form} name="description" label="Description" kind="textarea" rows={3} />
      <ImageField form={form} name="imageUrl" purpose="gallery" toasts={photoUploadToasts} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <CategoryField form={form} categories={photoCategories} labels={photoCategoryLabels} />
        <FormField form={form} name="sortOrder" label="Sort order" kind="integer" />
      </div>
      <FormField
        form={form}
        name="tags"
        label="Tags"
        placeholder="mango, harvest, summer"
        hint="Separate tags with commas."
      />
      <FormField
        form={form}
        name="featured"
        label="Featured"
        kind="switch"
        hint="Featured photos come first in the gallery."
      />
    </>
  )
}

function PhotoCard({
  photo,
  timeZone,
  onEdit,
  onDelete,
}: { photo: Photo; timeZone: string } & RecordActions) {
  const tags = cardTags(photo.tags)
  return (
    <article
      data-testid="gallery-admin-card"
      className="flex h-full flex-col overflow-hidden rounded-xl border border-border/70 bg-card text-card-foreground shadow-soft"
    >
      <div className="relative aspect-[4/3] bg-muted">
        <FarmImage
          src={photo.imageUrl}
          alt=""
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          width={400}
          height={300}
          className="size-full object-cover"
        />
        {photo.featured && (
          <Badge variant="honey" className="absolute top-2 left-2">
            <Star className="size-3" aria-hidden="true" />
            Featured
          </Badge>
        )}
      </div>
      <div className="flex flex-1 items-start gap-2 p-3">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <h2 className="leading-snug font-semibold">{photo.title}</h2>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="secondary">{photoCategoryLabels[photo.category]}</Badge>
            {tags.shown.map((tag) => (
              <Badge key={tag} variant="outline">
                #{tag}
              </Badge>
            ))}
            {tags.more > 0 && (
              <Badge variant="outline">
                +{tags.more}
                <span className="sr-only"> more tags</span>
              </Badge>
            )}
          </div>
          <p className="text-xs text-muted-foreground">
            Sort {photo.sortOrder} · Added {formatLongDate(photo.createdAt, timeZone)}
          </p>
        </div>
        <ResourceCardActions name={photo.title} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </article>
  )
}
