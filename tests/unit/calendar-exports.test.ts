/**
 * Her calendar read as calendar apps read it, on real exports (tests/fixtures/calendars)
 * and on the faults a tester met with real feeds. Expected times come from node-ical,
 * an independent implementation (its own parser and rrule expansion), or are worked
 * out by hand where node-ical reads differently on purpose (a date or an unknown zone
 * is Paris time here, UTC there).
 */
import { readFileSync } from 'node:fs'
import ical, { type VEvent } from 'node-ical'
import { describe, expect, it } from 'vitest'
import { type BusyInterval, mergeIntervals, readBusyTimes } from '../../src/server/busy-times.ts'
import { shownBusy } from '../helpers/ics.ts'

const read = (file: string) => readFileSync(new URL(`../fixtures/calendars/${file}`, import.meta.url), 'utf8')
/** Wide enough for every fixture (2007 to 2024). */
const years = { start: Date.UTC(2000, 0, 1), end: Date.UTC(2030, 0, 1) }
const at = (iso: string) => Date.parse(iso)

/** The busy stretches node-ical finds: its own expansion, its exceptions and taken-out dates. */
function nodeIcalBusy(text: string): BusyInterval[] {
  const busy: BusyInterval[] = []
  for (const event of Object.values(ical.sync.parseICS(text))) {
    if (event?.type !== 'VEVENT' || event.recurrenceid || event.transparency === 'TRANSPARENT' || event.status === 'CANCELLED') continue
    const length = (event.end ?? event.start).getTime() - event.start.getTime()
    if (!event.rrule) {
      busy.push([event.start.getTime(), event.start.getTime() + length])
      continue
    }
    for (const date of event.rrule.between(new Date(years.start), new Date(years.end), true)) {
      const day = date.toISOString().slice(0, 10)
      if (event.exdate?.[day]) continue
      // node-ical types its exceptions through an index signature that Omit flattens: they are events.
      const moved = event.recurrences?.[day] as VEvent | undefined
      busy.push(moved ? [moved.start.getTime(), (moved.end ?? moved.start).getTime()] : [date.getTime(), date.getTime() + length])
    }
  }
  return mergeIntervals(busy)
}

describe('real exports read as their apps show them', () => {
  it.each([
    ['Google Calendar (UTC times)', 'google-calendar.ics'],
    ['Apple iCal (daily, until a UTC instant)', 'apple-ical.ics'],
    ['Thunderbird (its own copy of London’s rules)', 'thunderbird-london.ics'],
    ['khal (Europe/Berlin named, not defined; a moved occurrence written in UTC)', 'khal-zone-not-defined.ics'],
    ['khal (a Windows name, and a VTIMEZONE with transitions in 2019–2020 only)', 'khal-windows-partial-zone.ics'],
  ])('%s: the same busy times as node-ical', (_, file) => {
    const text = read(file)
    const reading = readBusyTimes(text, years)
    expect(reading.busy.length).toBeGreaterThan(0)
    expect(shownBusy(reading.busy)).toEqual(shownBusy(nodeIcalBusy(text)))
    expect(reading.skipped).toEqual([])
    expect(reading.unknownZones).toEqual([])
  })

  it('khal: a zone named and not defined is that zone, its moved occurrence found by instant though written in UTC', () => {
    expect(shownBusy(readBusyTimes(read('khal-zone-not-defined.ics'), years).busy)).toEqual([
      // 7:00–12:00 in Berlin (summer, UTC+2), weekly until 6 August 06:00 UTC: 4 August is the last.
      '2014-06-30T05:00–10:00', '2014-07-07T07:00–12:00', '2014-07-14T05:00–10:00',
      '2014-07-21T05:00–10:00', '2014-07-28T05:00–10:00', '2014-08-04T05:00–10:00',
    ])
  })

  it('Exchange: Windows zone names; a series with taken-out dates; an event whose DTSTART cannot be read is skipped alone, with its line and title', () => {
    const text = read('exchange-2010.ics')
    const reading = readBusyTimes(text, years)
    // « W. Europe Standard Time » is Berlin: 9:00 in September is 07:00 UTC.
    expect(shownBusy(reading.busy)).toContain('2020-09-10T07:00–07:30')
    // « Pacific Standard Time » is Los Angeles: 12:00 is 19:00 UTC in summer, 20:00 UTC after 1 November.
    expect(shownBusy(reading.busy)).toContain('2020-07-09T19:00–19:30')
    expect(shownBusy(reading.busy)).toContain('2020-11-03T20:00–20:30')
    // Taken out (EXDATE, several on one folded line): 21 July and 3 September.
    expect(shownBusy(reading.busy).filter((stretch) => /^2020-(07-21|09-03)/.test(stretch))).toEqual([])
    const broken = text.split('\n').findIndex((line) => line.startsWith('DTSTART;TZID="W. Europe Standard Time:2020'))
    const begin = text.split('\n').slice(0, broken).lastIndexOf('BEGIN:VEVENT') + 1
    expect(reading.skipped).toEqual([{ line: begin, summary: "Log Yesterday's Jira time" }])
    // That event was marked free: node-ical, which reads it, finds the same busy times.
    expect(shownBusy(reading.busy)).toEqual(shownBusy(nodeIcalBusy(text)))
  })

  it('Thunderbird/Lightning: a TZID with a path before the zone; an all-day event fills its Paris day (node-ical reads it in UTC)', () => {
    const reading = readBusyTimes(read('thunderbird-mozilla-prefix.ics'), years)
    expect(reading.busy).toEqual([[at('2007-04-08T22:00Z'), at('2007-04-09T22:00Z')]])
    expect(reading.unknownZones).toEqual([])
  })

  it('a TZID that names no zone is read as Paris time and listed (node-ical reads it as UTC)', () => {
    const reading = readBusyTimes(read('khal-unknown-zone.ics'), years)
    // 9:30–10:30 in Paris in April (UTC+2).
    expect(shownBusy(reading.busy)).toEqual(['2014-04-09T07:30–08:30'])
    expect(reading.unknownZones).toEqual(['FOO'])
  })
})
