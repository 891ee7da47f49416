/**
 * Netlify reads each function's address from its source, without running it
 * (its own parser, the one its build uses): only literal values count, and an
 * address taken from a constant reads as none, the function then answering at
 * no address the site calls. Each function as Netlify lists it answers where
 * the site calls it.
 */
import { join } from 'node:path'
import { listFunctions } from '@netlify/zip-it-and-ship-it'
import { expect, test } from 'vitest'
import { autoReplyPath } from '../../src/lib/auto-reply.ts'
import { availabilityPath } from '../../src/lib/availability.ts'
import { icsPath } from '../../src/lib/confirmation.ts'

test('each host function answers at the address the site calls, as Netlify reads it from the source', async () => {
  const listed = await listFunctions(join(import.meta.dirname, '..', '..', 'src', 'functions'), { parseISC: true })
  const routes = Object.fromEntries(listed.map((found) => [found.name, found.routes?.map((route) => route.pattern)]))
  expect(routes).toEqual({
    'accuse-reception': [autoReplyPath],
    'appointment-ics': [icsPath],
    availability: [availabilityPath],
    // Keystatic's own client calls its API there.
    keystatic: ['/api/keystatic/*'],
  })
})
