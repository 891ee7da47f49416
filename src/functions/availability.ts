/**
 * When she is busy, for the booking form: GET /api/availability?from=2026-11-20
 * answers her calendar's busy times over the next weeks, read from its
 * private iCalendar address (CALENDAR_ICS_URL, a server variable set at the
 * host, never in the repository nor in the browser). The form then shows a
 * slot that overlaps one as taken.
 *
 * The window always starts today in Paris: `from` is only the CDN's key (one
 * answer per day), so no one can read her past or her far future, whatever
 * they ask.
 *
 * Only times leave: { from, to, busy: [[start, end], …], readAt, skipped }
 * in milliseconds, merged, cut to the window. It never blocks a request: with
 * no address, a calendar that fails or a broken file, it answers no busy time
 * (`unread`: why), logs why in fixed words, and the form offers every slot.
 * Still a 200: a failed request would print an error in every visitor's
 * console, for a calendar that is only optional.
 *
 * A Netlify Function (Functions API v2); `npm run dev` and `npm run preview`
 * serve the same handler (scripts/build/host-functions.ts). The reading itself
 * (limits, parser) is src/server/calendar-feed.ts, shared with
 * `npm run check:calendar`.
 */
import { parisDay } from '../lib/booking-days.ts'
import type { Availability } from '../lib/availability.ts'
import { windowOf } from '../server/busy-times.ts'
import { type CalendarProblem, calendarReadLimitMs, maxCalendarBytes, type ReadOptions, readCalendar } from '../server/calendar-feed.ts'

/** How far ahead the form knows her busy times; beyond, every slot is offered. */
export const availabilityDays = 120

export interface AvailabilityEnv {
  CALENDAR_ICS_URL?: string
}

/**
 * Netlify's CDN keeps one answer per `from` (per day): 4 minutes fresh; then,
 * up to a day, the last answer is served at once while a fresh one is read
 * behind it (Netlify honours `stale-while-revalidate` in this header). So an event
 * she adds is seen by the visitors who come after the first visit made once the
 * answer is 4 minutes old: that visit gets the old answer and starts the new read.
 * A failure stays fresh 1 minute.
 * `durable`: one cache for all of Netlify's edge nodes, not one read per node.
 */
export const cdnCache = {
  read: 'public, durable, s-maxage=240, stale-while-revalidate=86400',
  unread: 'public, durable, s-maxage=60, stale-while-revalidate=86400',
} as const

/** What the function answers, as the booking form reads it (src/lib/availability.ts). */
const json = (body: Availability, cache: string) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      // The browser asks again on each visit; the CDN answers (the header is Netlify's, stripped before the browser).
      'cache-control': 'public, max-age=0, must-revalidate',
      'netlify-cdn-cache-control': cache,
      'netlify-vary': 'query=from',
    },
  })

const allSlots = 'tous les créneaux sont proposés'

/**
 * The host's log line for each reason, in fixed words: never an error's text
 * (fetch's quotes the address, the parser's a line of her file), never the
 * address, never a line of the file.
 */
function unreadLogLine(problem: CalendarProblem, timeoutMs = calendarReadLimitMs): string {
  const why = {
    unset: () => 'la variable CALENDAR_ICS_URL n’est pas définie',
    timeout: () => `l’agenda n’a pas envoyé son fichier en ${timeoutMs / 1000} s`,
    unreachable: () => (problem.reason === 'unreachable' && problem.malformed ? 'CALENDAR_ICS_URL n’est pas une adresse http(s)' : 'l’adresse de l’agenda est injoignable'),
    refused: () => `l’agenda répond ${problem.reason === 'refused' ? problem.status : ''} au lieu de son fichier`,
    'too-large': () => `le fichier d’agenda dépasse ${maxCalendarBytes / 1024 / 1024} Mo, il n’est pas lu`,
    'not-calendar': () => 'l’adresse ne donne pas un fichier iCalendar (une page web, souvent de connexion)',
    unreadable: () => 'le fichier d’agenda est illisible',
  }[problem.reason]()
  return `Disponibilités : agenda non lu, ${allSlots} (${why}).`
}

/** « 1 événement illisible ignoré », « 3 événements illisibles ignorés ». */
function skippedLogLine(count: number): string {
  return count > 1 ? `Disponibilités : ${count} événements illisibles ignorés.` : `Disponibilités : ${count} événement illisible ignoré.`
}

/** How many TZIDs of her file name no known zone (never which: a name may be hers). */
function unknownZonesLogLine(count: number): string {
  return count > 1
    ? `Disponibilités : ${count} fuseaux horaires inconnus, leurs heures lues comme heures de Paris.`
    : `Disponibilités : ${count} fuseau horaire inconnu, ses heures lues comme heures de Paris.`
}

/**
 * Today's address, never kept by the CDN: a redirect kept under tomorrow's address (asked by a clock ahead before
 * midnight in Paris) would send the right visitors back to yesterday's for a minute after it, and round again. It
 * costs an invocation, never a read of her calendar.
 */
function redirectToToday(from: string): Response {
  return new Response(null, {
    status: 302,
    headers: {
      location: `${config.path}?from=${from}`,
      'cache-control': 'no-store',
      'netlify-cdn-cache-control': 'no-store',
    },
  })
}

export async function handleAvailabilityRequest(
  request: Request,
  env: AvailabilityEnv,
  options: { now?: Date; log?: (line: string) => void } & Pick<ReadOptions, 'timeoutMs' | 'maxBytes' | 'read'> = {},
): Promise<Response> {
  const { now = new Date(), log = console.warn, ...limits } = options
  // The window is always today's in Paris; `from` only keys the CDN's cache, one answer a day. Any other
  // value is sent to today's address without reading her calendar: made-up values cost no read of it.
  const from = parisDay(now)
  const url = new URL(request.url)
  if (url.searchParams.get('from') !== from || url.searchParams.size !== 1) return redirectToToday(from)
  const window = windowOf(from, availabilityDays)
  const readAt = now.getTime()
  const outcome = await readCalendar(env.CALENDAR_ICS_URL, window, limits)
  if (outcome.problem) {
    log(unreadLogLine(outcome.problem, limits.timeoutMs))
    return json({ from, to: window.to, busy: [], readAt, skipped: 0, unread: outcome.problem.reason }, cdnCache.unread)
  }
  const { busy, skipped, unknownZones } = outcome.reading
  if (skipped.length > 0) log(skippedLogLine(skipped.length))
  if (unknownZones.length > 0) log(unknownZonesLogLine(unknownZones.length))
  return json({ from, to: window.to, busy: busy.map(([start, end]) => [start, end]), readAt, skipped: skipped.length }, cdnCache.read)
}

export default (request: Request) => handleAvailabilityRequest(request, process.env)

/** Netlify routes the booking form's question here (Functions 2.0), at `availabilityPath`; the rest of the site stays static. A literal: Netlify reads it from the source without running it, and reads a constant as no address (tests/unit/host-routes.test.ts). */
export const config = { path: '/api/availability' }
