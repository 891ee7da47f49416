/**
 * The line of her request e-mail that says what her calendar said of the slot
 * asked: a calendar the site could not read never reads as a free slot.
 */
import { describe, expect, it } from 'vitest'
import { type Availability, unreadReasons } from '../../src/lib/availability.ts'
import { calendarCheckLine } from '../../src/lib/calendar-line.ts'

// Saturday 28 November 2026, 14:05 in Paris; her calendar read at 14:02, busy on Monday 30 from 10:00 to 11:00.
const now = new Date('2026-11-28T13:05:00Z')
const read: Availability = {
  from: '2026-11-28',
  to: '2027-03-28',
  busy: [[Date.parse('2026-11-30T09:00:00Z'), Date.parse('2026-11-30T10:00:00Z')]],
  readAt: Date.parse('2026-11-28T13:02:00Z'),
  skipped: 0,
}
const hour = { minutes: 60, margin: 0 }
const at = (day: string, slot: string) => ({ day, slot, span: hour })
/** The line with plain spaces, easier to read in an expectation. */
const line = (...args: Parameters<typeof calendarCheckLine>) => calendarCheckLine(...args).replaceAll('\u00a0', ' ')

describe('calendarCheckLine', () => {
  it('says when her calendar was read and that the slot was free, or taken', () => {
    expect(line(read, at('2026-11-30', '14:00'), now)).toBe('Votre agenda a été lu à 14 h 02 : ce créneau y était libre.')
    expect(line(read, at('2026-11-30', '10:30'), now)).toBe('Votre agenda a été lu à 14 h 02 : ce créneau y était occupé.')
  })

  it('gives the day of a read made before today (a cached answer from before midnight)', () => {
    const yesterday = { ...read, readAt: Date.parse('2026-11-27T22:58:00Z') }
    expect(line(yesterday, at('2026-11-30', '14:00'), now)).toBe('Votre agenda a été lu le vendredi 27 novembre 2026 à 23 h 58 : ce créneau y était libre.')
  })

  it('counts the events it had to leave out, and asks her to check', () => {
    expect(line({ ...read, skipped: 1 }, at('2026-11-30', '14:00'), now)).toBe(
      'Votre agenda a été lu à 14 h 02 : ce créneau y était libre. Attention, 1 événement de votre agenda n’a pas pu être lu et n’a pas été pris en compte : vérifiez ce créneau avant de confirmer.',
    )
    expect(line({ ...read, skipped: 3 }, at('2026-11-30', '14:00'), now)).toContain('3 événements de votre agenda n’ont pas pu être lus')
  })

  it('asks her to check when the calendar could not be read, with the reason, for every reason', () => {
    const lines = unreadReasons.map((reason) => line({ ...read, busy: [], unread: reason }, at('2026-11-30', '14:00'), now))
    for (const each of lines) expect(each).toMatch(/^Votre agenda n’a pas pu être lu \(.+\) : vérifiez ce créneau avant de confirmer\.$/)
    expect(new Set(lines).size).toBe(unreadReasons.length)
    expect(line({ ...read, busy: [], unread: 'timeout' }, at('2026-11-30', '14:00'), now)).toContain('(il n’a pas répondu à temps)')
  })

  it('asks her to check when no answer came, when it had not come yet, and for a day beyond the days it reads', () => {
    expect(line(null, at('2026-11-30', '14:00'), now)).toBe('Le formulaire n’a pas pu consulter votre agenda (pas de réponse du site) : vérifiez ce créneau avant de confirmer.')
    expect(line(undefined, at('2026-11-30', '14:00'), now)).toBe('Votre agenda n’avait pas encore répondu quand la demande est partie : vérifiez ce créneau avant de confirmer.')
    expect(line(read, at('2027-04-01', '14:00'), now)).toBe(
      'Votre agenda a été lu à 14 h 02, mais ce jour est au-delà des jours que le site y lit : vérifiez ce créneau avant de confirmer.',
    )
  })

  it('counts her travel time around a home visit, as the form does', () => {
    expect(line(read, { day: '2026-11-30', slot: '11:30', span: { minutes: 60, margin: 45 } }, now)).toContain('ce créneau y était occupé')
    expect(line(read, { day: '2026-11-30', slot: '11:30', span: hour }, now)).toContain('ce créneau y était libre')
  })
})
