#!/usr/bin/env node
// Compiles the server and its command-line tools to plain JavaScript (decision 0047): one file
// each in dist/server, packages left as imports from node_modules (but date-fns, whose index
// would load all of its few hundred modules at start, for the few functions used), so production
// runs on Node alone, without a TypeScript loader. Files read at run time (migrations, the web build, seed
// pictures) are found from the project folder (server/project-root.ts), not beside the bundle.
import { build } from 'esbuild'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const entryPoints = {
  main: 'server/main.ts',
  'db-seed': 'scripts/db-seed.ts',
  'db-reset': 'scripts/db-reset.ts',
  staff: 'scripts/staff.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
}

await build({
  absWorkingDir: root,
  entryPoints,
  outdir: 'dist/server',
  bundle: true,
  plugins: [
    {
      name: 'packages-from-node-modules',
      setup(build) {
        const bundled = /^(date-fns|@date-fns\/tz)(\/|$)/
        build.onResolve({ filter: /^[^./#]/ }, (args) =>
          bundled.test(args.path) ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
})
