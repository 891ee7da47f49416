import { expect, it } from 'vitest'
import { fragmentId } from '../../src/lib/fragment.ts'

it('names the section of a fragment, its escapes decoded, with or without its #', () => {
  expect(fragmentId('#contact')).toBe('contact')
  expect(fragmentId('contact')).toBe('contact')
  expect(fragmentId('#%C3%A9t%C3%A9')).toBe('été')
  expect(fragmentId('#mes%20services')).toBe('mes services')
})

it('keeps a malformed fragment as typed instead of throwing', () => {
  for (const malformed of ['#%E0', '#%', '#%ZZ', '#contact%', '#%C3']) {
    expect(fragmentId(malformed)).toBe(malformed.slice(1))
  }
})

it('names nothing when there is no fragment', () => {
  expect(fragmentId('')).toBe('')
  expect(fragmentId('#')).toBe('')
})
