/**
 * Her calendar's busy times, read from its private iCalendar address on the
 * host's server (src/functions/availability.ts). Only times and counts leave
 * the host: never a title, a place, a description or an attendee. The title
 * of an event it could not read (`skipped`) is for her own launch command,
 * which reads her calendar on her machine (scripts/build/calendar-report.ts).
 *
 * Read as calendar apps read it:
 * - each event on its own (src/server/calendar-file.ts): one that cannot be
 *   read is left out and counted, the others still count;
 * - each time by its zone's name with today's rules (src/server/calendar-zones.ts),
 *   whatever VTIMEZONE the file carries or lacks; nothing is registered in
 *   ical.js's TimezoneService, one registry for the whole process, so no
 *   file read before changes how the next is read;
 * - recurrences expanded by ical.js on the wall clock of their zone (RFC
 *   5545: a weekly 9:00 event stays at 9:00 across the clock changes), then
 *   taken-out (EXDATE) and moved (RECURRENCE-ID) occurrences matched here by
 *   instant, so an exception written in UTC still finds its occurrence.
 */
import ICAL from 'ical.js'
import { addDays, bookingTimeZone, type IsoDay, parisInstant } from '../lib/booking-days.ts'
import { dayOf, type EventText, eventTexts, isCalendarText, propertyName } from './calendar-file.ts'
import { instantIn, type WallTime, wallIn, ZoneLookup } from './calendar-zones.ts'

/** A busy stretch, [start, end) in milliseconds since the epoch. */
export type BusyInterval = readonly [start: number, end: number]

/** What reading her calendar over a window gives: times and counts, and the titles of the events it could not read (for her alone). */
export interface CalendarReading {
  /** The busy stretches that meet the window, merged and cut to it. */
  busy: BusyInterval[]
  /** How many events (occurrences of recurring ones included) keep her busy within the window. */
  eventsInWindow: number
  /**
   * The events left out because they could not be read, each by the line of
   * the file where it starts. `summary` is her event's title: for her own
   * launch command only, never for a log or an answer.
   */
  skipped: { line: number; summary?: string }[]
  /** TZIDs that name no known time zone (IANA or Windows): their times are read as Paris time. */
  unknownZones: string[]
}

/** Her calendar could not be read at all. The message is fixed: it quotes nothing of her file. */
class UnreadableCalendar extends Error {}

/** A recurrence with more occurrences than this from its start to the window's end is left out whole (and counted): a rule every minute, say. */
const maxOccurrences = 50_000
const dayMs = 86_400_000

/** The Paris days from `from` (included) to `to` (excluded), as instants. */
export function windowOf(from: IsoDay, days: number): { start: number; end: number; to: IsoDay } {
  const to = addDays(from, days)
  return { start: parisInstant(from, '00:00'), end: parisInstant(to, '00:00'), to }
}

/** Overlapping or touching stretches as one, in order: the answer says when she is busy, not how many things she does. */
export function mergeIntervals(intervals: readonly BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const [start, end] of sorted) {
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}

/** A time of the file: its wall clock, whether it is a whole day, and the IANA zone it is read in. */
interface FileTime {
  wall: WallTime
  date: boolean
  zone: string
}

const wallOf = (time: ICAL.Time): WallTime => ({
  year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second,
})

/**
 * A time value of a property, with its zone: UTC when written with « Z »,
 * the TZID's zone by its name, Paris for a floating time or a date.
 */
function fileTime(property: ICAL.Property, zones: ZoneLookup, value: unknown = property.getFirstValue()): FileTime {
  if (!(value instanceof ICAL.Time)) throw new Error('not a date or a time')
  const tzid = property.getParameter('tzid')
  const zone = value.isDate ? bookingTimeZone
    : value.zone === ICAL.Timezone.utcTimezone ? 'UTC'
    : typeof tzid === 'string' && tzid ? zones.zoneOf(tzid)
    : bookingTimeZone
  return { wall: wallOf(value), date: value.isDate, zone }
}

const instantOf = (time: FileTime) => instantIn(time.zone, time.date ? { ...time.wall, hour: 0, minute: 0, second: 0 } : time.wall)
const dayKey = (wall: WallTime) => `${wall.year}-${wall.month}-${wall.day}`

/** Whether an event (or one moved occurrence) keeps her busy: not cancelled, not marked « free ». */
function keepsBusy(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase()
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase()
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT'
}

/**
 * How an event's start becomes its stretch. A timed event lasts the exact
 * duration from its DTSTART to its DTEND (RFC 5545 gives every occurrence
 * that same duration); an all-day event lasts whole Paris days, 23 or 25
 * hours on the days the clocks change; an all-day event with no end, its day.
 */
