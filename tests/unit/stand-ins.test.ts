/**
 * Every example value the model declares, in her content as in the tests',
 * has a stand-in for the filled copies (the production-build tests, the
 * bench): a new example without one fails here, not in a 2-minute build.
 */
import { expect, test } from 'vitest'
import { exampleRules } from '../../src/content/examples.ts'
import { standIns } from '../helpers/stand-ins.ts'

test('every example the model declares has a stand-in, which is no example itself', () => {
  const values = exampleRules.flatMap((rule) => rule.values)
  expect(values.filter((value) => !standIns.has(value))).toEqual([])
  expect([...standIns.values()].filter((standIn) => values.includes(standIn))).toEqual([])
  expect([...standIns.keys()].filter((value) => !values.includes(value)), 'stand-ins of examples no longer declared').toEqual([])
})
