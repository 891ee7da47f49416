import { afterEach, describe, expect, it, vi } from 'vitest'
import { NBSP } from '../../src/lib/format.ts'
import { formatFrenchDate, formatFrenchDateLine, formatFrenchDay, formatMonth } from '../../src/lib/french-date.ts'

describe('formatFrenchDate', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('writes the weekday, day, month and year in French, in lower case, the first of the month « 1er », as French does', () => {
    const days = ['2026-11-23', '2027-02-06', '2026-12-31', '2026-12-01']
    expect(days.map(formatFrenchDate)).toEqual(['lundi 23 novembre 2026', 'samedi 6 février 2027', 'jeudi 31 décembre 2026', 'mardi 1er décembre 2026'])
  })

  it('gives the same day whatever the time zone of the machine', () => {
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/Paris']) {
      vi.stubEnv('TZ', zone)
      expect(formatFrenchDate('2026-03-29')).toBe('dimanche 29 mars 2026')
    }
  })
})

it('formatFrenchDateLine keeps day, month and year on one line, breaking after the weekday; reads as e-mailed', () => {
  expect(['2026-11-30', '2026-12-01'].map(formatFrenchDateLine)).toEqual([`lundi 30${NBSP}novembre${NBSP}2026`, `mardi 1er${NBSP}décembre${NBSP}2026`])
  for (const day of ['2026-11-23', '2027-02-06', '2026-12-01']) {
    expect(formatFrenchDateLine(day).replaceAll(NBSP, ' ')).toBe(formatFrenchDate(day))
  }
})

it('formatFrenchDay leaves the year out (the next free days are close), with plain spaces a narrow button may wrap at', () => {
  expect(['2026-11-30', '2026-12-01'].map(formatFrenchDay)).toEqual(['lundi 30 novembre', 'mardi 1er décembre'])
})

it('names every weekday and month as French writes them, in lower case with their accents', () => {
  // Twelve firsts of the month of 2027, from a Friday: the weekdays cycle through all seven.
  const firsts = Array.from({ length: 12 }, (_, index) => formatFrenchDate(`2027-${String(index + 1).padStart(2, '0')}-01`))
  expect(firsts.map((date) => date.split(' ')[2])).toEqual(['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'])
  expect(new Set(firsts.map((date) => date.split(' ')[0]))).toEqual(new Set(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']))
  expect(formatFrenchDate('2028-02-29')).toBe('mardi 29 février 2028')
})

it('formatMonth writes a day as its month and year in French, joined by a no-break space', () => {
  expect(formatMonth('2026-11-25')).toBe(`novembre${NBSP}2026`)
  expect(formatMonth('2027-02-01')).toBe(`février${NBSP}2027`)
})