function stretchRule(component: ICAL.Component, start: FileTime, zones: ZoneLookup): { stretchOf: (wall: WallTime) => [number, number]; longest: number } {
  const endProperty = component.getFirstProperty('dtend')
  const duration = component.getFirstPropertyValue('duration')
  if (start.date) {
    let days = 1
    if (endProperty) days = Math.round((instantOf({ ...fileTime(endProperty, zones), zone: 'UTC' }) - instantOf({ ...start, zone: 'UTC' })) / dayMs)
    else if (duration instanceof ICAL.Duration) days = Math.round(duration.toSeconds() / 86_400)
    days = Math.max(1, days)
    const stretchOf = (wall: WallTime): [number, number] => {
      const from = instantIn(bookingTimeZone, { ...wall, hour: 0, minute: 0, second: 0 })
      return [from, instantIn(bookingTimeZone, wallIn('UTC', Date.UTC(wall.year, wall.month - 1, wall.day + days)))]
    }
    return { stretchOf, longest: (days + 1) * dayMs }
  }
  const from = instantOf(start)
  const to = endProperty ? instantOf(fileTime(endProperty, zones)) : duration instanceof ICAL.Duration ? from + duration.toSeconds() * 1000 : from
  const length = Math.max(0, to - from)
  const stretchOf = (wall: WallTime): [number, number] => {
    const at = instantIn(start.zone, wall)
    return [at, at + length]
  }
  return { stretchOf, longest: length }
}

/** One reading: what it has found so far. */
class Reading {
  readonly zones = new ZoneLookup()
  readonly busy: BusyInterval[] = []
  readonly skipped: { line: number; summary?: string }[] = []
  eventsInWindow = 0

  constructor(readonly window: { start: number; end: number }) {}

  /** Keeps a stretch that meets the window, cut to it; an empty one keeps nothing busy. */
  keep([from, to]: [number, number]) {
    if (to <= from || to <= this.window.start || from >= this.window.end) return
    this.busy.push([Math.max(from, this.window.start), Math.min(to, this.window.end)])
    this.eventsInWindow++
  }

  skip(event: EventText, component?: ICAL.Component) {
    const summary = component ? component.getFirstPropertyValue('summary') : summaryOf(event)
    this.skipped.push(typeof summary === 'string' && summary ? { line: event.line, summary } : { line: event.line })
  }
}

