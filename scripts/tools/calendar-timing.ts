/**
 * How long the availability function takes to answer for a large calendar:
 * a feed of the given size (5 MB by default, events spread over years) served
 * on 127.0.0.1, the function asked once in this fresh process (cold: ical.js
 * loaded and compiled on first use), then a few times warm.
 *
 *   npx tsx scripts/tools/calendar-timing.ts [megabytes]
 *
 * What a visitor waits on Netlify adds the way to her calendar's server and
 * back; a CDN-cached answer does not invoke the function at all.
 */
import { handleAvailabilityRequest } from '../../src/functions/availability.ts'
import { calendarOfSize, event, serveCalendars } from '../../tests/helpers/calendar-server.ts'

const megabytes = Number(process.argv[2] ?? 5)
const feed = calendarOfSize(megabytes * 1_000_000, [event('visite', Date.now() + 86_400_000, Date.now() + 90_000_000)])
const served = await serveCalendars({ 'agenda.ics': (res) => void res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed) })

async function once(): Promise<number> {
  const started = performance.now()
  const answer = await handleAvailabilityRequest(new Request('https://site.test/api/availability'), { CALENDAR_ICS_URL: served.url('agenda.ics') }, { log: console.warn })
  const body = (await answer.json()) as { busy: unknown[]; unread?: string }
  if (body.unread || body.busy.length === 0) throw new Error(`calendar not read: ${body.unread ?? 'no busy time'}`)
  return performance.now() - started
}

const cold = await once()
const warm = [await once(), await once(), await once()].sort((a, b) => a - b)
console.log(`${(feed.byteLength / 1_000_000).toFixed(1)} MB feed: cold ${Math.round(cold)} ms, warm median ${Math.round(warm[1] ?? 0)} ms`)
await served.close()
