import { plainIssueMessage } from '#contracts/issue-messages'

/**
 * Makes every zod check without a message of its own answer in plain words
 * (contracts/issue-messages.ts), as the server does. zod reads its settings when it reports a
 * problem, so web/src/main.tsx installs this before the app renders, from a chunk of its own:
 * the first route's JavaScript does not carry it.
 */
export function installPlainZodMessages() {
  const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> }
  // The same object zod holds once loaded (./zod-config made it before zod loaded).
  const config = (zodGlobal.__zod_globalConfig ??= {})
  config.customError = plainIssueMessage
}
