/**
 * The availability function called as her host calls it, with a Web
 * `Request`, against calendars served on 127.0.0.1: what it answers, how
 * long the CDN keeps it, and what it writes in the host's log (never the
 * address, never a word of her calendar).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cdnCache, handleAvailabilityRequest } from '../../src/functions/availability.ts'
import { type Availability, availabilityWaitMs, hostFunctionLimitMs, readAvailability } from '../../src/lib/availability.ts'
import { calendarReadLimitMs, maxCalendarBytes } from '../../src/server/calendar-feed.ts'
import { calendarOfSize, event, heldBack, reply, secret, secretPath, serveCalendars } from '../helpers/calendar-server.ts'
import { calendar } from '../helpers/ics.ts'

/** Today in Paris, pinned: the function never reads the real clock in these tests. */
const now = new Date('2026-11-20T10:00:00+01:00')
/** Busy on 23 November, 14:00–15:00 in Paris; one event before today, one beyond the 120 days. */
const visit = [Date.parse('2026-11-23T13:00:00Z'), Date.parse('2026-11-23T14:00:00Z')] as const
const events = [
  event('visite', ...visit),
  event('passe', Date.parse('2026-11-10T09:00:00Z'), Date.parse('2026-11-10T10:00:00Z')),
  event('loin', Date.parse('2027-04-02T09:00:00Z'), Date.parse('2027-04-02T10:00:00Z')),
]
const goodFile = calendar(events)
/** The visit, two events no parser can read (her titles in them) and one in a zone named with the secret. */
const mixedFile = calendar([
  event('visite', ...visit),
  ['BEGIN:VEVENT', 'UID:casse@test', `SUMMARY:Visite ${secret}`, 'DTSTART:20261124Tneuf heures', 'END:VEVENT'].join('\r\n'),
  ['BEGIN:VEVENT', 'UID:casse-2@test', 'DTSTART:pas une date', 'END:VEVENT'].join('\r\n'),
  ['BEGIN:VEVENT', 'UID:zone@test', `DTSTART;TZID=Fuseau/${secret}:20261125T090000`, `DTEND;TZID=Fuseau/${secret}:20261125T100000`, 'END:VEVENT'].join('\r\n'),
])

const nearlyTooLarge = calendarOfSize(maxCalendarBytes - 4_096, events)
const tooLarge = calendarOfSize(12 * 1024 * 1024, events)
const tooLargeDeclared = heldBack(tooLarge, 1024 * 1024, { contentLength: true })
// Past the limit before the rest is held back: the reader has to count to stop.
const tooLargeStreamed = heldBack(tooLarge, 11 * 1024 * 1024, { contentLength: false })

let droppedOnce = false
let served: Awaited<ReturnType<typeof serveCalendars>>
beforeAll(async () => {
  served = await serveCalendars({
    'agenda.ics': reply(goodFile, 'text/calendar; charset=utf-8'),
    'presque.ics': (res) => {
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': nearlyTooLarge.byteLength })
      res.end(nearlyTooLarge)
    },
    'presque-flux.ics': (res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' })
      for (let at = 0; at < nearlyTooLarge.byteLength; at += 256 * 1024) res.write(nearlyTooLarge.subarray(at, at + 256 * 1024))
      res.end()
    },
    'enorme.ics': tooLargeDeclared.route,
    'enorme-flux.ics': tooLargeStreamed.route,
    'lent.ics': () => {}, // never answers
    'presque-agenda.ics': reply('BEGIN:VCALENDARX\r\nEND:VCALENDARX\r\n'),
    'connexion': reply(`<!DOCTYPE html><html><body><form>Connexion ${secret}</form></body></html>`, 'text/html; charset=utf-8'),
    'coupe-une-fois.ics': (res) => {
      // The first connection is dropped before any answer, as a server closing a kept-alive connection does.
      if (!droppedOnce) {
        droppedOnce = true
        return void res.socket?.destroy()
      }
      reply(goodFile)(res)
    },
    'mixte.ics': reply(mixedFile),
    'casse.ics': reply(`BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:${secret}\r\nDTSTART:pas une date\r\n`),
  })
})
afterAll(async () => {
  tooLargeDeclared.release()
  tooLargeStreamed.release()
  await served.close()
})

