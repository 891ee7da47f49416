import { describe, expect, it } from 'vitest'
import { type Availability, isSlotTaken, type Span } from '../../src/lib/availability.ts'
import { readBusyTimes, windowOf } from '../../src/server/busy-times.ts'
import { busyCalendarFeed } from '../helpers/busy-calendar.ts'
import { calendar as icsFile, parisZone, shownBusy } from '../helpers/ics.ts'

const event = (lines: string) => `BEGIN:VEVENT\nDTSTAMP:20261101T000000Z\n${lines.trim()}\nEND:VEVENT`
/** A calendar with Paris's time zone, as Google Calendar and iCloud write it. */
const calendar = (...events: string[]) => icsFile([...parisZone, ...events])

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
const reading = readBusyTimes(ics, window)
const availability: Availability = { from, to: window.to, busy: reading.busy, readAt: 0, skipped: 0 }
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

  it('counts the events and occurrences that keep her busy in the window, before merging', () => {
    // Weekly: 7 Thursdays (one taken out) + the moved one; 2 all-day; 1 in UTC; 3 Mondays; 2 in October 2027.
    expect(reading.eventsInWindow).toBe(7 + 2 + 1 + 3 + 2)
    expect(reading.skipped).toEqual([])
    expect(reading.unknownZones).toEqual([])
  })
})

/** A calendar of the tests' own events, with no VTIMEZONE unless one is given. */
const file = (...parts: string[]) => icsFile(parts)
const busyOf = (text: string) => shownBusy(readBusyTimes(text, window).busy)
const oneEvent = (start: string, end: string) => file(event(`UID:one@test\nSUMMARY:Visite\n${start}\n${end}`))

