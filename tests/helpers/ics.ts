/**
 * iCalendar text as the tests write it: reads nothing and starts nothing, so
 * every tier may import it (the server that serves it is calendar-server.ts).
 */
import type { BusyInterval } from '../../src/server/busy-times.ts'

/** Paris's time zone as Google Calendar and iCloud describe it in their files, line by line. */
export const parisZone = [
  'BEGIN:VTIMEZONE', 'TZID:Europe/Paris', 'X-LIC-LOCATION:Europe/Paris',
  'BEGIN:DAYLIGHT', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'TZNAME:CEST', 'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'END:DAYLIGHT',
  'BEGIN:STANDARD', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'TZNAME:CET', 'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', 'END:STANDARD', 'END:VTIMEZONE',
] as const

/** An iCalendar file of these events (and a VTIMEZONE, when one is given first). */
export function calendar(events: readonly string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tests//Agenda//FR', ...events, 'END:VCALENDAR', ''].join('\r\n')
}

/** Busy stretches as « 2026-12-03T08:00–09:00 » (UTC), to compare a reading at a glance. */
export const shownBusy = (busy: readonly BusyInterval[]) =>
  busy.map(([start, end]) => `${new Date(start).toISOString().slice(0, 16)}–${new Date(end).toISOString().slice(11, 16)}`)
