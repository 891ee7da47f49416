import { describe, expect, it } from 'vitest'
import { initialsOf } from '../../src/lib/initials.ts'

describe('her mark\'s initials, from her name', () => {
  it('take the first letter of her first and last names, particles aside', () => {
    expect(initialsOf('Camille Martin')).toBe('CM')
    expect(initialsOf('Marie-Christine de La Tour')).toBe('MT')
    expect(initialsOf('élise d’Arcy')).toBe('ÉA')
    expect(initialsOf('  Anne   Le Goff ')).toBe('AG')
  })

  it('keep one letter for a single name, nothing for none', () => {
    expect(initialsOf('Sophie')).toBe('S')
    expect(initialsOf('')).toBe('')
  })
})