describe('time zones read by name, with today’s rules', () => {
  it('a VTIMEZONE whose rules stop in 2020 (iCalcreator, WordPress): a winter event keeps its hour', () => {
    // As iCalcreator writes Paris: the transitions around the events it exported then, nothing after 2020.
    const partialParis = [
      'BEGIN:VTIMEZONE', 'TZID:Europe/Paris', 'X-LIC-LOCATION:Europe/Paris',
      'BEGIN:DAYLIGHT', 'TZNAME:CEST', 'DTSTART:20200329T020000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'RDATE:20200329T020000', 'END:DAYLIGHT',
      'BEGIN:STANDARD', 'TZNAME:CET', 'DTSTART:20201025T030000', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'RDATE:20201025T030000', 'END:STANDARD',
      'END:VTIMEZONE',
    ].join('\r\n')
    const text = file(partialParis, event(`UID:winter@test
DTSTART;TZID=Europe/Paris:20261203T090000
DTEND;TZID=Europe/Paris:20261203T100000`), event(`UID:summer@test
DTSTART;TZID=Europe/Paris:20270603T090000
DTEND;TZID=Europe/Paris:20270603T100000`))
    expect(busyOf(text)).toEqual(['2026-12-03T08:00–09:00', '2027-06-03T07:00–08:00'])
  })

  it.each([
    ['a zone named and not defined (khal)', 'TZID=America/Chicago', '2026-12-03T15:00–16:00'],
    ['a Windows name (Outlook)', 'TZID=Romance Standard Time', '2026-12-03T08:00–09:00'],
    ['another Windows name (Outlook)', 'TZID=Central Standard Time', '2026-12-03T15:00–16:00'],
    ['a path before the name (Thunderbird/Lightning)', 'TZID=/mozilla.org/20070129_1/America/Chicago', '2026-12-03T15:00–16:00'],
    ['a quoted name', 'TZID="America/Argentina/Buenos_Aires"', '2026-12-03T12:00–13:00'],
    ['UTC', 'TZID=UTC', '2026-12-03T09:00–10:00'],
  ])('%s: 9:00–10:00 there', (_, parameter, expected) => {
    const text = oneEvent(`DTSTART;${parameter}:20261203T090000`, `DTEND;${parameter}:20261203T100000`)
    const reading = readBusyTimes(text, window)
    expect(shownBusy(reading.busy)).toEqual([expected])
    expect(reading.unknownZones).toEqual([])
  })

  // A TZID that names no zone (read as Paris time, and listed for her): calendar-exports.test.ts, on khal's own export.

  it('a weekly event stays at its wall-clock hour across a clock change, in its own zone; an UNTIL in UTC keeps its last occurrence', () => {
    // Chicago changes its clocks on 14 March 2027, Paris on 28 March: 9:00 in Chicago is 15:00 UTC, then 14:00 UTC.
    const text = file(event(`UID:chicago@test
DTSTART;TZID=America/Chicago:20270308T090000
DTEND;TZID=America/Chicago:20270308T100000
RRULE:FREQ=WEEKLY;UNTIL=20270322T140000Z`))
    expect(busyOf(text)).toEqual(['2027-03-08T15:00–16:00', '2027-03-15T14:00–15:00', '2027-03-22T14:00–15:00'])
  })

  it('a taken-out date and a moved occurrence written in UTC find their occurrence of a zoned event', () => {
    const text = file(event(`UID:series@test
DTSTART;TZID=Europe/Paris:20261203T090000
DTEND;TZID=Europe/Paris:20261203T100000
RRULE:FREQ=WEEKLY;COUNT=3
EXDATE:20261210T080000Z`), event(`UID:series@test
RECURRENCE-ID:20261217T080000Z
DTSTART;TZID=Europe/Paris:20261218T140000
DTEND;TZID=Europe/Paris:20261218T150000`))
    expect(busyOf(text)).toEqual(['2026-12-03T08:00–09:00', '2026-12-18T13:00–14:00'])
  })

  it('no time zone survives from one reading to the next: two files read in either order give the same answers', () => {
    const wrongParis = ['BEGIN:VTIMEZONE', 'TZID:Europe/Paris', 'BEGIN:STANDARD', 'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0500', 'TZOFFSETTO:+0500', 'END:STANDARD', 'END:VTIMEZONE'].join('\r\n')
    const first = file(wrongParis, event('UID:a@test\nDTSTART;TZID=Europe/Paris:20261203T090000\nDTEND;TZID=Europe/Paris:20261203T100000'))
    const second = oneEvent('DTSTART;TZID=Europe/Paris:20261204T090000', 'DTEND;TZID=Europe/Paris:20261204T100000')
    const inOrder = [readBusyTimes(first, window), readBusyTimes(second, window)]
    const reversed = [readBusyTimes(second, window), readBusyTimes(first, window)].reverse()
    expect(reversed).toEqual(inOrder)
    expect(inOrder.map((reading) => shownBusy(reading.busy))).toEqual([['2026-12-03T08:00–09:00'], ['2026-12-04T08:00–09:00']])
  })
})

