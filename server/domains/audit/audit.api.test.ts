import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsStaff } from '#server/test/sign-in'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp({
    seed: false,
    extend(app) {
      // A stand-in staff change: the audit hook, not the route, must record it.
      app.put('/api/test-only/jars/:id', { config: { access: 'staff' } }, async (request) => {
        request.audit.before = { label: 'Wildflower' }
        return { id: Number((request.params as { id: string }).id), label: 'Orange Blossom' }
      })
      app.put(
        '/api/test-only/failing/:id',
        { config: { access: 'staff' } },
        async (_request, reply) => reply.status(409).send({ message: 'no', code: 'CONFLICT' }),
      )
    },
  })
})
afterAll(async () => {
  await testApp.close()
})

describe('audit log', () => {
  it('records who changed what, with before and after, for every staff change', async () => {
    const staff = await signInAsStaff(testApp.app, 'staff')
    const owner = await signInAsStaff(testApp.app, 'owner')
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/test-only/jars/7',
      headers: { cookie: staff },
      payload: { label: 'Orange Blossom' },
    })
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/test-only/failing/8',
      headers: { cookie: staff },
      payload: {},
    })

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: owner },
    })
    expect(response.statusCode).toBe(200)
    const entries = response.json() as {
      action: string
      actorEmail: string
      targetId: string
      before: unknown
      after: unknown
    }[]
    const change = entries.find((entry) => entry.action === 'PUT /api/test-only/jars/:id')
    expect(change).toMatchObject({
      actorEmail: 'staff@groveside.test',
      targetId: '7',
      before: { label: 'Wildflower' },
      after: { id: 7, label: 'Orange Blossom' },
    })
    expect(entries.some((entry) => entry.action === 'PUT /api/test-only/failing/:id')).toBe(false)
    expect(
      entries.some(
        (entry) => entry.action === 'staff.login' && entry.actorEmail === 'owner@groveside.test',
      ),
    ).toBe(true)
  })

  it('is for owners only', async () => {
    const staff = await signInAsStaff(testApp.app, 'staff')
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/admin/audit',
          headers: { cookie: staff },
        })
      ).statusCode,
    ).toBe(403)
  })
})
