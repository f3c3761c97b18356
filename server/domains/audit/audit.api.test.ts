import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsStaff } from '#server/test/sign-in'
import { auditLog } from '#server/db/schema/audit'
import { recordAudit } from './audit-plugin'

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
    const entries = response.json().items as {
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

describe('the audit log screen', () => {
  const get = async (query: string) => {
    const owner = await signInAsStaff(testApp.app, 'owner')
    return testApp.app.inject({
      method: 'GET',
      url: `/api/admin/audit${query}`,
      headers: { cookie: owner },
    })
  }
  type Page = {
    items: { id: number; action: string; actorEmail: string | null; targetId: string | null }[]
    total: number
    page: number
    pageSize: number
    actions: string[]
    actors: string[]
  }

  beforeAll(async () => {
    // 30 entries of one action by one person, 3 of another by another, two of them days ago.
    for (let index = 1; index <= 30; index += 1) {
      await recordAudit(testApp.app.db, {
        actorEmail: 'ana@farm.test',
        action: 'jar.label',
        targetType: 'jar',
        targetId: String(index),
        after: { label: index === 7 ? 'Orange Blossom 100%' : 'Wildflower' },
      })
    }
    for (const [index, day] of [
      [1, '2026-03-02T15:00:00Z'],
      [2, '2026-03-05T15:00:00Z'],
      [3, '2026-03-09T15:00:00Z'],
    ] as const) {
      await testApp.app.db.insert(auditLog).values({
        actorEmail: 'Ben@Farm.test',
        action: 'hive.inspect',
        targetType: 'hive',
        targetId: `H-${index}`,
        before: { frames: index },
        createdAt: new Date(day),
      })
    }
  })

  it('pages the log newest first, counting every match', async () => {
    const first = (await get('?action=jar.label&pageSize=25')).json() as Page
    expect(first.total).toBe(30)
    expect(first.items).toHaveLength(25)
    expect(first.items.map((entry) => entry.targetId).slice(0, 3)).toEqual(['30', '29', '28'])
    const second = (await get('?action=jar.label&pageSize=25&page=2')).json() as Page
    expect(second).toMatchObject({ total: 30, page: 2, pageSize: 25 })
    expect(second.items.map((entry) => entry.targetId)).toEqual(['5', '4', '3', '2', '1'])
    const ids = [...first.items, ...second.items].map((entry) => entry.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(first.actions).toEqual(expect.arrayContaining(['hive.inspect', 'jar.label']))
    expect(first.actors).toEqual(expect.arrayContaining(['ana@farm.test', 'ben@farm.test']))
  })

  it('filters by actor (any case), action, farm days and text in the target or details', async () => {
    const byActor = (await get('?actor=BEN@farm.test')).json() as Page
    expect(byActor.total).toBe(3)
    expect(byActor.items.every((entry) => entry.actorEmail === 'Ben@Farm.test')).toBe(true)

    const days = (await get('?action=hive.inspect&from=2026-03-03&to=2026-03-05')).json() as Page
    expect(days.items.map((entry) => entry.targetId)).toEqual(['H-2'])
    const fromOnly = (await get('?action=hive.inspect&from=2026-03-05')).json() as Page
    expect(fromOnly.items.map((entry) => entry.targetId)).toEqual(['H-3', 'H-2'])

    const text = (await get(`?q=${encodeURIComponent('blossom 100%')}`)).json() as Page
    expect(text.items.map((entry) => entry.targetId)).toEqual(['7'])
    const target = (await get('?q=h-3')).json() as Page
    expect(target.items.map((entry) => entry.targetId)).toEqual(['H-3'])
    const wildcard = (await get('?q=%25')).json() as Page
    expect(wildcard.items.map((entry) => entry.targetId)).toEqual(['7'])
    const none = (await get('?action=hive.inspect&q=wildflower')).json() as Page
    expect(none).toMatchObject({ total: 0, items: [] })
  })

  it('answers a bad filter with a 400 naming it', async () => {
    for (const [query, field] of [
      ['?from=2026-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?from=2026-03-09&to=2026-03-01', 'to'],
      ['?pageSize=7', 'pageSize'],
      ['?page=0', 'page'],
      [`?q=${'x'.repeat(101)}`, 'q'],
      [`?action=${'a'.repeat(101)}`, 'action'],
    ] as const) {
      const response = await get(query)
      expect(response.statusCode, query).toBe(400)
      expect(Object.keys(response.json().fields), query).toEqual([field])
    }
  })
})
