import { describe, expect, it } from 'vitest'
import { initialsOf } from '../../src/lib/initials.ts'

describe('her mark\'s initials, from her name', () => {
  it('take the first letter of her first and last names, particles aside', () => {
    expect(['Camille Martin', 'Marie-Christine de La Tour', 'élise d’Arcy', '  Anne   Le Goff '].map(initialsOf)).toEqual(['CM', 'MT', 'ÉA', 'AG'])
  })

  it('keep one letter for a single name, nothing for none', () => {
    expect(['Sophie', ''].map(initialsOf)).toEqual(['S', ''])
  })
})
