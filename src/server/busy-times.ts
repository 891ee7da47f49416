/**
 * Her calendar's busy times, read from its private iCalendar address on the
 * host's server (src/functions/availability.ts). Only the times leave this
 * module: never a title, a place, a description or an attendee.
 *
 * The file is read with ical.js (Mozilla's iCalendar library), which expands
 * recurring events with their exceptions (RRULE, EXDATE, RECURRENCE-ID) and
 * resolves the time zones the file itself defines (VTIMEZONE).
 */
import ICAL from 'ical.js'
import { addDays, type IsoDay, parisInstant } from '../lib/booking-days.ts'

/** A busy stretch, [start, end) in milliseconds since the epoch. */
export type BusyInterval = readonly [start: number, end: number]

/** A recurring event older than this many occurrences stops being expanded: a daily event of 30 years. */
const maxOccurrences = 11_000
/** A moved occurrence can come from a few weeks away: occurrences are followed this far past the window. */
const movedSlack = 60 * 24 * 3_600_000

const two = (value: number) => String(value).padStart(2, '0')

/**
 * A time of the file as an instant. A time with its own zone (UTC, or a
 * TZID the file describes) is exact; a floating time, an all-day date or a
 * TZID the file does not describe is read as her own time, in Paris.
 */
function instantOf(time: ICAL.Time): number {
  const zoned = !time.isDate && time.zone !== undefined && time.zone !== ICAL.Timezone.localTimezone && time.zone.tzid !== 'floating'
  if (zoned) return time.toUnixTime() * 1000
  const day = `${time.year}-${two(time.month)}-${two(time.day)}`
  return parisInstant(day, time.isDate ? '00:00' : `${two(time.hour)}:${two(time.minute)}`) + (time.isDate ? 0 : time.second * 1000)
}

/** Whether an event (or one moved occurrence) keeps her busy: not cancelled, not marked « free ». */
function keepsBusy(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase()
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase()
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT'
}

/** An event's stretch; an all-day event with no end lasts its day. */
function stretch(start: ICAL.Time, end: ICAL.Time | null): BusyInterval {
  const from = instantOf(start)
  let to = end ? instantOf(end) : from
  if (to <= from && start.isDate) {
    const next = start.clone()
    next.day += 1
    to = instantOf(next)
  }
  return [from, to]
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

/** What reading her calendar over a window gives: only times and counts, never a title, a place or a name. */
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

/** The Paris days from `from` (included) to `to` (excluded), as instants. */
export function windowOf(from: IsoDay, days: number): { start: number; end: number; to: IsoDay } {
  const to = addDays(from, days)
  return { start: parisInstant(from, '00:00'), end: parisInstant(to, '00:00'), to }
}

/**
 * Her calendar read over the window. Throws only when nothing in it can be
 * read (not an iCalendar file): the function then offers every slot.
 */
export function readBusyTimes(ics: string, window: { start: number; end: number }): CalendarReading {
  const busy = busyIntervals(ics, window)
  return { busy, eventsInWindow: busy.length, skipped: [], unknownZones: [] }
}

/**
 * The busy stretches of an iCalendar file that meet the window
 * [start, end), merged and cut to the window. Throws on a file that is not
 * iCalendar (the function then offers every slot).
 */
export function busyIntervals(ics: string, window: { start: number; end: number }): BusyInterval[] {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  if (calendar.name !== 'vcalendar') throw new Error(`not an iCalendar file (${calendar.name})`)
  // The file's own time zones first: its times are read against them.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)

  // A recurring event and its moved or changed occurrences share a UID.
  const byUid = new Map<string, { master?: ICAL.Component; exceptions: ICAL.Component[] }>()
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const uid = String(component.getFirstPropertyValue('uid') ?? `sans-uid-${byUid.size}`)
    const entry = byUid.get(uid) ?? { exceptions: [] }
    if (component.hasProperty('recurrence-id')) entry.exceptions.push(component)
    else entry.master = component
    byUid.set(uid, entry)
  }

  const busy: BusyInterval[] = []
  const keep = (interval: BusyInterval) => {
    const [from, to] = interval
    if (to > window.start && from < window.end) busy.push([Math.max(from, window.start), Math.min(to, window.end)])
  }

  for (const { master, exceptions } of byUid.values()) {
    // An occurrence whose recurring event is not in the file stands alone.
    if (!master) {
      for (const exception of exceptions) {
        const event = new ICAL.Event(exception)
        if (keepsBusy(exception)) keep(stretch(event.startDate, event.endDate))
      }
      continue
    }
    const event = new ICAL.Event(master, { exceptions, strictExceptions: true })
    if (!event.isRecurring()) {
      if (keepsBusy(master)) keep(stretch(event.startDate, event.endDate))
      continue
    }
    const occurrences = event.iterator()
    for (let count = 0, next = occurrences.next(); next && count < maxOccurrences; count++, next = occurrences.next()) {
      if (instantOf(next) >= window.end + movedSlack) break
      const details = event.getOccurrenceDetails(next)
      if (keepsBusy(details.item.component)) keep(stretch(details.startDate, details.endDate))
    }
  }
  return mergeIntervals(busy)
}
