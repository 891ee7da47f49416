/**
 * Her calendar fetched and read, once for the host's function
 * (src/functions/availability.ts) and once for her launch command
 * (`npm run check:calendar`): the same limits, the same parser
 * (src/server/busy-times.ts), so what the command reports is what the site
 * will do.
 *
 * What can go wrong comes back as an `UnreadReason` with at most a status
 * number or a byte count: never the address (a secret), never an error's
 * text (fetch quotes the address, the parser quotes the file).
 */
import { hostFunctionLimitMs, type UnreadReason } from '../lib/availability.ts'
import { type CalendarReading, readBusyTimes } from './busy-times.ts'
import { isCalendarText } from './calendar-file.ts'

/**
 * The calendar has this long to answer, body included: a quarter of the
 * host's limit (`hostFunctionLimitMs`, 60 s), which leaves the parser far
 * more than it needs (a busy calendar of 5.7 MB: about 1.0 s cold on a
 * 2-core machine, docs/performance.md).
 */
export const calendarReadLimitMs = hostFunctionLimitMs / 4
/** A calendar file larger than this is not read: a private feed of years of events stays far below. */
export const maxCalendarBytes = 10 * 1024 * 1024

/** Why the calendar was not read, with the one number that helps her (never a text from outside). */
export type CalendarProblem =
  | { reason: Exclude<UnreadReason, 'refused' | 'too-large' | 'not-calendar' | 'unreachable'> }
  /** `malformed`: CALENDAR_ICS_URL is not an address at all. */
  | { reason: 'unreachable'; malformed: boolean }
  | { reason: 'refused'; status: number }
  /** `declared`: the size the server announced (Content-Length), when it did. */
  | { reason: 'too-large'; declared?: number }
  /** `html`: a web page (a sign-in page, most often), not a file. */
  | { reason: 'not-calendar'; html: boolean }

/** What one reading gives: her busy times, or why there are none; the file's size and the time it took. */
export type CalendarOutcome = { host: string; bytes: number; ms: number } & (
  | { reading: CalendarReading; problem?: undefined }
  | { problem: CalendarProblem; reading?: undefined }
)

export interface ReadOptions {
  timeoutMs?: number
  maxBytes?: number
  /** The parser; a test may hand a spy, to prove a request was answered without reading her calendar. */
  read?: typeof readBusyTimes
  /** A clock for the time taken (milliseconds). */
  clock?: () => number
}

/**
 * CALENDAR_ICS_URL as an address to fetch, or undefined when unset. Google
 * Calendar and iCloud give « webcal:// » addresses: the same file over https.
 */
function calendarAddress(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim()
  return trimmed ? trimmed.replace(/^webcals?:\/\//i, 'https://') : undefined
}

/** The address's host name, the only part of it a message may show (in her own terminal). */
function hostOf(address: string): string {
  return URL.canParse(address) ? new URL(address).hostname : ''
}

/** Thrown inside `fetchCalendarText` once the byte count passes the limit. */
class TooLarge extends Error {}

/**
 * The file's text, read as a stream and given up as soon as it passes
 * `maxBytes` (or at once when Content-Length says so): a huge or endless
 * answer costs at most `maxBytes` of memory and the time limit.
 */
async function fetchCalendarText(address: string, timeoutMs: number, maxBytes: number): Promise<{ text: string; bytes: number } | CalendarProblem> {
  if (!URL.canParse(address) || !/^https?:$/.test(new URL(address).protocol)) return { reason: 'unreachable', malformed: true }
  const timeout = AbortSignal.timeout(timeoutMs)
  const stop = new AbortController()
  const signal = AbortSignal.any([timeout, stop.signal])
  let bytes = 0
  try {
    const answer = await fetch(address, { signal, headers: { accept: 'text/calendar' }, redirect: 'follow' })
    if (!answer.ok) {
      stop.abort()
      return { reason: 'refused', status: answer.status }
    }
    const declared = Number(answer.headers.get('content-length') ?? Number.NaN)
    if (declared > maxBytes) {
      stop.abort()
      return { reason: 'too-large', declared }
    }
    const chunks: Uint8Array[] = []
    const reader = answer.body?.getReader()
    for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
      bytes += part.value.byteLength
      if (bytes > maxBytes) throw new TooLarge()
      chunks.push(part.value)
    }
    const text = new TextDecoder().decode(Buffer.concat(chunks))
    const html = /^\s*<(?:!doctype|html|head|body|\?xml)/i.test(text) || (answer.headers.get('content-type') ?? '').includes('html')
    if (!isCalendarText(text)) return { reason: 'not-calendar', html }
    return { text, bytes }
  } catch (error) {
    // Whatever was thrown, its text is left here: fetch's quotes the address.
    stop.abort()
    if (error instanceof TooLarge) return { reason: 'too-large' }
    if (timeout.aborted) return { reason: 'timeout' }
    return { reason: 'unreachable', malformed: false }
  }
}

/**
 * Her calendar over the window: fetched with the time and size limits, then
 * read by the parser. Never throws; never holds the address or a text from
 * outside in what it returns, except the reading's own `skipped` titles.
 */
export async function readCalendar(raw: string | undefined, window: { start: number; end: number }, options: ReadOptions = {}): Promise<CalendarOutcome> {
  const { timeoutMs = calendarReadLimitMs, maxBytes = maxCalendarBytes, read = readBusyTimes, clock = () => performance.now() } = options
  const started = clock()
  const address = calendarAddress(raw)
  if (!address) return { host: '', bytes: 0, ms: 0, problem: { reason: 'unset' } }
  const host = hostOf(address)
  let fetched = await fetchCalendarText(address, timeoutMs, maxBytes)
  // A connection dropped by her calendar's server just as a warm function reused it fails at once
  // (« other side closed »): one more try tells that apart from an address that really is unreachable.
  if ('reason' in fetched && fetched.reason === 'unreachable' && !fetched.malformed) {
    fetched = await fetchCalendarText(address, Math.max(0, Math.round(timeoutMs - (clock() - started))), maxBytes)
  }
  const elapsed = () => Math.max(0, clock() - started)
  if ('reason' in fetched) return { host, bytes: 0, ms: elapsed(), problem: fetched }
  try {
    return { host, bytes: fetched.bytes, ms: elapsed(), reading: read(fetched.text, window) }
  } catch {
    // The parser's message may quote a line of her file: only the fact is kept.
    return { host, bytes: fetched.bytes, ms: elapsed(), problem: { reason: 'unreadable' } }
  }
}
