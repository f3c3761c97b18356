import { readdirSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { plainIssueMessage } from '#contracts/issue-messages'

/** zod's own English ("Invalid input: expected number, received string", "Too big: ..."). */
const zodDefaultWords =
  /^Invalid (input|option|email|string|URL|UUID|ISO|date|key|element)|expected .*(received|to (be|have))|^Too (big|small)|^Unrecognized key/
/** The checkout's e-mail message is the spec's own (spec 2 §7), which happens to be zod's too. */
const specWords = new Set(['Invalid email address'])

// As buildApp (server/app.ts) and the browser (web/src/lib/zod-messages.ts) install it.
beforeAll(() => {
  z.config({ customError: plainIssueMessage })
})

const contractsDir = path.resolve(import.meta.dirname, '../../contracts')

describe('every contract schema', () => {
  it('answers a wrong value in plain words, never in zod’s defaults', async () => {
    const files = readdirSync(contractsDir).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    )
    const wrongValues: unknown[] = ['', 'abc', '12.5', 12.5, -1, 1e12, true, null, [], {}, ['x']]
    const found: string[] = []
    let checkedFields = 0
    for (const file of files) {
      const module = (await import(/* @vite-ignore */ path.join(contractsDir, file))) as Record<
        string,
        unknown
      >
      for (const [name, value] of Object.entries(module)) {
        if (!(value instanceof z.ZodObject)) continue
        for (const key of Object.keys(value.shape)) {
          checkedFields += 1
          for (const wrong of [undefined, ...wrongValues]) {
            for (const message of messagesOf(value, { [key]: wrong })) {
              if (zodDefaultWords.test(message) && !specWords.has(message))
                found.push(`${file} ${name}.${key}: ${message}`)
            }
          }
        }
      }
    }
    expect(checkedFields).toBeGreaterThan(500)
    expect([...new Set(found)]).toEqual([])
  })
})

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []
