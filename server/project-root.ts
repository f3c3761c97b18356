import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * The folder holding package.json: the same from the source (server/…) and from the compiled
 * server (dist/server/main.js, one bundled file), so files read at run time (migrations, the web
 * build, seed images) are found by one path from either.
 */
function findProjectRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${start}`)
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname)

/** A path inside the project, e.g. `projectPath('server/db/migrations')`. */
export const projectPath = (...parts: string[]) => path.join(projectRoot, ...parts)
