/**
 * Her calendar as the tests serve it on 127.0.0.1: a small iCalendar file
 * with a recognisable secret in it, files of a chosen size, and the routes a
 * real calendar's address can lead to (a sign-in page, a 404, no answer, an
 * answer larger than the limit). The secret is in every body and in every
 * path, so a test can prove that no log or message quotes either.
 */
import type { ServerResponse } from 'node:http'
import { calendar } from './ics.ts'
import { serveLocal } from './local-server.ts'

/** In every served body (an event's title) and in every path: no log line may hold it. */
export const secret = 'Secret-Famille-Q9z'
/** The path every route sits under, as a private calendar address hides a token in its path. */
export const secretPath = `/jeton-${secret.toLowerCase()}`

const compact = (instant: number) => new Date(instant).toISOString().replace(/[-:]|\.\d{3}/g, '')

/** The place of every test event: details the site must never show, like the secret. */
export const eventPlace = '12 rue des Lilas'

/** One timed event, with the secret in its title and details the site must never show. */
export function event(uid: string, start: number, end: number): string {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}@test`,
    'DTSTAMP:20261101T000000Z',
    `SUMMARY:Visite ${secret}`,
    `LOCATION:${eventPlace}`,
    `DTSTART:${compact(start)}`,
    `DTEND:${compact(end)}`,
    'END:VEVENT',
  ].join('\r\n')
}

/**
 * A calendar of `bytes` bytes at most (within a few hundred), `events` first,
 * then as many events of long ago as it takes: cut into events, each passed
 * over unparsed, as none comes near the window.
 */
export function calendarOfSize(bytes: number, events: readonly string[]): Buffer {
  const head = calendar(events).replace(/END:VCALENDAR\r\n$/, '')
  const filler: string[] = []
  let size = Buffer.byteLength(head) + 'END:VCALENDAR\r\n'.length
  const day = 86_400_000
  for (let index = 0; ; index++) {
    const start = Date.UTC(2015, 0, 1) + (index % 3_000) * day
    const one = `${event(`ancien-${index}`, start, start + 3_600_000)}\r\n`
    if (size + Buffer.byteLength(one) > bytes) break
    filler.push(one)
    size += Buffer.byteLength(one)
  }
  return Buffer.from(`${head}${filler.join('')}END:VCALENDAR\r\n`)
}

/** A route: what the server does with the request's response. */
export type Route = (res: ServerResponse) => void | Promise<void>

/** A route answering 200 with that body, of that type. */
export const reply = (body: string, type = 'text/calendar'): Route => (res) => {
  res.writeHead(200, { 'content-type': type })
  res.end(body)
}

/**
 * A server on 127.0.0.1 answering `secretPath + name` by its route, 404
 * otherwise; `close()` ends every connection, even those left hanging.
 */
export async function serveCalendars(routes: Record<string, Route>) {
  const server = await serveLocal((req, res) => {
    const route = req.url?.startsWith(`${secretPath}/`) ? routes[req.url.slice(secretPath.length + 1)] : undefined
    if (route) return void route(res)
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><title>Introuvable</title><p>${secret}</p>`)
  })
  return {
    /** « 127.0.0.1:port », which no log line may hold either. */
    hostAndPort: server.url.slice('http://'.length),
    url: (name: string) => `${server.url}${secretPath}/${name}`,
    close: server.close,
  }
}

/**
 * A route that sends `body` in two parts: `first` bytes at once, the rest
 * only when `release()` is called. `closedEarly` resolves true when the client
 * closed the connection before the last byte was sent.
 */
export function heldBack(body: Buffer, first: number, { contentLength }: { contentLength: boolean }) {
  const { promise: released, resolve: release } = Promise.withResolvers<void>()
  let closedEarly: Promise<boolean> = new Promise(() => {})
  const route: Route = async (res) => {
    closedEarly = new Promise((resolve) => res.on('close', () => resolve(!res.writableFinished)))
    res.writeHead(200, { 'content-type': 'text/calendar', ...(contentLength ? { 'content-length': body.byteLength } : {}) })
    res.write(body.subarray(0, first))
    await released
    if (!res.destroyed) res.end(body.subarray(first))
  }
  return { route, release, closedEarly: () => closedEarly }
}