/** The function asked `?from=…` with the address, the clock pinned; its answer and its log lines. */
async function ask(url: string, { from = '2026-11-20', ...options }: { from?: string } & Parameters<typeof handleAvailabilityRequest>[2] = {}) {
  const logged: string[] = []
  const response = await handleAvailabilityRequest(new Request(`https://www.example.fr/api/availability?from=${encodeURIComponent(from)}`), { CALENDAR_ICS_URL: url }, {
    now,
    log: (line) => logged.push(line),
    ...options,
  })
  const text = await response.text()
  return { response, text, body: JSON.parse(text) as Availability, log: logged.join('\n') }
}

/** Nothing in the log that leads to her calendar or comes from it. */
function expectNothingOfHers(log: string) {
  for (const leak of [secret, secretPath, served.hostAndPort, '127.0.0.1', 'BEGIN:', 'VEVENT', 'Lilas', 'fetch failed', 'ENOTFOUND', 'agenda-mal-tapee']) expect(log).not.toContain(leak)
}

describe('GET /api/availability', () => {
  it('answers only her busy times over 120 days from today in Paris, with when it read them', async () => {
    const { response, text, body, log } = await ask(served.url('agenda.ics'))
    expect(response.status).toBe(200)
    for (const leak of [secret, 'Lilas', 'visite@test']) expect(text).not.toContain(leak)
    expect(body).toEqual({ from: '2026-11-20', to: '2027-03-20', busy: [visit], readAt: now.getTime(), skipped: 0 })
    expect(readAvailability(body)).not.toBeNull()
    expect(log).toBe('')
  })

  it.each([
    ['yesterday', '2026-11-19'],
    ['a year ago', '2025-11-20'],
    ['next month', '2026-12-20'],
    ['garbage', '../../etc'],
    ['nothing', ''],
  ])('asked from %s, sends the browser to today’s address without reading her calendar: neither her past nor her far future, and no read per made-up value', async (_, from) => {
    let read = false
    const response = await handleAvailabilityRequest(new Request(`https://www.example.fr/api/availability?from=${encodeURIComponent(from)}`), { CALENDAR_ICS_URL: served.url('agenda.ics') }, {
      now,
      read: () => {
        read = true
        throw new Error('not read')
      },
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/api/availability?from=2026-11-20')
    // Never kept: one kept under tomorrow's address before midnight would send visitors back to yesterday's after it.
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('no-store')
    expect(read).toBe(false)
    // Another parameter beside today's is a made-up address too.
    const extra = await handleAvailabilityRequest(new Request('https://www.example.fr/api/availability?from=2026-11-20&x=1'), {}, { now })
    expect(extra.headers.get('location')).toBe('/api/availability?from=2026-11-20')
  })

  it('is kept by the CDN one answer per day, 4 minutes fresh, then served stale up to a day while it reads again; the browser asks each visit', async () => {
    const { response } = await ask(served.url('agenda.ics'))
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=240, stale-while-revalidate=86400')
    expect(response.headers.get('netlify-vary')).toBe('query=from')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const failed = await ask('')
    expect(failed.response.headers.get('netlify-cdn-cache-control')).toBe(cdnCache.unread)
    expect(cdnCache.unread).toContain('s-maxage=60')
  })

  it.each([
    ['with', 'presque.ics'],
    ['without', 'presque-flux.ics'],
  ])('reads a file just under 10 MiB, %s Content-Length', async (_, name) => {
    const { body, log } = await ask(served.url(name))
    expect(body).toMatchObject({ busy: [visit], skipped: 0 })
    expect(body.unread).toBeUndefined()
    expect(log).toBe('')
  }, 30_000) // about a second of parsing alone, more on a loaded machine

  it.each([
    ['announced by Content-Length: stops at once', tooLargeDeclared],
    ['streamed without Content-Length: stops once past 10 MiB', tooLargeStreamed],
  ])('gives up a 12 MiB file %s, without reading the rest', async (_, file) => {
    const { body, log } = await ask(served.url(file === tooLargeDeclared ? 'enorme.ics' : 'enorme-flux.ics'))
    // The handler has answered while the server still holds the end of the file back…
    expect(body).toMatchObject({ busy: [], unread: 'too-large' })
    // …and then sees the connection closed, the end still unsent (a reader that went on would hang here).
    expect(await file.closedEarly()).toBe(true)
    file.release()
    expect(log).toBe('Disponibilités : agenda non lu, tous les créneaux sont proposés (le fichier d’agenda dépasse 10 Mo, il n’est pas lu).')
  })

  it.each([
    ['no address set', () => '', 'unset', /la variable CALENDAR_ICS_URL n’est pas définie/],
    ['a calendar that never answers', () => served.url('lent.ics'), 'timeout', /n’a pas envoyé son fichier en 0\.2 s/],
    ['a sign-in page answered 200', () => served.url('connexion'), 'not-calendar', /ne donne pas un fichier iCalendar/],
    ['a text that only begins like a calendar', () => served.url('presque-agenda.ics'), 'not-calendar', /ne donne pas un fichier iCalendar/],
    ['a calendar that answers 404', () => served.url('absent.ics'), 'refused', /l’agenda répond 404 au lieu de son fichier/],
    ['a mistyped host', () => `https://agenda-mal-tapee.invalid${secretPath}/basic.ics`, 'unreachable', /l’adresse de l’agenda est injoignable/],
    ['something that is no address', () => `agenda ${secret}`, 'unreachable', /n’est pas une adresse/],
    ['a broken calendar file', () => served.url('casse.ics'), 'unreadable', /le fichier d’agenda est illisible/],
  ])('with %s, answers no busy time and why, still 200, and logs one fixed line', async (_, url, reason, line) => {
    const { response, body, log } = await ask(url(), { timeoutMs: 200 })
    expect(response.status).toBe(200)
    expect(body).toEqual({ from: '2026-11-20', to: '2027-03-20', busy: [], readAt: now.getTime(), skipped: 0, unread: reason })
    expect(log.split('\n')).toHaveLength(1)
    expect(log).toMatch(/^Disponibilités : agenda non lu, tous les créneaux sont proposés \(.+\)\.$/)
    expect(log).toMatch(line)
    expectNothingOfHers(log)
  })

  it('tries once more when the connection is dropped before any answer, and reads her calendar', async () => {
    const { body, log } = await ask(served.url('coupe-une-fois.ics'))
    expect(droppedOnce).toBe(true)
    expect(body).toMatchObject({ busy: [visit], skipped: 0 })
    expect(body.unread).toBeUndefined()
    expect(log).toBe('')
  })

  it('counts the events it skipped and the zones it did not know, in the answer and the log, never their titles or names', async () => {
    const { body, text, log } = await ask(served.url('mixte.ics'))
    // The unknown zone's event is read as Paris time: 9:00 in Paris is 8:00 UTC in November.
    expect(body).toMatchObject({ busy: [visit, [Date.parse('2026-11-25T08:00:00Z'), Date.parse('2026-11-25T09:00:00Z')]], skipped: 2 })
    expect(text).not.toContain(secret)
    expect(body.unread).toBeUndefined()
    expect(log.split('\n')).toEqual([
      'Disponibilités : 2 événements illisibles ignorés.',
      'Disponibilités : 1 fuseau horaire inconnu, ses heures lues comme heures de Paris.',
    ])
    expectNothingOfHers(log)
  })

  it('waits for her calendar well inside the host’s 60 s, and the browser waits for the function as long as the host lets it run', () => {
    expect(hostFunctionLimitMs).toBe(60_000)
    expect(calendarReadLimitMs).toBeLessThanOrEqual(hostFunctionLimitMs / 2)
    expect(availabilityWaitMs).toBeGreaterThan(hostFunctionLimitMs)
    expect(availabilityWaitMs).toBeLessThanOrEqual(hostFunctionLimitMs + 10_000)
  })
})
