import type { TestProject } from 'vitest/node'
import { prepareTestTemplates } from './test-database'

/** The API project's set-up: the prepared databases every test file copies (test-database.ts). */
export default async function setup(project: TestProject) {
  const { templates, remove } = await prepareTestTemplates()
  project.provide('testDatabaseTemplates', templates)
  return remove
}
