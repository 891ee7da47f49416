import { expect, it } from 'vitest'
import { initialsOf } from '../../src/lib/initials.ts'

it('her mark’s initials take the first letter of her first and last names, particles aside', () => {
  expect(['Camille Martin', 'Marie-Christine de La Tour', 'élise d’Arcy', '  Anne   Le Goff '].map(initialsOf)).toEqual(['CM', 'MT', 'ÉA', 'AG'])
})

it('her mark’s initials keep one letter for a single name, nothing for none', () => {
  expect(['Sophie', ''].map(initialsOf)).toEqual(['S', ''])
})
