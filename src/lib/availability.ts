/**
 * Her busy times in the booking form: asked once the page is interactive
 * (never before its first paint), from the host's function
 * (src/functions/availability.ts). Whatever goes wrong (no function on this
 * host, no calendar, a slow answer) the form offers every slot, as without a calendar.
 */
import { type IsoDay, isIsoDay, parisInstant } from './booking-days.ts'

export const availabilityPath = '/api/availability'

/**
 * How long Netlify lets a synchronous function run before it answers an
 * error itself: 60 s, not configurable (docs.netlify.com/build/functions/configuration,
 * « Synchronous execution limit »). The function's own limits sit well inside it.
 */
export const hostFunctionLimitMs = 60_000
/**
 * How long the browser waits for the function: as long as the host lets it
 * run, plus the way to the CDN and back. Giving up sooner would offer every
 * slot while the function may still be reading her calendar.
 */
export const availabilityWaitMs = hostFunctionLimitMs + 5_000

/**
 * Why her calendar could not be read: no address set, no answer in time, no
 * connection, an error status, a file too large, not a calendar, nothing in
 * it readable. Fixed words: never the address, never the file's text.
 */
export const unreadReasons = ['unset', 'timeout', 'unreachable', 'refused', 'too-large', 'not-calendar', 'unreadable'] as const
export type UnreadReason = (typeof unreadReasons)[number]

/** The busy stretches the function knows, for the Paris days from `from` to `to` (excluded). */
export interface Availability {
  from: IsoDay
  to: IsoDay
  busy: readonly (readonly [number, number])[]
  /** When the function began reading her calendar (ms since the epoch): the request's time; a cached answer keeps it. */
  readAt: number
  /** Events of her calendar left out as unreadable. */
  skipped: number
  /** Set when her calendar could not be read: then `busy` is empty and means nothing. */
  unread?: UnreadReason
}

/** What the function answered, or null when it is not an answer of its own (a host's 404 page…). */
export function readAvailability(body: unknown): Availability | null {
  if (typeof body !== 'object' || body === null) return null
  const { from, to, busy, readAt, skipped, unread } = body as Record<string, unknown>
  if (typeof from !== 'string' || typeof to !== 'string' || !isIsoDay(from) || !isIsoDay(to) || !Array.isArray(busy)) return null
  if (typeof readAt !== 'number' || !Number.isFinite(readAt) || typeof skipped !== 'number' || !Number.isInteger(skipped)) return null
  const stretches = busy.filter(
    (item): item is [number, number] => Array.isArray(item) && item.length === 2 && item.every((value) => Number.isFinite(value)),
  )
  if (stretches.length !== busy.length) return null
  if (unread === undefined) return { from, to, busy: stretches, readAt, skipped }
  return unreadReasons.includes(unread as UnreadReason) ? { from, to, busy: [], readAt, skipped, unread: unread as UnreadReason } : null
}

/**
 * Asks the function for the days from `today` (the function reads today in
 * Paris whatever it is asked; `from` is the CDN's key, one answer per day).
 * Null after `availabilityWaitMs` or on any failure.
 */
export async function fetchAvailability(today: IsoDay): Promise<Availability | null> {
  try {
    const answer = await fetch(`${availabilityPath}?from=${today}`, { signal: AbortSignal.timeout(availabilityWaitMs) })
    return answer.ok ? readAvailability(await answer.json()) : null
  } catch {
    return null
  }
}

/** How long an appointment keeps her: its length, and her travel time before and after a home visit. */
export interface Span {
  minutes: number
  margin: number
}

/** True when an appointment at `slot` on `day`, with its travel time, would meet one of her busy stretches. */
export function isSlotTaken(day: IsoDay, slot: string, availability: Availability | null, span: Span): boolean {
  if (!availability || day < availability.from || day >= availability.to) return false
  const start = parisInstant(day, slot) - span.margin * 60_000
  const end = parisInstant(day, slot) + (span.minutes + span.margin) * 60_000
  return availability.busy.some(([busyStart, busyEnd]) => busyStart < end && start < busyEnd)
}
