import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { projectPath } from '../project-root'

const scriptFile = projectPath('web/src/app/early-taps-script.js')

/**
 * The script a server-rendered page runs first, inline in its head: it holds a tap made before the
 * app has hydrated that part of the page and carries it out once it has (decision 0046). Read
 * once at start, without the lines that are only a comment and without indentation.
 */
export const earlyTapsScript = readFileSync(scriptFile, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n')

if (/<\/script|<!--/i.test(earlyTapsScript)) {
  throw new Error(`${scriptFile} must not contain "</script" or "<!--": it is sent inline`)
}

/** The script's hash for the CSP's script-src: the one inline script a page may run. */
export const earlyTapsScriptHash = `'sha256-${createHash('sha256').update(earlyTapsScript).digest('base64')}'`

/** The script element, for the head of a server-rendered page. */
export const earlyTapsScriptTag = `<script>${earlyTapsScript}</script>`
