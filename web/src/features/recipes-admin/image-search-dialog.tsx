import { useEffect, useId, useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { ImageIcon, Images, Search } from 'lucide-react'
import {
  imageSearchResultListSchema,
  imageSourceLabels,
  type ImageSearchResult,
} from '#contracts/image-library'
import * as imageLibraryApi from '#contracts/image-library-api'
import { DialogHeading } from '#web/components/dialog-heading'
import { AdminThumbnail } from '#web/components/staff/admin-thumbnail'
import { Button } from '#web/components/ui/button'
import { Dialog, DialogContent } from '#web/components/ui/dialog'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { callApi } from '#web/lib/api-client'

async function searchImages(query: string): Promise<ImageSearchResult[]> {
  const results = await callApi(imageLibraryApi.searchImages, { query: { q: query.trim() } })
  return imageSearchResultListSchema.parse(results)
}

/**
 * The image search dialog (spec 3 §2): searches the farm's own pictures (products, blog posts,
 * recipes, the photo gallery) by Enter or the button, shows up to 12, and the one chosen becomes
 * the recipe's picture. Opening it shows the newest pictures.
 */
export function ImageSearchButton({ onChoose }: { onChoose: (imageUrl: string) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <Images aria-hidden="true" />
        Search farm images
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <ImageSearchContent
            onChoose={(imageUrl) => {
              onChoose(imageUrl)
              setOpen(false)
            }}
          />
        )}
      </Dialog>
    </>
  )
}

function ImageSearchContent({ onChoose }: { onChoose: (imageUrl: string) => void }) {
  const inputId = useId()
  const [query, setQuery] = useState('')
  const [searched, setSearched] = useState('')
  const search = useMutation({
    mutationFn: searchImages,
    onError: () =>
      toast({
        title: 'Search Error',
        description: 'Failed to search for images. Please try again.',
        variant: 'destructive',
      }),
  })
  const run = (text: string) => {
    setSearched(text.trim())
    search.mutate(text)
  }
  // The newest pictures as soon as the dialog opens.
  const { mutate } = search
  useEffect(() => {
    mutate('')
  }, [mutate])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The dialog is inside the recipe form in React's tree: its submit must not reach that form.
    event.stopPropagation()
    run(query)
  }

  const results = search.data ?? []
  return (
    <DialogContent size="lg">
      <DialogHeading
        title="Search Images"
        description="Pictures already on the farm’s site: products, blog posts, recipes and the photo gallery."
      />
      <form noValidate role="search" onSubmit={submit} className="grid gap-2">
        <Label htmlFor={inputId}>Search images</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Mango, honey, harvest…"
            autoComplete="off"
          />
          <Button type="submit" disabled={search.isPending}>
            {search.isPending ? (
              <Spinner size="sm" className="text-current" />
            ) : (
              <Search aria-hidden="true" />
            )}
            Search
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="min-h-40">
        {search.isPending ? (
          <p className="py-10 text-center text-sm text-muted-foreground">Searching…</p>
        ) : search.isError ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            Failed to search for images. Please try again.
          </p>
        ) : results.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
            <ImageIcon className="size-8" aria-hidden="true" />
            <p>
              {searched
                ? `No images found for “${searched}”.`
                : 'No images yet. Upload a photo instead.'}
            </p>
          </div>
        ) : (
          <>
            <p className="sr-only">
              {results.length === 1 ? '1 image found' : `${results.length} images found`}
            </p>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {results.map((result) => (
                <li key={result.imageUrl}>
                  <ResultButton result={result} onChoose={onChoose} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </DialogContent>
  )
}

function ResultButton({
  result,
  onChoose,
}: {
  result: ImageSearchResult
  onChoose: (imageUrl: string) => void
}) {
  return (
    <button
      type="button"
      onClick={() => onChoose(result.imageUrl)}
      className="group grid w-full gap-1 rounded-xl border border-border bg-card p-1.5 text-left transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <AdminThumbnail
        src={result.imageUrl}
        shape="landscape"
        sizes="(min-width: 640px) 12rem, 45vw"
        width={320}
        height={200}
      />
      <span className="line-clamp-2 px-1 text-sm font-medium">
        <span className="sr-only">Use the picture of </span>
        {result.title}
      </span>
      <span className="px-1 pb-0.5 text-xs text-muted-foreground">
        {imageSourceLabels[result.source]}
      </span>
    </button>
  )
}
