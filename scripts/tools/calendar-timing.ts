/**
 * How long the availability function takes to answer for a large calendar:
 * a busy consultant's twelve years (tests/helpers/busy-calendar.ts: 5.7 MB,
 * single and recurring events, moved and taken-out occurrences) served on
 * 127.0.0.1, the function asked once in this fresh process (cold: ical.js
 * loaded and compiled on first use), then a few times warm.
 *
 *   npx tsx scripts/tools/calendar-timing.ts
 *
 * What a visitor waits on Netlify adds the way to her calendar's server and
 * back; a CDN-cached answer does not invoke the function at all.
 */
import { handleAvailabilityRequest } from '../../src/functions/availability.ts'
import { parisDay } from '../../src/lib/booking-days.ts'
import { busyCalendarFeed } from '../../tests/helpers/busy-calendar.ts'
import { serveCalendars } from '../../tests/helpers/calendar-server.ts'

const feed = Buffer.from(busyCalendarFeed().ics)
const served = await serveCalendars({ 'agenda.ics': (res) => void res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed) })

async function once(): Promise<number> {
  const started = performance.now()
  const answer = await handleAvailabilityRequest(new Request(`https://site.test/api/availability?from=${parisDay(new Date())}`), { CALENDAR_ICS_URL: served.url('agenda.ics') }, { log: console.warn })
  const body = (await answer.json()) as { busy: unknown[]; unread?: string }
  if (body.unread) throw new Error(`calendar not read: ${body.unread}`)
  return performance.now() - started
}

const cold = await once()
const warm = [await once(), await once(), await once()].sort((a, b) => a - b)
console.log(`${(feed.byteLength / 1_000_000).toFixed(1)} MB feed: cold ${Math.round(cold)} ms, warm median ${Math.round(warm[1] ?? 0)} ms`)
await served.close()
