// npm run restore -- <backup.tar.gz> [--force]
// Restores into the DATA_DIR / DATABASE_URL configured now; --force replaces what is there.
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config'
import { restoreBackup } from '#server/deployment/backups'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
})
const archive = positionals[0]
if (!archive) {
  console.error('Usage: npm run restore -- <backup.tar.gz> [--force]')
  process.exit(1)
}

try {
  const manifest = await restoreBackup(loadConfig(), archive, { force: values.force })
  console.log(`Restored the backup of ${manifest.createdAt}.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
