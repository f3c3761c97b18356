import pg from 'pg'
import { randomBytes } from 'node:crypto'
import { connectDatabase, type DatabaseConnection } from '../db/client'

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a brand-new
 * PostgreSQL database on the server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return connectDatabase({ kind: 'pglite', dataDir: null })

  const name = `groveside_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()

  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const connection = await connectDatabase({ kind: 'postgres', url: url.toString(), poolSize: 60 })
  return {
    ...connection,
    async close() {
      await connection.close()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}
