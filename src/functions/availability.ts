/**
 * When she is busy, for the booking form: GET /api/availability?from=2026-11-20
 * answers her calendar's busy times over the next weeks, read from its
 * private iCalendar address (CALENDAR_ICS_URL, a server variable set at the
 * host, never in the repository nor in the browser). The form then shows a
 * slot that overlaps one as taken.
 *
 * Only times leave: { from, to, busy: [[start, end], …] } in milliseconds,
 * merged, cut to the window. It never blocks a request: with no address, an
 * unreachable calendar (3 s at most) or a broken file, it answers no busy
 * time (`unread: true`), logs why, and the form offers every slot as before.
 * Still a 200: a failed request would print an error in every visitor's
 * console, for a calendar that is only optional.
 *
 * A Netlify Function (Functions API v2); `npm run dev` and `npm run preview`
 * serve the same handler (scripts/build/host-functions.ts). The CDN keeps each
 * answer 4 minutes: what she adds to her calendar reaches the site within 5.
 */
import { isIsoDay, parisDay } from '../lib/booking-days.ts'
import { busyIntervals, windowOf } from '../server/busy-times.ts'

/** How far ahead the form knows her busy times; beyond, every slot is offered. */
export const availabilityDays = 120
/** The calendar has this long to answer, body included. */
export const calendarTimeoutMs = 3_000
/** A calendar file larger than this is not read (a private feed of years of events stays far below). */
const maxCalendarBytes = 10 * 1024 * 1024

export type { UnreadReason } from '../lib/availability.ts'
import type { UnreadReason } from '../lib/availability.ts'

export interface AvailabilityEnv {
  CALENDAR_ICS_URL?: string
}

/** What the function answers: the window's Paris days (`to` excluded) and the busy stretches within it. */
export interface AvailabilityAnswer {
  from: string
  to: string
  busy: [number, number][]
  /** When her calendar was read, or its reading given up, in milliseconds since the epoch (a cached answer keeps its time). */
  readAt: number
  /** How many events of her calendar were left out because they could not be read. */
  skipped: number
  /** Her calendar could not be read, and why: no busy time is known. */
  unread?: UnreadReason
}

const json = (status: number, body: unknown, cache: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      // The browser asks again on each visit; Netlify's CDN answers for 4 minutes (1 minute for a failure), by `from`.
      'cache-control': 'public, max-age=0, must-revalidate',
      'netlify-cdn-cache-control': cache,
      'netlify-vary': 'query=from',
    },
  })

/** Why the calendar could not be read, for the host's log (never its address: it is a secret). */
class CalendarProblem extends Error {}

async function readCalendar(url: string, timeoutMs: number): Promise<string> {
  let answer: Response
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    answer = await fetch(url, { signal, headers: { accept: 'text/calendar' }, redirect: 'follow' })
  } catch (error) {
    throw new CalendarProblem(signal.aborted ? `pas de réponse en ${timeoutMs / 1000} s` : `injoignable (${(error as Error).message})`)
  }
  if (!answer.ok) throw new CalendarProblem(`il répond ${answer.status}`)
  try {
    const text = await answer.text()
    if (text.length > maxCalendarBytes) throw new CalendarProblem(`fichier trop grand (${text.length} octets)`)
    return text
  } catch (error) {
    if (error instanceof CalendarProblem) throw error
    throw new CalendarProblem(signal.aborted ? `pas de réponse complète en ${timeoutMs / 1000} s` : `lecture interrompue (${(error as Error).message})`)
  }
}

export async function handleAvailabilityRequest(
  request: Request,
  env: AvailabilityEnv,
  options: { now?: Date; timeoutMs?: number; log?: (line: string) => void } = {},
): Promise<Response> {
  const { now = new Date(), timeoutMs = calendarTimeoutMs, log = console.warn } = options
  const asked = new URL(request.url).searchParams.get('from') ?? ''
  const from = isIsoDay(asked) ? asked : parisDay(now)
  const window = windowOf(from, availabilityDays)
  const readAt = now.getTime()
  const unknown = (why: string, reason: UnreadReason = 'unreadable') => {
    log(`Disponibilités : agenda non lu, tous les créneaux restent proposés (${why}).`)
    return json(200, { from, to: window.to, busy: [], readAt, skipped: 0, unread: reason } satisfies AvailabilityAnswer, 'public, durable, s-maxage=60')
  }
  const url = env.CALENDAR_ICS_URL?.trim()
  if (!url) return unknown('la variable CALENDAR_ICS_URL n’est pas définie', 'unset')
  // Google Calendar and iCloud give « webcal:// » addresses: the same file over https.
  const address = url.replace(/^webcals?:\/\//i, 'https://')
  let ics: string
  try {
    ics = await readCalendar(address, timeoutMs)
  } catch (error) {
    return unknown(`l’agenda : ${(error as Error).message}`)
  }
  let busy: [number, number][]
  try {
    busy = busyIntervals(ics, window).map(([start, end]) => [start, end])
  } catch (error) {
    return unknown(`fichier d’agenda illisible : ${(error as Error).message}`)
  }
  return json(200, { from, to: window.to, busy, readAt, skipped: 0 } satisfies AvailabilityAnswer, 'public, durable, s-maxage=240')
}

export default (request: Request) => handleAvailabilityRequest(request, process.env)

/** Netlify routes the booking form's question here (Functions 2.0); the rest of the site stays static. */
export const config = { path: '/api/availability' }
