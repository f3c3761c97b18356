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

/**
 * A phone's camera photo as staff upload it: 4032×3024, 4-5 MB of sensor-like noise, taken on its
 * side (EXIF orientation 6). Every image field takes it; the server shrinks it.
 */
export async function cameraPhoto() {
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}
