import sharp from 'sharp'

/** A real 800×600 JPEG photo (a gradient), made in the test so the upload pipeline re-encodes it. */
export async function jpegPhoto() {
  const width = 800
  const height = 600
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      pixels[at] = 200 + Math.round((x / width) * 55)
      pixels[at + 1] = 120 + Math.round((y / height) * 80)
      pixels[at + 2] = 40
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()
}
