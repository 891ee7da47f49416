/**
 * The availability function called as her host calls it, with a Web
 * `Request`, against calendars served on 127.0.0.1.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import availability, { type AvailabilityAnswer, calendarTimeoutMs, config, handleAvailabilityRequest } from '../../src/functions/availability.ts'
import { readAvailability } from '../../src/lib/availability.ts'

const agenda = `BEGIN:VCALENDAR\r
VERSION:2.0\r
PRODID:-//Tests//Agenda//FR\r
BEGIN:VEVENT\r
UID:visit@test\r
DTSTAMP:20261101T000000Z\r
SUMMARY:Visite chez la famille Durand\r
LOCATION:12 rue des Lilas\r
ATTENDEE;CN=Julie Durand:mailto:julie@example.fr\r
DTSTART:20261123T130000Z\r
DTEND:20261123T140000Z\r
END:VEVENT\r
END:VCALENDAR\r
`

let server: Server
let base = ''
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/agenda.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' })
      return res.end(agenda)
    }
    if (req.url === '/lent.ics') return // never answers
    if (req.url === '/casse.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar' })
      return res.end('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:pas une date\r\n')
    }
    res.writeHead(404, { 'content-type': 'text/html' })
    res.end('<html>Introuvable</html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const ask = (url: string, options: Parameters<typeof handleAvailabilityRequest>[2] = {}) => {
  const logged: string[] = []
  const answer = handleAvailabilityRequest(new Request('https://www.example.fr/api/availability?from=2026-11-20'), { CALENDAR_ICS_URL: url }, {
    log: (line) => logged.push(line),
    ...options,
  })
  return { answer, logged }
}

describe('GET /api/availability', () => {
  it('answers only her busy times from the asked day, CDN-cached minutes per day, asked anew each visit', async () => {
    const response = await ask(`${base}/agenda.ics`).answer
    expect(response.status).toBe(200)
    expect(Number(/s-maxage=(\d+)/.exec(response.headers.get('netlify-cdn-cache-control') ?? '')?.[1])).toBeLessThanOrEqual(300)
    expect(response.headers.get('netlify-vary')).toBe('query=from')
    expect(response.headers.get('cache-control')).toContain('max-age=0')
    const text = await response.text()
    for (const secret of ['Durand', 'Lilas', 'julie', 'visit@test']) expect(text).not.toContain(secret)
    const body = JSON.parse(text) as AvailabilityAnswer
    expect(body).toEqual({ from: '2026-11-20', to: '2027-03-20', busy: [[Date.parse('2026-11-23T13:00:00Z'), Date.parse('2026-11-23T14:00:00Z')]], readAt: expect.any(Number), skipped: 0 })
    expect(readAvailability(body)).not.toBeNull()
  })

  it.each([
    ['no address set', '', /CALENDAR_ICS_URL/],
    ['a calendar that answers 404', '/absent.ics', /404/],
    ['a broken calendar file', '/casse.ics', /illisible/],
    ['a calendar that never answers', '/lent.ics', /pas de réponse/],
  ])('with %s, answers no busy time, so the form offers every slot, and logs why without the address', async (_, path, why) => {
    const url = path ? `${base}${path}` : ''
    const { answer, logged } = ask(url, { timeoutMs: 300 })
    const response = await answer
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ busy: [], unread: expect.any(String) })
    expect(logged.join('\n')).toMatch(why)
    if (url) expect(logged.join('\n')).not.toContain(base)
  })

  it('is the function Netlify routes /api/availability to, reading CALENDAR_ICS_URL, waiting 3 s at most', async () => {
    expect(config.path).toBe('/api/availability')
    expect(calendarTimeoutMs).toBeLessThanOrEqual(3_000)
    vi.stubEnv('CALENDAR_ICS_URL', `${base}/agenda.ics`)
    const response = await availability(new Request('https://www.example.fr/api/availability?from=2026-11-20'))
    vi.unstubAllEnvs()
    expect(response.status).toBe(200)
  })
})
