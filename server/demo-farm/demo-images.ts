import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { projectPath } from '../project-root'
import { pipelineVersion, processImage, type ProcessedImage } from '../domains/media/image-pipeline'
import { publicUrlForKey, type FileStorage } from '../domains/media/storage'

/** The demo pictures shipped in ./images (drawn as SVG, rendered through the upload pipeline). */
export const demoImageFiles = [
  'hero-farm.svg',
  'mango.svg',
  'honey-jar.svg',
  'honeycomb.svg',
  'grafted-tree.svg',
  'blackberry-bush.svg',
  'blackberries.svg',
  'grape-vine.svg',
  'grapes.svg',
  'beehive.svg',
  'recipe-bowl.svg',
  'farm-tour.svg',
  'placeholder.svg',
] as const
export type DemoImageFile = (typeof demoImageFiles)[number]

/** The width the drawings are rendered at (the widest rendition). */
const demoImageWidth = 1600

/**
 * Rendering takes a few seconds; every test file seeds a fresh farm, so each rendered picture is
 * kept in the system's temporary folder under a hash of the drawing, its width and the pipeline's
 * version (a new pipeline renders again).
 */
const cacheDir = path.join(tmpdir(), 'groveside-demo-images')

interface CachedImage {
  key: string
  width: number
  height: number
  renditions: string[]
}

async function renderWithCache(svg: Buffer): Promise<ProcessedImage> {
  const id = createHash('sha256')
    .update(`${pipelineVersion}:${demoImageWidth}:`)
    .update(svg)
    .digest('hex')
    .slice(0, 32)
  const folder = path.join(cacheDir, id)
  try {
    const cached = JSON.parse(
      await readFile(path.join(folder, 'image.json'), 'utf8'),
    ) as CachedImage
    const renditions = await Promise.all(
      cached.renditions.map(async (key, index) => ({
        key,
        bytes: await readFile(path.join(folder, `${index}.webp`)),
      })),
    )
    return { key: cached.key, width: cached.width, height: cached.height, renditions }
  } catch {
    // Not rendered on this machine yet.
  }
  const image = await processImage(svg, { allowSvg: true, svgWidth: demoImageWidth })
  const staging = `${folder}.${process.pid}.${Date.now()}`
  await mkdir(staging, { recursive: true })
  await Promise.all(
    image.renditions.map((rendition, index) =>
      writeFile(path.join(staging, `${index}.webp`), rendition.bytes),
    ),
  )
  const manifest: CachedImage = {
    key: image.key,
    width: image.width,
    height: image.height,
    renditions: image.renditions.map((rendition) => rendition.key),
  }
  await writeFile(path.join(staging, 'image.json'), JSON.stringify(manifest))
  await rename(staging, folder).catch(() => {
    // Another process rendered the same drawing first; its copy is identical.
  })
  return image
}

/**
 * Stores the demo farm's pictures: each drawing as drawn (demo/<file>, the built-in defaults of
 * the site texts point there) and rendered through the upload pipeline, whose address the demo
 * rows use. Answers that address for a drawing.
 */
export async function storeDemoImages(
  storage: FileStorage,
): Promise<(file: DemoImageFile) => string> {
  const addresses = new Map<DemoImageFile, string>()
  for (const file of demoImageFiles) {
    let svg: Buffer
    try {
      svg = await readFile(projectPath('server/demo-farm/images', file))
    } catch {
      continue // picture not drawn yet: keep the URL, skip the file
    }
    await storage.put(`demo/${file}`, svg, 'image/svg+xml')
    if (file === 'placeholder.svg') continue
    const image = await renderWithCache(svg)
    for (const rendition of image.renditions) {
      await storage.put(rendition.key, rendition.bytes, 'image/webp')
    }
    addresses.set(file, publicUrlForKey(image.key))
  }
  return (file) => addresses.get(file) ?? publicUrlForKey(`demo/${file}`)
}
