import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { connectDatabase, type DatabaseConnection } from '../db/client'
import { products } from '../db/schema/catalog'
import { buildCachedApp } from '../test/cached-app'
import { createPostgresDatabase } from '../test/server-process'
import { signInAsStaff } from '../test/sign-in'

/**
 * Two app instances on one PostgreSQL database, each with its public cache: a change through one
 * is seen through the other (the triggers' NOTIFY, each instance's LISTEN; decision 0036).
 */
const serverUrl = process.env.TEST_DATABASE_URL!

describe('public cache across two instances on PostgreSQL', () => {
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>
  const connections: DatabaseConnection[] = []
  const instances: FastifyInstance[] = []

  beforeAll(async () => {
    target = await createPostgresDatabase(serverUrl)
    for (const seed of [true, false]) {
      const connection = await connectDatabase({ kind: 'postgres', url: target.url, poolSize: 4 })
      connections.push(connection)
      instances.push(await buildCachedApp(connection, { seed }))
    }
  })
  afterAll(async () => {
    for (const instance of instances) await instance.close()
    for (const connection of connections) await connection.close()
    await target?.drop()
  })

  it('a staff edit through one instance is visible through the other within a second', async () => {
    const [one, two] = instances as [FastifyInstance, FastifyInstance]
    const [product] = await one.db.select().from(products).limit(1)
    const url = `/api/products/${product!.id}`
    for (const instance of instances) {
      await expect
        .poll(async () => (await instance.inject({ method: 'GET', url })).headers.etag)
        .toBeTruthy()
    }
    const cookie = await signInAsStaff(one)
    const edited = await one.inject({
      method: 'PUT',
      url,
      headers: { cookie },
      payload: { name: 'Edited On Instance One' },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await one.inject({ method: 'GET', url })).json()).toMatchObject({
      name: 'Edited On Instance One',
    })
    await expect
      .poll(async () => (await two.inject({ method: 'GET', url })).json().name, { timeout: 1000 })
      .toBe('Edited On Instance One')
  })
})
