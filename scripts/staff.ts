// npm run staff -- add --email ana@farm.example --name "Ana" [--role staff|owner] [--password ...]
// npm run staff -- reset-password --email ana@farm.example [--password ...]
// npm run staff -- disable --email ana@farm.example
// npm run staff -- list
// Without --password a strong password is generated and printed once.
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config'
import { openConfiguredDatabaseOrExit } from '#server/open-configured-database'
import { prepareDatabase } from '#server/prepare-database'
import { staffAccounts } from '#server/db/schema/identity'
import { createStaffAccount, generatePassword } from '#server/domains/identity/staff-accounts'
import {
  resetStaffPasswordByEmail,
  setStaffActiveByEmail,
} from '#server/domains/identity/staff-account-commands'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'staff' },
    password: { type: 'string' },
  },
})
const command = positionals[0]
const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

if (!command || !['add', 'reset-password', 'disable', 'enable', 'list'].includes(command)) {
  fail(
    'Usage: npm run staff -- add|reset-password|disable|enable|list --email <e-mail> [--name <name>] [--role staff|owner] [--password <password>]',
  )
}
if (command !== 'list' && !values.email) fail('--email is required')
if (values.role !== 'staff' && values.role !== 'owner') fail('--role must be staff or owner')

const config = loadConfig()
const { database, storage, close } = await openConfiguredDatabaseOrExit(config)
try {
  await prepareDatabase(database, { storage, seedDemoData: false })
  const db = database.db
  const password = values.password ?? generatePassword()
  const printPassword = () => {
    if (!values.password) console.log(`Password: ${password}   (shown once; keep it safe)`)
  }
  switch (command) {
    case 'add':
      await createStaffAccount(db, {
        email: values.email!,
        name: values.name ?? values.email!.split('@')[0]!,
        role: values.role as 'staff' | 'owner',
        password,
      })
      console.log(`Added ${values.role} ${values.email}`)
      printPassword()
      break
    case 'reset-password':
      if (!(await resetStaffPasswordByEmail(db, values.email!, password)))
        fail(`No staff account ${values.email}`)
      console.log(`New password set for ${values.email}`)
      printPassword()
      break
    case 'disable':
    case 'enable':
      if (!(await setStaffActiveByEmail(db, values.email!, command === 'enable')))
        fail(`No staff account ${values.email}`)
      console.log(`${command === 'enable' ? 'Enabled' : 'Disabled'} ${values.email}`)
      break
    case 'list':
      for (const row of await db.select().from(staffAccounts)) {
        console.log(`${row.email}\t${row.role}\t${row.active ? 'active' : 'disabled'}\t${row.name}`)
      }
      break
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
} finally {
  await close()
}
