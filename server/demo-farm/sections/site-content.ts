// Seeds the site texts: every built-in text, its picture swapped for the demo's rendition.
import type { Db } from '#server/db/client'
import { siteContent } from '#server/db/schema/content'
import { siteContentDefaults, type SiteContentDefault } from '#contracts/site-content-defaults'
import { demoImageFiles, type DemoImageFile } from '../demo-images'

export async function seedSiteContent(
  tx: Db,
  demoImageUrl: (file: DemoImageFile) => string,
): Promise<void> {
  // The site texts' built-in pictures are the drawings; the stored rows get their renditions.
  const demoImageFor = (url: string) => {
    const file = demoImageFiles.find((name) => url === `/uploads/demo/${name}`)
    return file ? demoImageUrl(file) : url
  }
  await tx.insert(siteContent).values(
    Object.entries(siteContentDefaults as Record<string, SiteContentDefault>).map(
      ([key, item]) => ({
        key,
        title: item.title,
        content: item.content,
        imageUrl: item.imageUrl ? demoImageFor(item.imageUrl) : null,
        contentType: item.contentType,
        description: item.description,
      }),
    ),
  )
}
