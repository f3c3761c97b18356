import { test } from '@playwright/test'

/** An address no other test (or retry, or worker) uses, so each test is a new customer. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${test.info().workerIndex}-${Math.floor(Math.random() * 1e6)}@example.com`