/** An unreadable event's title, when its own line can be read. */
function summaryOf(event: EventText): string | undefined {
  const line = event.properties.find((property) => propertyName(property) === 'SUMMARY')
  try {
    const value = line ? ICAL.parse.property(line)[3] : undefined
    return typeof value === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

const recurring = new Set(['RRULE', 'RDATE', 'EXRULE', 'RECURRENCE-ID'])

/**
 * Whether a single event lies far outside the window, read from its DTSTART
 * and DTEND lines alone: two days of slack cover any time zone. Passed over
 * without being parsed, it counts as read.
 */
function farFromWindow(event: EventText, window: { start: number; end: number }): boolean {
  const names = event.properties.map(propertyName)
  if (names.some((name) => recurring.has(name))) return false
  const start = dayOf(event.properties[names.indexOf('DTSTART')])
  if (start === null) return false
  if (start - 2 * dayMs >= window.end) return true
  if (names.includes('DURATION')) return false
  const end = names.includes('DTEND') ? dayOf(event.properties[names.indexOf('DTEND')]) : start
  return end !== null && end + 3 * dayMs <= window.start
}

interface Parsed {
  event: EventText
  component: ICAL.Component
}

/**
 * A moved or changed occurrence: busy where it went (if it keeps her busy);
 * returns the instant of the occurrence it replaces. A RECURRENCE-ID that is
 * a date where its event's DTSTART is a time (or the reverse) names no
 * occurrence: the exception is unreadable, its event still expands.
 */
function readException({ component }: Parsed, master: FileTime | undefined, reading: Reading): number {
  const id = fileTime(component.getFirstProperty('recurrence-id') as ICAL.Property, reading.zones)
  if (master && id.date !== master.date) throw new Error('RECURRENCE-ID of another kind than DTSTART')
  const startProperty = component.getFirstProperty('dtstart')
  const start = startProperty ? fileTime(startProperty, reading.zones) : id
  if (keepsBusy(component)) reading.keep(stretchRule(component, start, reading.zones).stretchOf(start.wall))
  return instantOf(id)
}

/** The wall times a recurrence rule gives, from DTSTART, until the window's end. */
function* ruleWalls(rule: ICAL.Recur, start: FileTime, windowEnd: number): Generator<WallTime> {
  const recur = rule.clone()
  // UNTIL is often written in UTC while DTSTART is on a wall clock: set on the same wall clock, or the last occurrence is lost.
  if (recur.until) {
    const until = recur.until
    const wall = until.isDate
      ? { ...wallOf(until), hour: 23, minute: 59, second: 59 }
      : until.zone === ICAL.Timezone.utcTimezone ? wallIn(start.zone, Date.UTC(until.year, until.month - 1, until.day, until.hour, until.minute, until.second)) : wallOf(until)
    recur.until = ICAL.Time.fromData(start.date ? { year: wall.year, month: wall.month, day: wall.day, isDate: true } : { ...wall, isDate: false })
  }
  // A floating DTSTART: ical.js then counts on the wall clock, whatever its time zone registry holds.
  const first = ICAL.Time.fromData(start.date ? { year: start.wall.year, month: start.wall.month, day: start.wall.day, isDate: true } : { ...start.wall, isDate: false })
  const iterator = recur.iterator(first)
  for (let count = 0; ; count++) {
    const next = iterator.next()
    if (!next) return
    const wall = wallOf(next)
    if (Date.UTC(wall.year, wall.month - 1, wall.day) - dayMs >= windowEnd) return
    if (count >= maxOccurrences) throw new Error('too many occurrences')
    yield wall
  }
}

/**
 * A recurring event, or a single one, with its moved occurrences already read (their instants in `replaced`).
 * Kept whole or not at all: an event skipped for a fault past its first occurrences keeps none busy.
 */
function readSeries({ component }: Parsed, start: FileTime, replaced: Set<number>, reading: Reading) {
  const { window, zones } = reading
  const { stretchOf, longest } = stretchRule(component, start, zones)
  const excluded = new Set<number>()
  const excludedDays = new Set<string>()
  for (const property of component.getAllProperties('exdate')) {
    for (const value of property.getValues()) {
      const time = fileTime(property, zones, value)
      // A date taken out of a timed event takes out that day's occurrence, as ical.js and calendar apps do.
      if (time.date && !start.date) excludedDays.add(dayKey(time.wall))
      else excluded.add(instantOf(time))
    }
  }
  const seen = new Set<number>()
  const found: [number, number][] = []
  const consider = (wall: WallTime, stretch: (wall: WallTime) => [number, number] = stretchOf) => {
    // Ended well before the window: no instant to work out (most of ten years of a weekly event).
    if (Date.UTC(wall.year, wall.month - 1, wall.day) + 2 * dayMs + longest < window.start) return
    const [from, to] = stretch(wall)
    if (seen.has(from)) return
    seen.add(from)
    if (excluded.has(from) || excludedDays.has(dayKey(wall)) || replaced.has(from)) return
    found.push([from, to])
  }
  const rules = component.getAllProperties('rrule')
  const dates = component.getAllProperties('rdate')
  if (!rules.length) consider(start.wall)
  for (const property of rules) {
    const rule = property.getFirstValue()
    if (!(rule instanceof ICAL.Recur)) throw new Error('not a recurrence rule')
    for (const wall of ruleWalls(rule, start, window.end)) consider(wall)
  }
  for (const property of dates) {
    for (const value of property.getValues()) {
      if (value instanceof ICAL.Period) {
        // An added occurrence with its own end.
        const from = fileTime(property, zones, value.start)
        const length = instantOf(fileTime(property, zones, value.getEnd())) - instantOf(from)
        consider(from.wall, (wall) => { const at = instantIn(from.zone, wall); return [at, at + Math.max(0, length)] })
      } else {
        consider(fileTime(property, zones, value).wall)
      }
    }
  }
  for (const stretch of found) reading.keep(stretch)
}

/**
 * Her calendar read over the window [start, end). Throws UnreadableCalendar
 * only when nothing in it can be read: not an iCalendar file, or events of
 * which none can be read. The function then offers every slot.
 */
export function readBusyTimes(ics: string, window: { start: number; end: number }): CalendarReading {
  if (!isCalendarText(ics)) throw new UnreadableCalendar('ce n’est pas un fichier iCalendar')
  const reading = new Reading(window)
  const events = eventTexts(ics)

  // A recurring event and its moved or changed occurrences share a UID.
  const series = new Map<string, { master?: Parsed; exceptions: Parsed[] }>()
  for (const event of events) {
    if (farFromWindow(event, window)) continue
    let component: ICAL.Component
    try {
      component = new ICAL.Component(ICAL.parse(event.text) as unknown[])
      if (component.name !== 'vevent') throw new Error('not an event')
    } catch {
      reading.skip(event)
      continue
    }
    const uid = String(component.getFirstPropertyValue('uid') ?? `sans-uid-${event.line}`)
    const entry = series.get(uid) ?? { exceptions: [] }
    if (component.hasProperty('recurrence-id')) entry.exceptions.push({ event, component })
    else if (entry.master) series.set(`${uid}-${event.line}`, { master: { event, component }, exceptions: [] })
    else entry.master = { event, component }
    series.set(uid, entry)
  }

  for (const { master, exceptions } of series.values()) {
    let start: FileTime | undefined
    try {
      start = master && fileTime(master.component.getFirstProperty('dtstart') as ICAL.Property, reading.zones)
    } catch {
      if (master) reading.skip(master.event, master.component)
    }
    const replaced = new Set<number>()
    for (const exception of exceptions) {
      try {
        replaced.add(readException(exception, start, reading))
      } catch {
        reading.skip(exception.event, exception.component)
      }
    }
    if (!master || !start) continue
    try {
      if (keepsBusy(master.component)) readSeries(master, start, replaced, reading)
    } catch {
      reading.skip(master.event, master.component)
    }
  }

  if (events.length > 0 && reading.skipped.length === events.length) {
    throw new UnreadableCalendar(`aucun de ses ${events.length} événements n’est lisible`)
  }
  return {
    busy: mergeIntervals(reading.busy),
    eventsInWindow: reading.eventsInWindow,
    skipped: reading.skipped.sort((a, b) => a.line - b.line),
    unknownZones: reading.zones.unknownZones,
  }
}