describe('one event that cannot be read costs that event only', () => {
  /** The 1-based line of the file where the event holding a text begins. */
  const eventLineOf = (text: string, what: string) => {
    const lines = text.split(/\r\n|\n/)
    return lines.slice(0, lines.findIndex((line) => line.includes(what))).lastIndexOf('BEGIN:VEVENT') + 1
  }

  it('a broken fold: that event is skipped, with its line and title; the others still count', () => {
    const text = file(
      event('UID:before@test\nSUMMARY:Avant\nDTSTART;TZID=Europe/Paris:20261203T090000\nDTEND;TZID=Europe/Paris:20261203T100000'),
      // The second line of the description lost its leading space.
      event('UID:broken@test\nSUMMARY:Visite\\, pesée\nDESCRIPTION:Une description sur deux lignes\nqui a perdu son espace\nDTSTART;TZID=Europe/Paris:20261204T090000\nDTEND;TZID=Europe/Paris:20261204T100000'),
      event('UID:after@test\nSUMMARY:Après\nDTSTART;TZID=Europe/Paris:20261205T090000\nDTEND;TZID=Europe/Paris:20261205T100000'),
    )
    const reading = readBusyTimes(text, window)
    expect(shownBusy(reading.busy)).toEqual(['2026-12-03T08:00–09:00', '2026-12-05T08:00–09:00'])
    expect(reading.skipped).toEqual([{ line: eventLineOf(text, 'UID:broken@test'), summary: 'Visite, pesée' }])
  })

  it('a moved occurrence whose RECURRENCE-ID is a bare date of a timed event: that exception is skipped, its event still expands', () => {
    const text = file(
      event('UID:weekly@test\nSUMMARY:Permanence\nDTSTART;TZID=Europe/Paris:20261203T090000\nDTEND;TZID=Europe/Paris:20261203T100000\nRRULE:FREQ=WEEKLY;COUNT=2'),
      event('UID:weekly@test\nSUMMARY:Permanence déplacée\nRECURRENCE-ID:20261210\nDTSTART;TZID=Europe/Paris:20261211T090000\nDTEND;TZID=Europe/Paris:20261211T100000'),
    )
    const reading = readBusyTimes(text, window)
    expect(shownBusy(reading.busy)).toEqual(['2026-12-03T08:00–09:00', '2026-12-10T08:00–09:00'])
    expect(reading.skipped).toEqual([{ line: eventLineOf(text, 'RECURRENCE-ID:20261210'), summary: 'Permanence déplacée' }])
  })

  it('a rule of too many occurrences up to the window’s end (every 5 minutes since September) is skipped whole: none of it keeps her busy', () => {
    const text = file(
      event('UID:before@test\nSUMMARY:Avant\nDTSTART;TZID=Europe/Paris:20261203T090000\nDTEND;TZID=Europe/Paris:20261203T100000'),
      // 288 a day from 1 September: past the cap inside the window that starts on 1 November.
      event('UID:often@test\nSUMMARY:Rappel\nDTSTART;TZID=Europe/Paris:20260901T000000\nDTEND;TZID=Europe/Paris:20260901T000100\nRRULE:FREQ=MINUTELY;INTERVAL=5'),
    )
    const reading = readBusyTimes(text, window)
    expect(shownBusy(reading.busy)).toEqual(['2026-12-03T08:00–09:00'])
    expect(reading.eventsInWindow).toBe(1)
    expect(reading.skipped).toEqual([{ line: eventLineOf(text, 'UID:often@test'), summary: 'Rappel' }])
  })

  it.each([
    ['an HTML sign-in page', '<!DOCTYPE html><html><body>Connexion</body></html>'],
    ['a 404 body', 'Not Found'],
    ['JSON', '{"error":"unauthorized"}'],
    ['an empty answer', ''],
  ])('refuses %s: not a calendar at all', (_, text) => {
    expect(() => readBusyTimes(text, window)).toThrow('ce n’est pas un fichier iCalendar')
  })

  it('refuses a calendar none of whose events can be read; reads an empty one as no busy time', () => {
    const unreadable = file(event('UID:x@test\nDTSTART;TZID=Europe/Paris:20261203T090000\nnot a property'))
    expect(() => readBusyTimes(unreadable, window)).toThrow('aucun de ses 1 événements n’est lisible')
    expect(readBusyTimes(file(), window)).toEqual({ busy: [], eventsInWindow: 0, skipped: [], unknownZones: [] })
  })
})

describe('a feed of twelve years', () => {
  const feed = busyCalendarFeed()

  // How long it takes, measured: docs/performance.md. Here only a bound, which a reading gone quadratic would break.
  it('5.7 MB of thousands of events reads within 2 s', () => {
    expect(feed.ics.length).toBeGreaterThan(5_000_000)
    expect(feed.events).toBeGreaterThan(4_000)
    const started = performance.now()
    const reading = readBusyTimes(feed.ics, windowOf('2026-11-28', 120))
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(reading.skipped).toEqual([])
    expect(reading.eventsInWindow).toBeGreaterThan(100)
  })
})
