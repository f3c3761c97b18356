import { rmSync } from 'node:fs'

/** Removes the temporary data directory the e2e server used. */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR
  if (dataDir?.includes('groveside-e2e-')) rmSync(dataDir, { recursive: true, force: true })
}
