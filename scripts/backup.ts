// npm run backup [-- --out <folder>]   (default: ./backups)
// One timestamped .tar.gz with the database and the uploads; see "Backups" in the README.
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config'
import { createBackup } from '#server/deployment/backups'

const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } })

try {
  const archive = await createBackup(loadConfig(), values.out)
  console.log(archive)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
