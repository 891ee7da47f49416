import { describe, expect, it } from 'vitest'
import { type Availability, isSlotTaken, type Span } from '../../src/lib/availability.ts'
import { busyIntervals, windowOf } from '../../src/server/busy-times.ts'

/** Paris's time zone as Google Calendar and iCloud describe it in their files. */
const parisZone = `BEGIN:VTIMEZONE
TZID:Europe/Paris
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`

const event = (lines: string) => `BEGIN:VEVENT\nDTSTAMP:20261101T000000Z\n${lines.trim()}\nEND:VEVENT`
const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tests//Agenda//FR', parisZone, ...events, 'END:VCALENDAR'].join('\r\n')

const ics = calendar(
  // Every Thursday 14:00–15:00 from 5 November: not on the 19th (EXDATE), moved from the 26th to Friday 27th at 10:00.
  event(`UID:weekly@test
SUMMARY:Visite chez la famille Durand
LOCATION:12 rue des Lilas, Rezé
DESCRIPTION:Bébé de 3 semaines
DTSTART;TZID=Europe/Paris:20261105T140000
DTEND;TZID=Europe/Paris:20261105T150000
RRULE:FREQ=WEEKLY;BYDAY=TH;COUNT=8
EXDATE;TZID=Europe/Paris:20261119T140000`),
  event(`UID:weekly@test
RECURRENCE-ID;TZID=Europe/Paris:20261126T140000
SUMMARY:Visite chez la famille Durand (déplacée)
DTSTART;TZID=Europe/Paris:20261127T100000
DTEND;TZID=Europe/Paris:20261127T110000`),
  // All day on Tuesday 1 December; three days from Tuesday 29 to Thursday 31 December.
  event(`UID:allday@test
SUMMARY:Formation
DTSTART;VALUE=DATE:20261201
DTEND;VALUE=DATE:20261202`),
  event(`UID:threedays@test
SUMMARY:Congrès
DTSTART;VALUE=DATE:20261229
DTEND;VALUE=DATE:20270101`),
  // Marked free, and cancelled: neither keeps her busy.
  event(`UID:free@test
SUMMARY:Rappel : commander des livres
TRANSP:TRANSPARENT
DTSTART;TZID=Europe/Paris:20261124T100000
DTEND;TZID=Europe/Paris:20261124T110000`),
  event(`UID:cancelled@test
SUMMARY:Visite annulée
STATUS:CANCELLED
DTSTART;TZID=Europe/Paris:20261124T140000
DTEND;TZID=Europe/Paris:20261124T150000`),
  // In UTC: 13:00 UTC is 14:00 in Paris in winter.
  event(`UID:utc@test
SUMMARY:Appel
DTSTART:20261125T130000Z
DTEND:20261125T140000Z`),
  // Every Monday 9:00–10:00 in Paris across the last Sunday of March 2027, and single events around the last Sunday of October 2027.
  event(`UID:mondays@test
SUMMARY:Permanence
DTSTART;TZID=Europe/Paris:20270315T090000
DTEND;TZID=Europe/Paris:20270315T100000
RRULE:FREQ=WEEKLY;COUNT=3`),
  event(`UID:before-october@test
DTSTART;TZID=Europe/Paris:20271029T090000
DTEND;TZID=Europe/Paris:20271029T100000`),
  event(`UID:after-october@test
DTSTART;TZID=Europe/Paris:20271102T090000
DTEND;TZID=Europe/Paris:20271102T100000`),
)

const from = '2026-11-01'
const window = windowOf(from, 400)
const availability: Availability = { from, to: window.to, busy: busyIntervals(ics, window), readAt: 0, skipped: 0 }
const slots = ['08:00', '09:00', '09:30', '10:00', '11:00', '12:00', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00']

/** The slots of a day her calendar leaves free, as one line: easier to read than thirteen assertions. */
const free = (day: string, span: Span) => slots.filter((slot) => !isSlotTaken(day, slot, availability, span)).join(' ')
const all = slots.join(' ')

const hour: Span = { minutes: 60, margin: 0 }
const twoHours: Span = { minutes: 120, margin: 0 }
const hourAtHome: Span = { minutes: 60, margin: 30 }
const twoHoursAtHome: Span = { minutes: 120, margin: 30 }

describe('busy times read from her iCalendar file', () => {
  it('a weekly event: each Thursday 14:00–15:00 is busy, for an offer of one hour or two, with or without travel time', () => {
    const thursday = '2026-11-12'
    expect(free(thursday, hour)).toBe('08:00 09:00 09:30 10:00 11:00 12:00 13:00 15:00 15:30 16:00')
    expect(free(thursday, twoHours)).toBe('08:00 09:00 09:30 10:00 11:00 12:00 15:00 15:30 16:00')
    expect(free(thursday, hourAtHome)).toBe('08:00 09:00 09:30 10:00 11:00 12:00 15:30 16:00')
    expect(free(thursday, twoHoursAtHome)).toBe('08:00 09:00 09:30 10:00 11:00 15:30 16:00')
  })

  it('an occurrence taken out (EXDATE) leaves its Thursday free; a moved one (RECURRENCE-ID) is busy where it went, not where it was', () => {
    for (const day of ['2026-11-19', '2026-11-26']) expect(free(day, twoHoursAtHome), day).toBe(all)
    expect(free('2026-11-27', hour)).toBe('08:00 09:00 11:00 12:00 13:00 13:30 14:00 14:30 15:00 15:30 16:00')
  })

  it('an all-day event fills its day, and a three-day event its three days only', () => {
    for (const day of ['2026-12-01', '2026-12-29', '2026-12-30', '2026-12-31']) expect(free(day, hour), day).toBe('')
    for (const day of ['2026-11-30', '2026-12-02', '2026-12-28', '2027-01-01']) expect(free(day, hour), day).toBe(all)
  })

  it.each([
    ['an event marked free and a cancelled event keep nothing busy', '2026-11-24', twoHoursAtHome, all],
    ['an event written in UTC is busy at its Paris time', '2026-11-25', hour,
      '08:00 09:00 09:30 10:00 11:00 12:00 13:00 15:00 15:30 16:00'],
  ])('%s', (_, day, span, expected) => expect(free(day, span)).toBe(expected))

  it('a Paris time stays at its hour across the two clock changes of the year', () => {
    const nineToTen = '08:00 10:00 11:00 12:00 13:00 13:30 14:00 14:30 15:00 15:30 16:00'
    // Winter then summer, around the last Sunday of March; summer then winter, around the last Sunday of October.
    for (const day of ['2027-03-22', '2027-03-29', '2027-10-29', '2027-11-02']) {
      expect(free(day, hour), day).toBe(nineToTen)
    }
  })

  it('sends only merged times, cut to the window: nothing of a title, a place or a description', () => {
    const json = JSON.stringify(availability)
    for (const secret of ['Durand', 'Lilas', 'Bébé', 'Formation', 'Congrès', 'weekly@test']) expect(json).not.toContain(secret)
    for (const [start, end] of availability.busy) {
      expect(start).toBeGreaterThanOrEqual(window.start)
      expect(end).toBeLessThanOrEqual(window.end)
      expect(end).toBeGreaterThan(start)
    }
  })

  it('beyond the days the function knows, every slot is offered', () => {
    expect(free(window.to, hour)).toBe(all)
    expect(isSlotTaken('2026-11-12', '14:00', null, hour)).toBe(false)
  })

  it('refuses a file that is not a calendar', () => {
    expect(() => busyIntervals('<html>Page introuvable</html>', window)).toThrow()
  })
})
