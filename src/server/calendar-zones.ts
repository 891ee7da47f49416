/**
 * Her calendar's times as instants, read the way calendar apps read them: by
 * the time zone's NAME, with today's IANA rules (the runtime's own time zone
 * database, through @date-fns/tz), never by the VTIMEZONE a file carries.
 * Those descriptions are often partial (iCalcreator and WordPress feeds stop
 * their rules in 2020, so winter events came out an hour early) or absent
 * (khal names `America/Chicago` and describes nothing).
 *
 * Outlook and Exchange write Windows names (« Romance Standard Time »): the
 * maintained windows-iana package maps them (Unicode CLDR's table).
 * Thunderbird/Lightning and older libical write a path before the name
 * (`/mozilla.org/20070129_1/Europe/Paris`). Floating times, all-day dates
 * and names no one knows are read as her own time, in Paris.
 */
import { tzOffset } from '@date-fns/tz'
import { findIana } from 'windows-iana'
import { bookingTimeZone } from '../lib/booking-days.ts'

/** A time as the file writes it on the wall clock of its zone. */
export interface WallTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** Whether the runtime's time zone database knows this name (Intl throws a RangeError otherwise). */
function isIanaZone(name: string): boolean {
  if (!name || name.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/**
 * The IANA name a TZID stands for, or null when none: the name itself, a
 * Windows name, or the IANA name that ends a prefixed path (the longest
 * ending that is a zone, so `America/Argentina/Buenos_Aires` stays whole).
 */
function ianaZoneOf(tzid: string): string | null {
  const name = tzid.trim().replace(/^"(.*)"$/, '$1').trim()
  if (isIanaZone(name)) return name
  const windows = findIana(name)[0]
  if (windows) return windows
  const segments = name.split('/').filter(Boolean)
  for (let first = 1; first < segments.length; first++) {
    const ending = segments.slice(first).join('/')
    if (isIanaZone(ending)) return ending
  }
  return null
}

/**
 * The zones of ONE reading: what it learns about a file's names stays with
 * it, so no file read earlier changes how the next is read.
 */
export class ZoneLookup {
  readonly #zones = new Map<string, string>()
  readonly #unknown = new Set<string>()

  /** The IANA zone to read a TZID in; Paris, and noted as unknown, when it names none. */
  zoneOf(tzid: string): string {
    let zone = this.#zones.get(tzid)
    if (zone === undefined) {
      const known = ianaZoneOf(tzid)
      if (!known) this.#unknown.add(tzid)
      zone = known ?? bookingTimeZone
      this.#zones.set(tzid, zone)
    }
    return zone
  }

  /** The TZIDs that named no known zone, in order. */
  get unknownZones(): string[] {
    return [...this.#unknown].sort()
  }
}

const minute = 60_000

/**
 * The instant, in milliseconds, of a wall-clock time in an IANA zone. The
 * offset is read twice: at the wall time taken as UTC, then at the instant
 * that gives; a time the clocks skip (2:30 on the spring change) comes out
 * one hour later, as calendar apps show it, and a time the autumn change
 * repeats is the later one, as @date-fns/tz's TZDate reads both. tzOffset
 * rather than a TZDate per time: ten times faster on a feed of years.
 */
export function instantIn(zone: string, wall: WallTime): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  if (zone === 'UTC') return asUtc
  const guess = asUtc - tzOffset(zone, new Date(asUtc)) * minute
  return asUtc - tzOffset(zone, new Date(guess)) * minute
}

/** The wall-clock time of an instant in an IANA zone. */
export function wallIn(zone: string, instant: number): WallTime {
  const shifted = new Date(instant + (zone === 'UTC' ? 0 : tzOffset(zone, new Date(instant)) * minute))
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  }
}
